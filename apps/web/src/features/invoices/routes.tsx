import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** The invoice page (spec route "invoice", with the random suffix of detail pages) and Mexico's global invoice, under /tabs. */
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
    // Mexico: the global invoice (factura global) of a period's sales to the public.
    createRoute({
      getParentRoute: () => parent,
      path: '/global-invoice',
      component: lazyRouteComponent(() => withCatalogue('invoices', import('./global-invoice-page.tsx')), 'GlobalInvoicePage'),
    }),
  ] as const;
}
