import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The full-page Service Reminders and Service Feedbacks lists, under the /tabs route. */
export function panelRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/reminder-screen',
      component: lazyRouteComponent(() => import('./reminders-page.tsx'), 'RemindersPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/garage-feedbacks',
      component: lazyRouteComponent(() => import('./feedback-page.tsx'), 'FeedbackPage'),
    }),
  ] as const;
}
