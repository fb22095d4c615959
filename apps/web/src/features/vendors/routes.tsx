import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** The My Vendor master (spec routes my-vendors and vendor-info; decision 053), under the /tabs route. */
export function vendorRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/my-vendors',
      component: lazyRouteComponent(() => withCatalogue('purchasing', import('./vendors-page.tsx')), 'VendorsPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/vendor-info/$vendorId',
      component: lazyRouteComponent(() => withCatalogue('purchasing', import('./vendor-info-page.tsx')), 'VendorInfoPage'),
    }),
  ] as const;
}
