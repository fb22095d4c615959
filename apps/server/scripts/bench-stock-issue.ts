/**
 * Stock issue benchmark (not a test; issue 14's goal "an issue movement p95 < 20 ms at 20 paced clients"),
 * on PostgreSQL, through the real HTTP server (bench-server.ts in its own process):
 *
 *  1. the parts desk ISSUES one requested part line of a repair order (PUT oms/order/{id}/part_approval):
 *     the order locked, the line checked, one ORDER_ISSUE movement through the ledger's conditional
 *     update, the line's status and an activity row — the "issue movement" of the goal;
 *  2. a counter sale of one part (POST oms/order/order, COUNTER_SALE): the order written and its
 *     COUNTER_SALE movement taken in one transaction.
 *
 * Each of 20 clients pauses at random (mean BENCH_PACE_MS, default 100 ms) between requests, as people
 * at counters do; every request is timed at the client, p50 / p95 / p99. All clients draw on the same
 * BENCH_PARTS parts (default 50; 5 makes every issue queue on a few hot part_stock rows).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/bench-stock-issue.ts
 *
 * Options (environment): BENCH_DB (default garage_bench_stock_issue), BENCH_ISSUES (default 2000), BENCH_SALES
 * (default 2000), BENCH_CLIENTS (default 20), BENCH_PACE_MS (default 100), BENCH_PARTS (default 50), BENCH_CPU_PROF
 * (a folder: the server writes a CPU profile there when it stops).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { checkStockLedger, moveStock } from '../src/platform/stock-ledger.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL, not the embedded database).');
  process.exit(1);
}
const dbName = process.env.BENCH_DB ?? 'garage_bench_stock_issue';
const ISSUES = Number(process.env.BENCH_ISSUES ?? 2000);
const SALES = Number(process.env.BENCH_SALES ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 100);
const PARTS = Number(process.env.BENCH_PARTS ?? 50);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const report = (name: string, times: number[]) => {
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(56)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   p99 ${pct(times, 99).toFixed(1).padStart(6)} ms`,
  );
};
const pause = () => new Promise((r) => setTimeout(r, Math.random() * 2 * PACE_MS));

/** Runs `total` requests from CLIENTS paced clients; answers the per-request times. */
async function paced(total: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      await pause();
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await run(i);
        times.push(performance.now() - start);
        await pause();
      }
    }),
  );
  return times;
}

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount)
    await admin.query(`drop database ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url!);
  target.pathname = `/${dbName}`;

  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_SERVER_DB: target.toString() },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  process.on('exit', () => server.kill('SIGTERM'));
  const ready = await new Promise<{ address: string; token: string; groupId: number; garageId: number; ownerId: number }>(
    (resolve, reject) => {
      let buffer = '';
      server.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  const { address, groupId, garageId, ownerId } = ready;
  const headers = { authorization: `Bearer ${ready.token}`, 'x-garage-id': String(garageId), 'content-type': 'application/json' };
  const api = async (method: string, p: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${address}${p}`, {
      method,
      headers: { ...headers, ...extra },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };

  // Masters: 5 parts with plenty on the shelf (opening stock through the ledger), one customer and car.
  const gst = (await api('GET', '/api/oms/tax_category'))[0].tax_category_id as number;
  const parts: Array<{ id: number; name: string }> = [];
  for (let i = 0; i < PARTS; i++) {
    const p = await api('POST', '/api/oms/part', { part_name: `Bench part ${i}`, selling_price: '49.99', tax_category_id: gst });
    parts.push({ id: p.part_id, name: p.part_name });
  }
  const database = await openDatabase({ url: target.toString(), poolSize: 2 });
  await database.db.transaction((tx) =>
    moveStock(
      tx,
      { groupId, garageId, userId: ownerId },
      new Date(),
      parts.map((p) => ({ partId: p.id, kind: 'OPENING' as const, quantity: '1000000', unitCost: '20' })),
      { kind: 'OPENING', id: 0 },
    ),
  );
  const c = await api('POST', '/api/customer/customer', {
    first_name: 'Bench',
    last_name: 'Customer',
    country_phone_code: '91',
    mobile_number: '9812345678',
  });
  const v = await api('POST', '/api/customer/user_car', { customer_id: c.customer_id, reg_number: 'KA 01 BN 1000' });
  const line = (i: number) => ({
    part_id: parts[i % PARTS]!.id,
    part_name: parts[i % PARTS]!.name,
    quantity: 1,
    unit_price: '49.99',
    tax_inclusive: true,
  });

  // ---------- 1. the parts desk issues one requested line ----------
  await api('POST', `/api/customer/garage/${garageId}/property/v1`, {
    property_name: 'part_issuance_enabled',
    property_value: true,
  });
  const requested: Array<{ orderId: number; lineId: number }> = [];
  const warm = CLIENTS * 2;
  for (let i = 0; i < ISSUES + warm; i++) {
    const order = await api('POST', '/api/oms/order/order', {
      order_type: 'REPAIR_ORDER',
      customer_id: c.customer_id,
      user_car_id: v.user_car_id,
      estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
      parts_break_up: [line(i)],
    });
    await api('PUT', `/api/oms/order/${order.order_id}/part_request`, {});
    requested.push({ orderId: order.order_id, lineId: order.lines[0].line_id });
  }
  // The floor of this machine now: reading one order (guard, one order and its lines), same clients, same pace.
  const readTimes = await paced(Math.min(ISSUES, 1000), (i) =>
    api('GET', `/api/oms/order/data?order_id=${requested[i]!.orderId}`),
  );
  console.log(`\nBaseline: reading one order (GET oms/order/data) from ${CLIENTS} clients pausing ${PACE_MS} ms on average:`);
  report('read one order, per request', readTimes);
  const issue = (r: { orderId: number; lineId: number }) =>
    api('PUT', `/api/oms/order/${r.orderId}/part_approval`, { lines: [{ line_id: r.lineId, status: 'ISSUED' }] });
  // Warm-up: every pooled connection serves an issue first.
  await Promise.all(requested.slice(ISSUES).map(issue));
  const issueTimes = await paced(ISSUES, (i) => issue(requested[i]!));
  console.log(
    `\nIssuing ${ISSUES} requested part lines (PUT part_approval ISSUED) from ${CLIENTS} clients pausing ${PACE_MS} ms on average, ${PARTS} parts:`,
  );
  report('issue one part line (ORDER_ISSUE), per request', issueTimes);

  // ---------- 2. a counter sale of one part ----------
  await api('POST', `/api/customer/garage/${garageId}/property/v1`, {
    property_name: 'part_issuance_enabled',
    property_value: false,
  });
  const sale = (i: number) =>
    api(
      'POST',
      '/api/oms/order/order?is_notification_required=false',
      { order_type: 'COUNTER_SALE', customer_id: c.customer_id, parts_break_up: [line(i)] },
      { 'idempotency-key': randomUUID() },
    );
  await Promise.all(Array.from({ length: CLIENTS * 2 }, (_, i) => sale(i)));
  const saleTimes = await paced(SALES, sale);
  console.log(`\nCounter sales of one part (POST order COUNTER_SALE) from ${CLIENTS} clients pausing ${PACE_MS} ms on average:`);
  report('counter sale of one part (COUNTER_SALE), per request', saleTimes);

  const problems = await checkStockLedger(database.db, groupId);
  console.log(`\n  stock ledger invariant: ${problems.length === 0 ? 'holds' : `${problems.length} problems`}`);
  await database.close();
  // Waits for the server to stop: it prints its statement counts and writes its CPU profile as it exits.
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
