import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** /tabs/profile: the signed-in person's own profile, loaded when first opened. */
export function profileRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/profile',
      component: lazyRouteComponent(() => import('./profile-page.tsx'), 'ProfilePage'),
    }),
  ] as const;
}
