import type { RouteDef, routes } from './routes.ts';

/**
 * What the browser needs at runtime to call a route: its method, path, sign-in level and roles. The route's
 * schemas ride along as a type only (`~route`, never present at runtime), so `call(routes.X, …)` is typed
 * by the body, query and response schemas without loading zod or a schema (decision 029).
 */
export type RouteMeta<R extends RouteDef = RouteDef> = Pick<R, 'method' | 'path' | 'auth' | 'roles'> & {
  readonly '~route'?: R;
};

/** The route table without schemas: one entry per route of `routes`, with the same name. */
export type RouteMetaTable = { readonly [K in keyof typeof routes]: RouteMeta<(typeof routes)[K]> };

/** The runtime part of a route, as routes-meta.gen.ts holds it. */
export function metaOf(route: RouteDef): { method: string; path: string; auth: string; roles: string[] } {
  return { method: route.method, path: route.path, auth: route.auth, roles: [...route.roles] };
}
