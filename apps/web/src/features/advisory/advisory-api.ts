import { queryOptions } from '@tanstack/react-query';
import { call, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

export const advisoryKeys = {
  all: ['advisory'] as const,
  recommendations: (userCarId: number) => [...advisoryKeys.all, 'recommendations', userCarId] as const,
};

export const recommendationsQuery = (userCarId: number) =>
  queryOptions({
    queryKey: advisoryKeys.recommendations(userCarId),
    // Spec 7: a failed recommendations call is silent; the panel falls back to choosing a model.
    queryFn: ({ signal }) => call(routes.vehicleRecommendations, { query: { user_car_id: userCarId }, signal, raw: true }),
    retry: false,
  });

/** The panel shows its own messages (not configured, credit limit), so nothing goes to the central handler. */
export const fetchAdvisory = (body: RouteBody<typeof routes.vehicleAdvisory>, signal?: AbortSignal) =>
  call(routes.vehicleAdvisory, { body, raw: true, signal });
