import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** Outsourced work (spec route "outsource work"; decision 063), under the /tabs route. */
export function outsourceRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/outsource-work',
      component: lazyRouteComponent(() => withCatalogue('outsource', import('./outsource-list-page.tsx')), 'OutsourceListPage'),
    }),
  ] as const;
}
