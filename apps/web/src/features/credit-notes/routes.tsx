import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** Returns and credit notes (spec routes "create-credit", "credit-note"), under the /tabs route. */
export function creditNoteRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/credit-note',
      component: lazyRouteComponent(() => withCatalogue('invoices', import('./credit-notes-page.tsx')), 'CreditNotesPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/credit-note/$creditNoteId',
      component: lazyRouteComponent(() => withCatalogue('invoices', import('./credit-note-page.tsx')), 'CreditNotePage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/create-credit/$invoiceId',
      component: lazyRouteComponent(() => withCatalogue('invoices', import('./create-credit-page.tsx')), 'CreateCreditPage'),
    }),
  ] as const;
}
