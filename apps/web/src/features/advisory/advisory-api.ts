import type { AdvisoryAnswer, AdvisoryRequest, VehicleRecommendations } from '@garage/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const recommendationsQuery = (userCarId: number) =>
  queryOptions({
    queryKey: ['advisory', 'recommendations', userCarId] as const,
    // Spec 7: a failed recommendations call is silent; the panel falls back to choosing a model.
    queryFn: ({ signal }) =>
      http.get<VehicleRecommendations>('/api/oms/order/recommendations', {
        query: { user_car_id: userCarId },
        signal,
        raw: true,
      }),
    retry: false,
  });

/** The panel shows its own messages (not configured, credit limit), so nothing goes to the central handler. */
export const fetchAdvisory = (body: AdvisoryRequest, signal?: AbortSignal) =>
  http.post<AdvisoryAnswer>('/api/oms/advisory', body, { raw: true, signal });
