import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type RouteAnswer } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

type AppConfig = RouteAnswer<typeof routes.appConfig>;

const NONE: AppConfig = { support_phone: '', push_public_key: null };

export const appConfigKeys = { all: ['app-config'] as const };

/** Support phone and Web Push key of the server; unreachable means neither (entries hidden, no push). */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: () => call(routes.appConfig, { auth: false, raw: true }).catch(() => NONE),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppConfig(): AppConfig {
  return useQuery(appConfigQuery()).data ?? NONE;
}
