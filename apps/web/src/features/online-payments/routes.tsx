import { ONLINE_PAYMENT_STATUSES } from '@garage/domain';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withCatalogue } from '../../lib/i18n.ts';
import type { OnlinePaymentListSearch } from './online-payment-list-page.tsx';

const listSearch = (search: Record<string, unknown>): OnlinePaymentListSearch => {
  const status = ONLINE_PAYMENT_STATUSES.find((s) => s === search.status);
  const page = Number(search.page);
  return { ...(status ? { status } : {}), ...(Number.isInteger(page) && page > 0 && page <= 100_000 ? { page } : {}) };
};

/** The online payment list (spec online-payment-list; the sidebar's online-payment), under the /tabs route. */
export function onlinePaymentTabRoutes<TParent extends AnyRoute>(parent: TParent) {
  return (['/online-payment-list', '/online-payment'] as const).map((path) => {
    const route = createRoute({
      getParentRoute: () => parent,
      path,
      validateSearch: listSearch,
      component: lazyRouteComponent(
        () =>
          withCatalogue(
            'onlinePayments',
            import('./online-payment-list-page.tsx').then(({ OnlinePaymentListPage }) => ({
              default: function OnlinePaymentListRoute(): ReactNode {
                const search = route.useSearch() as OnlinePaymentListSearch;
                const navigate = useNavigate();
                return (
                  <OnlinePaymentListPage
                    search={search}
                    onSearch={(next) => void navigate({ to: `/tabs${path}`, search: next as never })}
                  />
                );
              },
            })),
          ),
        'default',
      ),
    });
    return route;
  });
}

type ReturnSearch = { ref?: string };
const returnSearch = (search: Record<string, unknown>): ReturnSearch =>
  typeof search.ref === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(search.ref) ? { ref: search.ref } : {};

/**
 * payment-success and payment-cancelled (spec 2.2, 2.8): open to everyone, as the payer returns from the
 * checkout without signing in. With ?ref= they show that payment link; without, the subscription's
 * provider return leads to the pricing page as before.
 */
export function paymentReturnRoutes<TParent extends AnyRoute>(parent: TParent) {
  return (['success', 'cancelled'] as const).map((kind) => {
    const route = createRoute({
      getParentRoute: () => parent,
      path: `/payment-${kind}`,
      validateSearch: returnSearch,
      beforeLoad: ({ search }) => {
        if (!(search as ReturnSearch).ref) throw redirect({ to: '/tabs/pricing', replace: true });
      },
      component: lazyRouteComponent(
        () =>
          withCatalogue(
            'onlinePayments',
            import('./payment-return-page.tsx').then(({ PaymentReturnPage }) => ({
              default: function PaymentReturnRoute(): ReactNode {
                const { ref } = route.useSearch() as ReturnSearch;
                return <PaymentReturnPage kind={kind} publicId={ref ?? ''} />;
              },
            })),
          ),
        'default',
      ),
    });
    return route;
  });
}
