// `@garage/contract/meta`: the part of the contract the browser's first load needs, without zod or a schema
// (decision 029). Role lists, the report groups, the roles map lookup and the route table's runtime part;
// the schemas are reached only through types (`RouteMeta`).
export * from './access.ts';
export type { RouteMeta, RouteMetaTable } from './route-meta.ts';
export type { AuthLevel, Method, RouteDef, RouteId } from './routes.ts';
export * as routeMeta from './routes-meta.gen.ts';
