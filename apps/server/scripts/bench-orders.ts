/**
 * Orders benchmark (not a test), on PostgreSQL, through the real HTTP server:
 *
 *  1. creating repair orders of 50 lines (25 services, 25 parts) from 20 concurrent clients of one garage,
 *     each with its own Idempotency-Key — timed per request at the client, p50 / p95 / p99;
 *  2. order list (by tab), counts and search (number, plate, customer name, date range) over 200,000
 *     orders of one garage — timed per request at the client.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/scripts/bench-orders.ts
 *
 * Options (environment): BENCH_PACE_MS (mean pause of each client between orders, default 0), BENCH_DB (default garage_bench_orders), BENCH_ORDERS (default 200000),
 * BENCH_CREATES (orders created in part 1, default 1000), BENCH_CLIENTS (default 20), BENCH_RUNS (requests per
 * list/search kind, default 300), BENCH_REUSE=1 keeps the loaded orders of an earlier run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL, not the embedded database).');
  process.exit(1);
}
const dbName = process.env.BENCH_DB ?? 'garage_bench_orders';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const CREATES = Number(process.env.BENCH_CREATES ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const reuse = process.env.BENCH_REUSE === '1';
/** Mean pause of each client between two orders (0: back to back, the saturation case). */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 0);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const report = (name: string, times: number[]) => {
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(56)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   p99 ${pct(times, 99).toFixed(1).padStart(6)} ms`,
  );
};

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && !reuse) await admin.query(`drop database ${dbName} with (force)`);
  if (!exists || !reuse) await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url!);
  target.pathname = `/${dbName}`;
  const raw = new pg.Client({ connectionString: target.toString() });
  await raw.connect();

  // The server in its own process: the client's request building and response parsing must not share
  // the server's event loop. It opens (and migrates) the database and prints its address and a token.
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      fileURLToPath(new URL('./bench-server.ts', import.meta.url)),
    ],
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

  // Masters: 25 services, 25 parts, customers with vehicles.
  const gst = (await api('GET', '/api/oms/tax_category'))[0].tax_category_id as number;
  const services25: Array<{ id: number; name: string }> = [];
  const parts25: Array<{ id: number; name: string }> = [];
  const customers: Array<{ id: number; car: number }> = [];
  const existing = (await api('GET', '/api/oms/service?page_size=100')).content as Array<{
    service_id: number;
    service_name: string;
  }>;
  if (existing.length >= 25) {
    for (const s of existing.slice(0, 25)) services25.push({ id: s.service_id, name: s.service_name });
    const ps = (await api('GET', '/api/oms/part?page_size=100')).content as Array<{ part_id: number; part_name: string }>;
    for (const p of ps.slice(0, 25)) parts25.push({ id: p.part_id, name: p.part_name });
    const cars = await raw.query('select id, customer_id from user_car where group_id = $1 limit 20', [groupId]);
    for (const r of cars.rows) customers.push({ id: Number(r.customer_id), car: Number(r.id) });
  } else {
    for (let i = 0; i < 25; i++) {
      const s = await api('POST', '/api/oms/service', {
        service_name: `Bench service ${i}`,
        price: `${100 + i}.50`,
        tax_category_id: gst,
      });
      services25.push({ id: s.service_id, name: s.service_name });
      const p = await api('POST', '/api/oms/part', {
        part_name: `Bench part ${i}`,
        selling_price: `${40 + i}.99`,
        tax_category_id: gst,
      });
      parts25.push({ id: p.part_id, name: p.part_name });
    }
    for (let i = 0; i < 20; i++) {
      const c = await api('POST', '/api/customer/customer', {
        first_name: `Bench${i}`,
        last_name: 'Customer',
        country_phone_code: '91',
        mobile_number: `98${String(10000000 + i)}`,
      });
      const v = await api('POST', '/api/customer/user_car', {
        customer_id: c.customer_id,
        reg_number: `KA 01 BN ${String(1000 + i)}`,
      });
      customers.push({ id: c.customer_id, car: v.user_car_id });
    }
  }
  const order = (i: number) => ({
    order_type: 'REPAIR_ORDER',
    customer_id: customers[i % customers.length]!.id,
    user_car_id: customers[i % customers.length]!.car,
    estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
    item_wise_discount: true,
    services_break_up: services25.map((s, k) => ({
      service_id: s.id,
      service_name: s.name,
      quantity: 1 + (k % 3),
      unit_price: `${100 + k}.50`,
      discount: k % 4 === 0 ? 5 : 0,
      tax_inclusive: false,
    })),
    parts_break_up: parts25.map((p, k) => ({
      part_id: p.id,
      part_name: p.name,
      quantity: 1 + (k % 2),
      unit_price: `${40 + k}.99`,
      discount: 0,
      tax_inclusive: true,
    })),
    comments: ['Bench'],
  });

  // ---------- 1. concurrent creation ----------
  // Warm-up with every client at once, so each pooled database connection has served a create.
  for (let round = 0; round < 3; round++)
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        api('POST', '/api/oms/order/order', order(i), { 'idempotency-key': randomUUID() }),
      ),
    );
  const createTimes: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      // Paced clients start at random moments, as people do, rather than all in the same millisecond.
      if (PACE_MS > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * PACE_MS));
      while (next < CREATES) {
        const i = next++;
        const start = performance.now();
        await api('POST', '/api/oms/order/order?is_notification_required=false', order(i), { 'idempotency-key': randomUUID() });
        createTimes.push(performance.now() - start);
        if (process.env.BENCH_SLOW && performance.now() - start > 150)
          console.log(`slow: ${(performance.now() - start).toFixed(0)} ms ending at ${(performance.now() - t0).toFixed(0)} ms`);
        if (PACE_MS > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * PACE_MS));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `\nCreating ${CREATES} orders of 50 lines from ${CLIENTS} concurrent clients (one garage, ${PACE_MS > 0 ? `each pausing ${PACE_MS} ms on average between orders` : 'back to back'}), ${(CREATES / seconds).toFixed(0)} orders/s:`,
  );
  report('create order (50 lines), per request', createTimes);
  const numbers = await raw.query(
    `select count(*)::int as n, count(distinct number)::int as d, max(number) as mx from sales_order where group_id = $1 and garage_id = $2 and document = 'ORDER'`,
    [groupId, garageId],
  );
  console.log(`  numbers: ${numbers.rows[0].n} orders, ${numbers.rows[0].d} distinct numbers, highest ${numbers.rows[0].mx}`);

  // ---------- 2. lists and search over many orders ----------
  const have = Number(
    (
      await raw.query(
        `select count(*)::int as n from sales_order where group_id = $1 and garage_id = $2 and document = 'ORDER'`,
        [groupId, garageId],
      )
    ).rows[0].n,
  );
  if (have < ORDERS) {
    const t1 = performance.now();
    // Copies of the header of a real order with spread statuses, dates, customers and plates; lines are not
    // needed by lists or search (they read the header's snapshot columns).
    await raw.query(
      `insert into sales_order (group_id, garage_id, document, number, external_order_id, order_type, status, customer_id, user_car_id,
         customer_name, customer_mobile, reg_number, vehicle_name, search_text, item_wise_discount, comments, estimated_delivery_time,
         sub_total, discount, tax_total, grand_total, labour_amount, labour_tax_amount, parts_tax_amount, created_by, created_at, updated_at)
       select $1, $2, 'ORDER', n, 'RO-' || lpad(n::text, 5, '0'), 'REPAIR_ORDER',
         (array['CREATED','IN_PROGRESS','VEHICLE_READY','PAYMENT_DUE','COMPLETED','COMPLETED','COMPLETED','CANCELLED'])[1 + n % 8],
         $3, $4, f || ' ' || l, '+91 9' || lpad(((n::bigint * 2654435761) % 1000000000)::text, 9, '0'),
         st || ' ' || lpad((n % 99 + 1)::text, 2, '0') || ' ' || chr(65 + n % 26) || chr(65 + (n / 26) % 26) || ' ' || lpad((n % 10000)::text, 4, '0'),
         'Maruti Suzuki Swift',
         -- As documentSearchText writes it: number, name, mobile with and without country code, plate.
         'ro' || lpad(n::text, 5, '0') || ' ' || lower(f || ' ' || l) || ' 9' || lpad(((n::bigint * 2654435761) % 1000000000)::text, 9, '0') ||
           ' 919' || lpad(((n::bigint * 2654435761) % 1000000000)::text, 9, '0') || ' ' ||
           lower(st || lpad((n % 99 + 1)::text, 2, '0') || chr(65 + n % 26) || chr(65 + (n / 26) % 26) || lpad((n % 10000)::text, 4, '0')),
         true, '', now() + interval '1 day', 1000, 0, 180, 1180, 500, 90, 90, $5,
         timestamptz '2024-01-01' + (n * interval '4 minutes'), now()
       from (
         select n, (array['Rahul','Priya','Amit','Sunita','Vikram','Anita','Ravi','Meera','Arjun','Kavya','Jose','Maria'])[1 + n % 12] as f,
                (array['Sharma','Patel','Kumar','Singh','Reddy','Iyer','Nair','Gupta','Garcia','Lopez','Smith','Kamau','Mwangi'])[1 + (n / 12) % 13] as l,
                (array['KA','MH','DL','TN','KL','GJ','RJ','UP','WB','AP','TS','HR','PB'])[1 + (n / 7) % 13] as st
         from generate_series($6::int, $7::int) as n
       ) s`,
      [groupId, garageId, customers[0]!.id, customers[0]!.car, ownerId, have + 1000, 1000 + ORDERS],
    );
    await raw.query(
      `update garage_counter set last_value = (select max(number) from sales_order where group_id = $1 and garage_id = $2 and document = 'ORDER') where group_id = $1 and garage_id = $2 and kind = 'ORDER'`,
      [groupId, garageId],
    );
    await raw.query('analyze sales_order');
    console.log(`\nloaded ${ORDERS - have} orders in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  const total = Number(
    (await raw.query(`select count(*)::int as n from sales_order where group_id = $1 and garage_id = $2`, [groupId, garageId]))
      .rows[0].n,
  );
  const sample = (
    await raw.query(
      `select number, reg_number, customer_name, customer_mobile from sales_order where group_id = $1 and garage_id = $2 order by random() limit $3`,
      [groupId, garageId, RUNS],
    )
  ).rows as Array<{ number: number; reg_number: string; customer_name: string; customer_mobile: string }>;
  const rand = (n: number) => Math.floor(Math.random() * n);
  const substr = (s: string, len: number) => {
    const start = rand(Math.max(1, s.length - len + 1));
    return s.slice(start, start + len);
  };
  const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + (i % 500) * 86_400_000).toISOString().slice(0, 10);
  const q = encodeURIComponent;
  const kinds: Array<[string, (i: number) => string]> = [
    ['list: tab OPEN, first page', () => '/api/oms/order/search?tab=OPEN&page_size=20'],
    ['list: tab COMPLETED, page 1-20', (i) => `/api/oms/order/search?tab=COMPLETED&page_size=20&page_number=${i % 20}`],
    ['list: status CANCELLED', () => '/api/oms/order/search?status=CANCELLED&page_size=20'],
    ['counts per tab', () => '/api/oms/order/count'],
    [
      'search: order number ("RO-01234" / "1234")',
      (i) =>
        `/api/oms/order/search?q=${q(i % 2 ? `RO-${String(sample[i]!.number).padStart(5, '0')}` : String(sample[i]!.number))}`,
    ],
    [
      'search: partial plate as typed ("01 AB 12")',
      (i) => `/api/oms/order/search?q=${q(substr(sample[i]!.reg_number, 6 + (i % 4)))}`,
    ],
    ['search: customer name (4-8 chars)', (i) => `/api/oms/order/search?q=${q(substr(sample[i]!.customer_name, 4 + (i % 5)))}`],
    [
      'search: partial mobile (5-7 digits)',
      (i) => `/api/oms/order/search?q=${substr(sample[i]!.customer_mobile.slice(4), 5 + (i % 3))}`,
    ],
    ['search: date range (a week)', (i) => `/api/oms/order/search?from=${day(i)}&to=${day(i + 7)}`],
    [
      'search: name + status + month',
      (i) =>
        `/api/oms/order/search?q=${q(sample[i]!.customer_name.split(' ')[1]!)}&status=COMPLETED&from=${day(i)}&to=${day(i + 30)}`,
    ],
  ];
  console.log(`\n${RUNS} requests per kind, page of 20 with its total, one garage with ${total} orders:`);
  for (const [name, build] of kinds) {
    for (let i = 0; i < 10; i++) await api('GET', build(i % sample.length));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await api('GET', build(i % sample.length));
      times.push(performance.now() - start);
    }
    report(name, times);
  }

  server.kill('SIGTERM');
  await raw.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
