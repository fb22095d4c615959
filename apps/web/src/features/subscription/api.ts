import { routes } from '@garage/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { http } from '../../lib/http.ts';

type AccessProfile = RouteAnswer<typeof routes.accessProfile>;

/** Query keys of the subscription area: each prefix is its own (other areas do not share them). */
export const subscriptionKeys = {
  details: (garageId: number) => ['subscription-details', garageId] as const,
  accessProfile: (garageId: number, userId: number) => ['access-profile', garageId, userId] as const,
  inspectionCount: (garageId: number) => ['inspection-count', garageId] as const,
};

export const subscriptionDetailsQuery = (garageId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.details(garageId),
    queryFn: () => call(routes.subscriptionDetails, { query: { garage_id: garageId } }),
    staleTime: 60_000,
  });

/**
 * The user's access profile in the selected garage (spec 7, "Shell data" BI). Shell data: a failure is
 * ignored and the head-office menus stay hidden.
 */
export const accessProfileQuery = (garageId: number, userId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.accessProfile(garageId, userId),
    queryFn: () => call(routes.accessProfile, { params: { user_id: userId }, raw: true }).catch((): AccessProfile | null => null),
    staleTime: 5 * 60_000,
  });

/**
 * Pending-approval count of the Inspections card (spec 2.4). Inspections are not built yet, so the count
 * route answers 404 today; any failure counts as 0 (spec 7) and is not shown (decision 017).
 */
export const inspectionCountQuery = (garageId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.inspectionCount(garageId),
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

export function extendTrial(garageId: number, idempotencyKey: string) {
  return call(routes.extendTrial, { body: { garage_id: garageId }, idempotencyKey });
}

export function requestSubscription(
  garageId: number,
  request: RouteBody<typeof routes.subscriptionRequest>['request'],
  idempotencyKey: string,
) {
  return call(routes.subscriptionRequest, { body: { garage_id: garageId, request }, idempotencyKey });
}
