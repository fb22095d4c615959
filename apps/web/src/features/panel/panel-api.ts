import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { nextPage, PANEL_PAGE_SIZE } from './panel-rules.ts';

export type { Reminder, Review } from '@garage/contract';

export interface ReminderFilter {
  from?: string;
  to?: string;
  /** Comma list of DUE, OVER_DUE, DONE. */
  statuses: string;
}

export interface ReviewFilter {
  from?: string;
  to?: string;
  /** Comma list of ratings; empty for all. */
  ratings?: string;
}

export const panelKeys = {
  all: ['panel'] as const,
  reminders: ['panel', 'reminders'] as const,
  reminderList: (garageId: number, filter: ReminderFilter) => [...panelKeys.reminders, garageId, filter] as const,
  reviews: ['panel', 'reviews'] as const,
  reviewList: (garageId: number, filter: ReviewFilter) => [...panelKeys.reviews, garageId, filter] as const,
};

// Spec 7: shell call failures are not toasted; the lists show their own error state with a retry.
export const remindersQuery = (garageId: number, filter: ReminderFilter) =>
  infiniteQueryOptions({
    queryKey: panelKeys.reminderList(garageId, filter),
    queryFn: ({ pageParam, signal }) =>
      call(routes.listReminders, {
        query: {
          garage_id: garageId,
          from: filter.from,
          to: filter.to,
          reminder_status: filter.statuses,
          page_number: pageParam,
          page_size: PANEL_PAGE_SIZE,
        },
        signal,
        raw: true,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });

export const reviewsQuery = (garageId: number, filter: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: panelKeys.reviewList(garageId, filter),
    queryFn: ({ pageParam, signal }) =>
      call(routes.listReviews, {
        query: {
          garage_id: garageId,
          from: filter.from,
          to: filter.to,
          ratings: filter.ratings || undefined,
          page_number: pageParam,
          page_size: PANEL_PAGE_SIZE,
        },
        signal,
        raw: true,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });

/** The external reviews single sign-on link (text), for the signed-in user in this garage. */
export function fetchExternalReviewsLink(userId: number, garageId: number) {
  return call(routes.freshreviewRedirect, { body: { user_id: userId, garage_id: garageId }, raw: true });
}

/** Marks a reminder done or open again (the reminders page); the lists reload after it. */
export function setReminderStatus(reminderId: number, status: 'DUE' | 'DONE') {
  return call(routes.updateReminderDates, { body: { reminder_id: reminderId, reminder_status: status } });
}
