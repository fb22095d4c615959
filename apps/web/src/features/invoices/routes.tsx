import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** The invoice page (spec route "invoice", with the random suffix of detail pages), under the /tabs route. */
export function invoiceRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/invoice/$invoiceId/$random',
      component: lazyRouteComponent(
        () => withCatalogue('dues', withCatalogue('onlinePayments', withCatalogue('invoices', import('./invoice-page.tsx')))),
        'InvoicePage',
      ),
    }),
  ] as const;
}
