import type { RouteDef, RouteMeta } from '@garage/contract/meta';
import { buildUrl, type Query, type RequestOptions, sendRequest } from '../http.ts';

/**
 * The browser's one way to call the API (decision 027): a route of the contract's table, never a
 * hand-written path. `routes` (./routes.ts) is the table without its schemas (decision 029); the schemas
 * type each call through `RouteMeta`'s type-only `~route`. The answer's type is the route's response schema, the body's type its body schema, and
 * the path's `{placeholders}` must all be given.
 *
 *   const order = await call(routes.createOrder, { body, query: { is_notification_required: true }, idempotencyKey });
 */

/** What a contract schema accepts / parses to, without the web app depending on zod itself. */
type Schema = { _zod: { input: unknown; output: unknown } };
export type SchemaIn<S> = S extends Schema ? S['_zod']['input'] : undefined;
export type SchemaOut<S> = S extends Schema ? S['_zod']['output'] : undefined;

/** What `call` takes: a route of `routes` (schemas as types only) or a full route of the contract. */
export type AnyRoute = RouteMeta | RouteDef;
/** The full route (with its schemas) behind a route of `routes`. */
export type RouteOf<M extends AnyRoute> = M extends RouteDef
  ? M
  : M extends { readonly '~route'?: infer R }
    ? Extract<R, RouteDef>
    : never;

/** The answer of a route, as its response schema parses it. */
export type RouteAnswer<M extends AnyRoute> = SchemaOut<RouteOf<M>['response']>;
/** The body a route accepts. */
export type RouteBody<M extends AnyRoute> = SchemaIn<RouteOf<M>['body']>;

/** `'/api/x/{id}/y/{key}'` → `'id' | 'key'`. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
type ParamValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/** A query field typed `unknown` by the schema (coerced numbers) takes any query value on the wire. */
type WireQuery<T> = { [K in keyof T]?: unknown extends T[K] ? QueryValue : T[K] };

type ParamsSlot<R extends RouteDef> = [PathParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<R['path']>, ParamValue> };
type QuerySlot<R extends RouteDef> = [SchemaIn<R['query']>] extends [undefined]
  ? { query?: never }
  : { query?: WireQuery<SchemaIn<R['query']>> };
type BodySlot<R extends RouteDef> = [SchemaIn<R['body']>] extends [undefined] ? { body?: never } : { body: SchemaIn<R['body']> };

/** Transport options of one call (see RequestOptions in http.ts). */
export type CallOptions = Pick<RequestOptions, 'raw' | 'quiet' | 'signal' | 'garageId' | 'headers' | 'auth'> & {
  /** Sent as Idempotency-Key: a create sent twice with one key is created once. */
  idempotencyKey?: string;
};

type InputOf<R extends RouteDef> = ParamsSlot<R> & QuerySlot<R> & BodySlot<R> & CallOptions;
export type CallInput<M extends AnyRoute> = InputOf<RouteOf<M>>;

/** All of the input is optional: `call(route)` may omit it. */
type OptionalInput<M extends AnyRoute> =
  Record<string, never> extends CallInput<M> ? [input?: CallInput<M>] : [input: CallInput<M>];

/** The concrete path of a route: `{id}` placeholders filled in (URI-encoded). */
export function routePath(route: Pick<RouteDef, 'path'>, params?: Readonly<Record<string, ParamValue>>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a route with its query, for links and downloads (a PDF, an image). */
export function routeUrl<R extends AnyRoute>(route: R, ...[input]: OptionalInput<R>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, ParamValue>; query?: Query };
  return buildUrl(routePath(route, params), query);
}

/**
 * Calls a contract route. Public routes go without the bearer token unless `auth` says otherwise; the
 * central error handler, token refresh and the roles guard of http.ts apply as to every call.
 */
export function call<R extends AnyRoute>(route: R, ...[input]: OptionalInput<R>): Promise<RouteAnswer<R>> {
  const { params, query, body, idempotencyKey, headers, auth, ...options } = (input ?? {}) as InputOf<RouteDef> & {
    params?: Record<string, ParamValue>;
    query?: Query;
    body?: unknown;
  };
  const allHeaders = idempotencyKey ? { ...headers, 'Idempotency-Key': idempotencyKey } : headers;
  return sendRequest<RouteAnswer<R>>(route.method, routePath(route, params), body, {
    ...options,
    auth: auth ?? route.auth !== 'public',
    query,
    ...(allHeaders ? { headers: allHeaders } : {}),
  });
}
