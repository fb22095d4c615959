import type { AppConfig } from '@garage/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

const NONE: AppConfig = { support_phone: '', push_public_key: null };

/** Support phone and Web Push key of the server; unreachable means neither (entries hidden, no push). */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: () => http.get<AppConfig>('/api/app/config', { auth: false, raw: true }).catch(() => NONE),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppConfig(): AppConfig {
  return useQuery(appConfigQuery()).data ?? NONE;
}
