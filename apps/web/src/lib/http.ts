import type { RefreshResponse } from '@garage/contract';
import { type RolesMap, rolesForCall } from '@garage/contract/meta';
import { hasAnyRole, type Language } from '@garage/domain';
import { routes } from './api/routes.ts';
import { expiresWithin } from './jwt.ts';
import { message } from './messages.ts';
import { session } from './session.ts';
import { isRefreshExcludedPage } from './token-rules.ts';

/** Sent as x-app-version on every call (spec 9: header version 2.2). */
export const APP_VERSION = '2.2';

/** A failed call: HTTP status (0 when the network failed) and the server's `{ message, code }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | null;
  readonly detail: string | null;

  constructor(status: number, code: string, serverMessage: string | null, detail: string | null = null) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.detail = detail;
  }
}

/** The call was not sent: the roles map says the user's roles cannot use it. The toast has been shown. */
export class RoleDeniedError extends Error {
  constructor(text: string) {
    super(text);
    this.name = 'RoleDeniedError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Send the bearer token and x-garage-id (default true). */
  auth?: boolean;
  /** Skip the central error handler; the caller shows the error itself. */
  raw?: boolean;
  /** Statuses the caller shows itself (e.g. 404 on a page that says "not found"); others go to the handler. */
  quiet?: readonly number[];
  query?: Query;
  headers?: Record<string, string>;
  /** x-garage-id for this call; null sends none. Default: the selected garage. */
  garageId?: number | null;
  signal?: AbortSignal;
}

export interface HttpHooks {
  /** The central error handler. */
  onError: (error: HttpError) => void;
  /** The session cannot be recovered (refresh failed): go to sign-in without a message. */
  onSessionLost: () => void;
  /** A call was stopped by the roles map. */
  onRoleDenied: (text: string) => void;
  language: () => Language;
}

const defaultHooks: HttpHooks = {
  onError: () => {},
  onSessionLost: () => {},
  onRoleDenied: () => {},
  language: () => 'en',
};
let hooks: HttpHooks = defaultHooks;
let rolesMap: RolesMap = {};

export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

export function setRolesMap(map: RolesMap): void {
  rolesMap = map;
}

/** The static roles map is fetched once at start; without it the server alone decides. */
export async function loadRolesMap(timeoutMs = 4000): Promise<void> {
  try {
    const res = await fetch('/roles-map.json', { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return;
    const data: unknown = await res.json();
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) setRolesMap(data as RolesMap);
  } catch {
    // Offline or server down: keep the empty map.
  }
}

/**
 * Pages where calls are not intercepted to refresh the token (spec 7): the user has just signed in there,
 * or is not signed in at all.
 */
export const isRefreshExcluded = isRefreshExcludedPage;

function currentPathname(): string {
  return globalThis.location?.pathname ?? '/';
}

function commonHeaders(): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': hooks.language(),
    'x-app-version': APP_VERSION,
    'Page-Url': globalThis.location?.href ?? '',
  };
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

// ---- token refresh -------------------------------------------------------------------------------------

/** The in-progress guard resets after this long even if the refresh call hangs (spec 7). */
export const REFRESH_GUARD_MS = 4000;
let refreshInFlight: Promise<boolean> | null = null;

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  // One refresh at a time across tabs: the refresh token rotates, and reusing a rotated one signs out everywhere.
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request('garage-token-refresh', fn) as Promise<T>;
  return fn();
}

async function doRefresh(): Promise<boolean> {
  const before = session.get().auth?.access_token;
  session.reload();
  const auth = session.get().auth;
  if (!auth) return false;
  // Another tab refreshed while this one waited for the lock.
  if (auth.access_token !== before && !expiresWithin(auth.access_token, 60_000)) return true;
  // The transport cannot go through call() (call.ts builds on this file), so it reads the route's path itself.
  const res = await fetch(routes.refreshToken.path, {
    method: routes.refreshToken.method,
    headers: { ...commonHeaders(), user: String(auth.user_id) },
    body: JSON.stringify({ token: auth.refresh_token }),
  });
  if (!res.ok) return false;
  const data = (await res.json()) as Partial<Record<keyof RefreshResponse, unknown>>;
  if (typeof data.access_token !== 'string' || typeof data.token !== 'string') return false;
  session.updateTokens(data.access_token, data.token);
  return true;
}

/**
 * Back to a fresh page's state: no refresh in flight, default hooks, no roles map. The web tests call it
 * after each test (src/test/setup.ts), so a hung refresh or a hook of one test never reaches the next.
 */
export function resetHttpState(): void {
  refreshInFlight = null;
  hooks = defaultHooks;
  rolesMap = {};
}

/** Rotates the tokens. Concurrent callers share one attempt. Failures are swallowed: the answer is false. */
export function refreshTokens(): Promise<boolean> {
  if (refreshInFlight) return refreshInFlight;
  const attempt = withRefreshLock(doRefresh).catch(() => false);
  refreshInFlight = attempt;
  const reset = setTimeout(() => {
    if (refreshInFlight === attempt) refreshInFlight = null;
  }, REFRESH_GUARD_MS);
  void attempt.finally(() => {
    clearTimeout(reset);
    if (refreshInFlight === attempt) refreshInFlight = null;
  });
  return attempt;
}

// ---- requests ------------------------------------------------------------------------------------------

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

async function errorFromResponse(res: Response): Promise<HttpError> {
  let code = `HTTP_${res.status}`;
  let text: string | null = null;
  let detail: string | null = null;
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null) {
      const b = body as Record<string, unknown>;
      if (typeof b.code === 'string') code = b.code;
      if (typeof b.message === 'string' && b.message.trim()) text = b.message;
      if (typeof b.detail === 'string' && b.detail.trim()) detail = b.detail;
    }
  } catch {
    // Not JSON (a proxy error page): status alone decides.
  }
  return new HttpError(res.status, code, text, detail);
}

async function send<T>(method: Method, url: string, body: unknown, options: RequestOptions, auth: boolean): Promise<T> {
  const headers: Record<string, string> = { ...commonHeaders() };
  if (auth) {
    const { auth: stored, garageId } = session.get();
    if (stored) headers.Authorization = `Bearer ${stored.access_token}`;
    const garage = options.garageId === undefined ? garageId : options.garageId;
    if (garage !== null) headers['x-garage-id'] = String(garage);
  }
  Object.assign(headers, options.headers);
  // A JSON content type with an empty body is a 400 for the server's parser: body-less POST/PUT send {}.
  let payload: string | undefined;
  if (body !== undefined) payload = JSON.stringify(body);
  else if (method === 'POST' || method === 'PUT') payload = '{}';
  else if (method === 'DELETE') delete headers['Content-Type'];
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new HttpError(0, 'NETWORK', null);
  }
  if (!res.ok) throw await errorFromResponse(res);
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

const TOKEN_CODES = new Set(['TOKEN_EXPIRED', 'TOKEN_NOT_FOUND']);

/**
 * Sends one call through the token refresh, the roles guard and the central error handler. Features call
 * routes through `call` (lib/api/call.ts), which builds the path from the contract's route table.
 */
export async function sendRequest<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const url = buildUrl(path, options.query);
  if (auth) {
    const required = rolesForCall(rolesMap, method, path);
    const roles = session.get().roles;
    if (required && roles && !hasAnyRole(roles, required)) {
      const text = message('perm.noResource', hooks.language());
      hooks.onRoleDenied(text);
      throw new RoleDeniedError(text);
    }
    const token = session.get().auth?.access_token;
    if (token && !isRefreshExcluded(currentPathname()) && expiresWithin(token, 10_000)) await refreshTokens();
  }
  try {
    return await send<T>(method, url, body, options, auth);
  } catch (first) {
    if (!(first instanceof HttpError)) throw first;
    let error = first;
    if (auth && error.status === 401 && TOKEN_CODES.has(error.code)) {
      const canRefresh = error.code === 'TOKEN_EXPIRED' && session.get().auth !== null && !isRefreshExcluded(currentPathname());
      if (canRefresh && (await refreshTokens())) {
        try {
          return await send<T>(method, url, body, options, auth);
        } catch (second) {
          if (!(second instanceof HttpError)) throw second;
          error = second;
        }
      }
      if (error.status === 401 && TOKEN_CODES.has(error.code)) {
        hooks.onSessionLost();
        throw error;
      }
    }
    if (!options.raw && !options.quiet?.includes(error.status)) hooks.onError(error);
    throw error;
  }
}

/** The transport's own calls, for its tests; features and lib call routes through call() (decision 027, app/architecture.test.ts). */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => sendRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => sendRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => sendRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => sendRequest<T>('DELETE', path, undefined, options),
};

/** Hands an error the caller chose not to show itself to the central handler. */
export function reportHttpError(error: unknown): void {
  if (error instanceof HttpError) hooks.onError(error);
}
