import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

export interface InsurersSearch {
  /** The partner whose bills still owed are shown under the list. */
  dues?: number;
}

/** The Insurance Partners master (spec route "insurance-provider"), under the /tabs route. */
export function insurancePartnerRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/insurance-provider',
      validateSearch: (search: Record<string, unknown>): InsurersSearch => {
        const n = Number(search.dues);
        return Number.isSafeInteger(n) && n > 0 ? { dues: n } : {};
      },
      component: lazyRouteComponent(
        () => withCatalogue('invoices', import('./insurance-partners-page.tsx')),
        'InsurancePartnersPage',
      ),
    }),
  ] as const;
}
