import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { routes } from '../api/routes.ts';

// Whether the garage takes payments online, apart from online-payments-api.ts: the app's entry asks for it with the
// dashboard's first data (app/start-router.tsx) and would otherwise carry the payment links' routes (decision 042).

export const ONLINE_PAYMENTS_KEY = ['online-payments'] as const;
export const onlinePaymentCheckKey = (garageId: number) => [...ONLINE_PAYMENTS_KEY, 'check', garageId] as const;

/** Whether the garage takes payments online (the sidebar entry, the invoice page's button). */
export const onlinePaymentCheckQuery = (garageId: number) =>
  queryOptions({
    queryKey: onlinePaymentCheckKey(garageId),
    queryFn: ({ signal }) => call(routes.onlinePaymentCheck, { signal, raw: true }),
    staleTime: 10 * 60_000,
  });
