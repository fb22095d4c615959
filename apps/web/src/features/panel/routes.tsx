import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { FeedbackPage } from './feedback-page.tsx';
import { RemindersPage } from './reminders-page.tsx';

/** The full-page Service Reminders and Service Feedbacks lists, under the /tabs route. */
export function panelRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({ getParentRoute: () => parent, path: '/reminder-screen', component: RemindersPage }),
    createRoute({ getParentRoute: () => parent, path: '/garage-feedbacks', component: FeedbackPage }),
  ] as const;
}
