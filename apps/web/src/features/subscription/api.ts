import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

type AccessProfile = RouteAnswer<typeof routes.accessProfile>;

/** Query keys of the subscription area: each prefix is its own (other areas do not share them). */
export const subscriptionKeys = {
  details: (garageId: number) => ['subscription-details', garageId] as const,
  accessProfile: (garageId: number, userId: number) => ['access-profile', garageId, userId] as const,
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
