import type { AccessProfile, SubscriptionDetails, SubscriptionRequestAnswer } from '@garage/contract';
import type { SubscriptionPlanId } from '@garage/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const subscriptionDetailsQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['subscription-details', garageId] as const,
    queryFn: () => http.get<SubscriptionDetails>('/api/customer/subscription', { query: { garage_id: garageId } }),
    staleTime: 60_000,
  });

/**
 * The user's access profile in the selected garage (spec 7, "Shell data" BI). Shell data: a failure is
 * ignored and the head-office menus stay hidden.
 */
export const accessProfileQuery = (garageId: number, userId: number) =>
  queryOptions({
    queryKey: ['access-profile', garageId, userId] as const,
    queryFn: () =>
      http
        .get<AccessProfile>(`/api/customer/api/access_profile/${userId}`, { raw: true })
        .catch((): AccessProfile | null => null),
    staleTime: 5 * 60_000,
  });

/**
 * Pending-approval count of the Inspections card (spec 2.4). Inspections are not built yet, so the count
 * route answers 404 today; any failure counts as 0 (spec 7) and is not shown (decision 017).
 */
export const inspectionCountQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['inspection-count', garageId] as const,
    queryFn: async () => {
      try {
        const answer = await http.get<unknown>('/api/oms/inspection/count', {
          raw: true,
          query: { garage_id: garageId, status: 'PENDING_APPROVAL' },
        });
        return pendingCountOf(answer);
      } catch {
        return 0;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** Reads a count answer: a number, or { count } / { pending_approval_count }; anything else is 0. */
export function pendingCountOf(answer: unknown): number {
  const pick = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
  if (pick(answer) !== null) return pick(answer) as number;
  if (typeof answer === 'object' && answer !== null) {
    const a = answer as Record<string, unknown>;
    return pick(a.pending_approval_count) ?? pick(a.count) ?? 0;
  }
  return 0;
}

export function extendTrial(garageId: number, idempotencyKey: string): Promise<SubscriptionRequestAnswer> {
  return http.post<SubscriptionRequestAnswer>(
    '/api/customer/subscription/extend_trial',
    { garage_id: garageId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function requestSubscription(
  garageId: number,
  request: SubscriptionPlanId | 'DEMO',
  idempotencyKey: string,
): Promise<SubscriptionRequestAnswer> {
  return http.post<SubscriptionRequestAnswer>(
    '/api/customer/subscription/request',
    { garage_id: garageId, request },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
