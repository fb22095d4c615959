import type { Reminder, ReminderPage, ReviewPage } from '@garage/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
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

// Spec 7: shell call failures are not toasted; the lists show their own error state with a retry.
export const remindersQuery = (garageId: number, filter: ReminderFilter) =>
  infiniteQueryOptions({
    queryKey: ['panel', 'reminders', garageId, filter] as const,
    queryFn: ({ pageParam, signal }) =>
      http.get<ReminderPage>('/api/customer/reminder/v2', {
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
    queryKey: ['panel', 'reviews', garageId, filter] as const,
    queryFn: ({ pageParam, signal }) =>
      http.get<ReviewPage>('/api/oms/review/v1', {
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
export function fetchExternalReviewsLink(userId: number, garageId: number): Promise<string> {
  return http.post<string>('/api/fr/auth/redirect_url', { user_id: userId, garage_id: garageId }, { raw: true });
}

/** Marks a reminder done or open again (the reminders page); the lists reload after it. */
export function setReminderStatus(reminderId: number, status: 'DUE' | 'DONE'): Promise<Reminder> {
  return http.put<Reminder>('/api/customer/reminder/dates', { reminder_id: reminderId, reminder_status: status });
}
