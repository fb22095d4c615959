import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type RouteDef, routes } from '@garage/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './guard.ts';
import { type BucketState, countHits, pruneBuckets } from './rate-counter.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  /** Our own option, passed through the plugin to `child`: the name of the limit, the key's prefix. */
  bucket?: string;
}

const PRUNE_EVERY = 500;

interface PendingHit {
  key: string;
  windowMs: number;
  done: (error: Error | null, state?: BucketState) => void;
}

/**
 * Gathers the counts asked for in one turn of the event loop into one statement: a signed-in write checks its
 * limit by address and by user at once (`enforce`), so the two cost one round trip instead of two. A key asked
 * twice in one turn (two requests of one address) waits for the next statement, so each count is its own.
 */
function hitBatcher(db: Db, clock: Clock) {
  let pending: PendingHit[] = [];
  let sincePrune = 0;
  const flush = async () => {
    const seen = new Set<string>();
    const batch: PendingHit[] = [];
    const later: PendingHit[] = [];
    for (const hit of pending) {
      (seen.has(hit.key) ? later : batch).push(hit);
      seen.add(hit.key);
    }
    pending = later;
    if (batch.length === 0) return;
    if (later.length > 0) setImmediate(() => void flush());
    const now = clock.now();
    try {
      const states = await countHits(db, batch, now);
      for (const hit of batch) {
        const state = states.get(hit.key);
        hit.done(state ? null : new Error('rate counter upsert returned no row'), state);
      }
    } catch (error) {
      for (const hit of batch) hit.done(error as Error);
    }
    // Expired rows are dropped now and then, by whichever request comes along.
    sincePrune += batch.length;
    if (sincePrune >= PRUNE_EVERY) {
      sincePrune = 0;
      await pruneBuckets(db, new Date(now.getTime() - 60 * 60 * 1000)).catch(() => undefined);
    }
  };
  return (key: string, windowMs: number): Promise<BucketState> =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push({ key, windowMs, done: (error, state) => (error || !state ? reject(error) : resolve(state)) });
    });
}

/**
 * A @fastify/rate-limit store over the `rate_limit_bucket` table, so every server process on one
 * database shares the counters (the plugin's default store lives in process memory). Windows follow the
 * injected clock.
 */
function databaseStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  const count = hitBatcher(db, clock);
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly bucket: string;
    constructor(options: object = {}) {
      this.bucket = (options as StoreOptions).bucket ?? 'default';
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.bucket}:${key}`, timeWindow)
        .then((state) => callback(null, { current: state.hits, ttl: state.ttlMs }))
        .catch((error: Error) => callback(error));
    }
    child(options: object): DatabaseStore {
      return new DatabaseStore(options);
    }
  };
}

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const fastifyPath = (def: RouteDef) => def.path.replace(/\{([^}]+)\}/g, ':$1');
const pathsOf = (defs: RouteDef[]) => new Set(defs.map(fastifyPath));

const SIGN_IN = pathsOf([
  routes.sendOtp,
  routes.sendEmailOtp,
  routes.validateOtp,
  routes.sendEmailVerification,
  routes.confirmEmailVerification,
]);
const REFRESH = pathsOf([routes.refreshToken]);
const PASSCODE = pathsOf([routes.checkPasscode, routes.validatePasscode, routes.setPasscode, routes.resetPasscode]);

/**
 * General request limits (decision 022): per client address on writes and, stricter, on sign-in and
 * refresh, before any other work; per signed-in user on writes and on passcode routes, once the caller
 * is known. A limit of 0 is off. Past a limit: 429 with the catalogue's message and Retry-After.
 */
export async function installRateLimits(app: FastifyInstance, config: Config, db: Db, clock: Clock): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db, clock) });
  const timeWindow = config.rateLimitWindowSeconds * 1000;
  const limiter = (bucket: string, max: number, key: (request: FastifyRequest) => string): Check | null =>
    max > 0
      ? (app.createRateLimit({ max, timeWindow, keyGenerator: key, bucket } as Parameters<
          typeof app.createRateLimit
        >[0]) as Check)
      : null;
  const byIp = (request: FastifyRequest) => request.ip;
  const byUser = (request: FastifyRequest) => String(request.caller?.user.id);

  const writesPerIp = limiter('writes-ip', config.rateLimitWritesPerIp, byIp);
  const signInPerIp = limiter('sign-in-ip', config.rateLimitSignInPerIp, byIp);
  const refreshPerIp = limiter('refresh-ip', config.rateLimitRefreshPerIp, byIp);
  const writesPerUser = limiter('writes-user', config.rateLimitWritesPerUser, byUser);
  const passcodePerUser = limiter('passcode-user', config.rateLimitPasscodePerUser, byUser);

  // The checks run together: their counts go to the database in one statement (hitBatcher).
  const enforce = async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }, checks: Check[]) => {
    const results = await Promise.all(checks.map((check) => check(request)));
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds ?? 1);
        reply.header('retry-after', seconds);
        throw new AppError('RATE_LIMITED', 'http.tooManyRequests', { seconds });
      }
    }
  };
  const route = (request: FastifyRequest) => request.routeOptions.url ?? '';

  /**
   * Whether the request's write is counted by address, and when: 'early' before any work (no token, or the sign-in
   * and refresh routes), 'with-user' after its guard, in the same statement as its count by user (a token).
   */
  const writeByAddress = (request: FastifyRequest): 'early' | 'with-user' | null => {
    const url = route(request);
    if (!writesPerIp || !WRITES.has(request.method) || !url.startsWith('/api/')) return null;
    const token = /^bearer\s/i.test(request.headers.authorization ?? '');
    return token && !SIGN_IN.has(url) && !REFRESH.has(url) ? 'with-user' : 'early';
  };

  // Per address: before authentication, so a flood costs one counter update per request. A write that carries a
  // token is counted by address after its guard instead, in the same statement as its count by user; a token
  // the guard refuses (forged, expired) is answered 401 with no database work.
  app.addHook('onRequest', async (request, reply) => {
    const url = route(request);
    // The route's guard has not set it yet, and a refusal here is answered in the caller's language.
    request.language = requestLanguage(request);
    const checks: Check[] = [];
    if (SIGN_IN.has(url) && signInPerIp) checks.push(signInPerIp);
    else if (REFRESH.has(url) && refreshPerIp) checks.push(refreshPerIp);
    if (writesPerIp && writeByAddress(request) === 'early') checks.push(writesPerIp);
    if (checks.length > 0) await enforce(request, reply, checks);
  });

  // Per user: the caller is known once the route's guard (preValidation) has run.
  app.addHook('preHandler', async (request, reply) => {
    const url = route(request);
    const checks: Check[] = [];
    if (writesPerIp && writeByAddress(request) === 'with-user') checks.push(writesPerIp);
    if (request.caller) {
      if (PASSCODE.has(url) && passcodePerUser) checks.push(passcodePerUser);
      if (WRITES.has(request.method) && writesPerUser) checks.push(writesPerUser);
    }
    if (checks.length > 0) await enforce(request, reply, checks);
  });
}
