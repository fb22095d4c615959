import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** The payment method master (spec route "payment-master"; decision 050), under the /tabs route. */
export function paymentMethodRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/payment-master',
      component: lazyRouteComponent(() => withCatalogue('invoices', import('./payment-methods-page.tsx')), 'PaymentMethodsPage'),
    }),
  ] as const;
}
