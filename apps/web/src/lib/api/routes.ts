/**
 * The contract's route table as the browser calls it: method, path, sign-in level and roles of every route,
 * without a schema, so the first load carries no zod (decision 029). `call(routes.X, …)` is still typed by
 * the route's schemas. Forms that validate with a contract schema import it from `@garage/contract`.
 */
export { routeMeta as routes } from '@garage/contract/meta';
