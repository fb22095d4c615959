/**
 * The server half of bench-orders.ts: the real app on the benchmark database, in its own process so the
 * load-generating client does not share its event loop. Prints one JSON line {address, token, groupId,
 * garageId, ownerId} once listening; the owner's garage is created on the first run.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { garageUser } from '../src/db/schema.ts';
import { createGarage, createUser } from '../src/db/seed/factories.ts';
import { syncVehicleCatalogue } from '../src/modules/catalogue/sync-vehicle-catalogue.ts';
import { systemClock } from '../src/platform/clock.ts';

/**
 * BENCH_COUNT_STATEMENTS=1: every statement a request sends to PostgreSQL is counted (BEGIN and COMMIT
 * too; pg's Client.query is the one door), per route; the counts are printed to stderr when the server
 * stops (one line per route: requests, statements per request min / mean / max). With 2, each route's
 * first request also prints its statements (their first 160 characters).
 */
const statementsOf = new AsyncLocalStorage<{ n: number; texts: string[] }>();
const perRoute = new Map<string, number[]>();
function countStatements() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const counter = statementsOf.getStore();
    if (counter) {
      counter.n++;
      counter.texts.push(
        String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text).replace(/\s+/g, ' '),
      );
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
function countPerRoute(server: FastifyInstance) {
  // After the body is parsed (its stream events run outside the request's async context), before the
  // routes' own preValidation (authentication): global hooks run first.
  const counters = new WeakMap<object, { n: number; texts: string[] }>();
  server.addHook('preValidation', (request, _reply, done) => {
    const counter = { n: 0, texts: [] as string[] };
    counters.set(request, counter);
    statementsOf.run(counter, done);
  });
  server.addHook('onResponse', (request, _reply, done) => {
    const counter = counters.get(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (counter) {
      // BENCH_COUNT_STATEMENTS=2 also prints the statements of each route's first request.
      if (process.env.BENCH_COUNT_STATEMENTS === '2' && !perRoute.has(route))
        process.stderr.write(`${route}:\n${counter.texts.map((t, i) => `  ${i + 1}. ${t.slice(0, 160)}`).join('\n')}\n`);
      perRoute.set(route, [...(perRoute.get(route) ?? []), counter.n]);
    }
    done();
  });
}
/**
 * BENCH_TIMING=1: per route, the mean time from the request's arrival to the handler (authentication,
 * rate limit, validation), in the handler, serializing the answer, and sending it (compression included),
 * printed to stderr when the server stops.
 */
const phases = new Map<string, number[][]>();
function timePhases(server: FastifyInstance) {
  const marks = new WeakMap<object, number[]>();
  const mark = (request: object) => marks.get(request)?.push(performance.now());
  server.addHook('onRequest', (request, _reply, done) => {
    marks.set(request, [performance.now()]);
    done();
  });
  server.addHook('preHandler', (request, _reply, done) => {
    mark(request);
    done();
  });
  server.addHook('preSerialization', (request, _reply, payload, done) => {
    mark(request);
    done(null, payload);
  });
  server.addHook('onSend', (request, _reply, payload, done) => {
    mark(request);
    done(null, payload);
  });
  server.addHook('onResponse', (request, _reply, done) => {
    const m = marks.get(request);
    if (m && m.length === 4) {
      m.push(performance.now());
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      phases.set(route, [...(phases.get(route) ?? []), m.slice(1).map((t, i) => t - (m[i] as number))]);
    }
    done();
  });
}
function printPhases() {
  for (const [route, rows] of phases) {
    const mean = (k: number) => (rows.reduce((a, r) => a + (r[k] as number), 0) / rows.length).toFixed(2);
    process.stderr.write(
      `phases  ${route.padEnd(40)} ${String(rows.length).padStart(6)} requests  before handler ${mean(0)} ms  handler ${mean(1)}  serialize ${mean(2)}  send ${mean(3)}\n`,
    );
  }
}
function printCounts() {
  for (const [route, counts] of perRoute) {
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    process.stderr.write(
      `statements  ${route.padEnd(40)} ${String(counts.length).padStart(6)} requests  min ${Math.min(...counts)}  mean ${mean.toFixed(1)}  max ${Math.max(...counts)}\n`,
    );
  }
}

const url = process.env.BENCH_SERVER_DB;
if (!url) throw new Error('BENCH_SERVER_DB is set by bench-orders.ts');
const counting = ['1', '2'].includes(process.env.BENCH_COUNT_STATEMENTS ?? '');
if (counting) countStatements();
const config = loadConfig({
  dataDir: mkdtempSync(path.join(tmpdir(), 'bench-server-')),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  webDist: '/nonexistent',
  // One user and one address stand for 20 clients here: the limits still count every write (their cost
  // is part of the figure), but must not refuse the bench's own traffic.
  rateLimitWritesPerIp: 1_000_000_000,
  rateLimitWritesPerUser: 1_000_000_000,
});
// BENCH_POOL: the server's pool of PostgreSQL connections (default 20, as the product's). Named statements as
// the product's (DATABASE_NAMED_STATEMENTS=false to compare without).
const database = await openDatabase({
  url,
  poolSize: Number(process.env.BENCH_POOL ?? 20),
  namedStatements: config.databaseNamedStatements,
});
await syncVehicleCatalogue(database.db);
const { app, services } = await buildApp({ config, database, clock: systemClock, logger: false });
if (counting) countPerRoute(app);
if (process.env.BENCH_TIMING === '1') timePhases(app);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const [found] = await database.db
  .select()
  .from(garageUser)
  .where(and(eq(garageUser.roles, 'GARAGE_OWNER')))
  .limit(1);
let shop: { groupId: number; garageId: number; ownerId: number };
if (found) shop = { groupId: found.groupId, garageId: found.garageId, ownerId: found.userId };
else {
  const owner = await createUser(database.db, { mobileNumber: '9000000001' });
  const created = await createGarage(
    { db: database.db, clock: systemClock },
    { name: 'Bench Motors', countryCode: 'IN', ownerId: owner.id },
  );
  shop = { groupId: created.groupId, garageId: created.garageId, ownerId: owner.id };
}
const { access_token: token } = await services.tokens.startSession(database.db, shop.ownerId);
process.stdout.write(`${JSON.stringify({ address, token, ...shop })}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => printCounts())
      .then(() => printPhases())
      .then(() => database.close())
      .then(() => process.exit(0)),
);
