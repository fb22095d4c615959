import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type RouteDef, routes } from '@garage/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './guard.ts';
import { countHit, pruneBuckets } from './rate-counter.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  /** Our own option, passed through the plugin to `child`: the name of the limit, the key's prefix. */
  bucket?: string;
}

const PRUNE_EVERY = 500;

/**
 * A @fastify/rate-limit store over the `rate_limit_bucket` table, so every server process on one
 * database shares the counters (the plugin's default store lives in process memory). Windows follow the
 * injected clock.
 */
function databaseStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let sincePrune = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly bucket: string;
    constructor(options: object = {}) {
      this.bucket = (options as StoreOptions).bucket ?? 'default';
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      countHit(db, `${this.bucket}:${key}`, timeWindow, now)
        .then(async (state) => {
          // Expired rows are dropped now and then, by whichever request comes along.
          if (++sincePrune >= PRUNE_EVERY) {
            sincePrune = 0;
            await pruneBuckets(db, new Date(now.getTime() - 60 * 60 * 1000));
          }
          callback(null, { current: state.hits, ttl: state.ttlMs });
        })
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

  const enforce = async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }, checks: Check[]) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds ?? 1);
        reply.header('retry-after', seconds);
        throw new AppError('RATE_LIMITED', 'http.tooManyRequests', { seconds });
      }
    }
  };
  const route = (request: FastifyRequest) => request.routeOptions.url ?? '';

  // Per address: before authentication, so a flood costs one counter update per request.
  app.addHook('onRequest', async (request, reply) => {
    const url = route(request);
    // The route's guard has not set it yet, and a refusal here is answered in the caller's language.
    request.language = requestLanguage(request);
    const checks: Check[] = [];
    if (SIGN_IN.has(url) && signInPerIp) checks.push(signInPerIp);
    else if (REFRESH.has(url) && refreshPerIp) checks.push(refreshPerIp);
    if (WRITES.has(request.method) && url.startsWith('/api/') && writesPerIp) checks.push(writesPerIp);
    if (checks.length > 0) await enforce(request, reply, checks);
  });

  // Per user: the caller is known once the route's guard (preValidation) has run.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.caller) return;
    const url = route(request);
    const checks: Check[] = [];
    if (PASSCODE.has(url) && passcodePerUser) checks.push(passcodePerUser);
    if (WRITES.has(request.method) && writesPerUser) checks.push(writesPerUser);
    if (checks.length > 0) await enforce(request, reply, checks);
  });
}
