/**
 * Invoices and payments benchmark (not a test), on PostgreSQL, through the real HTTP server (bench-server.ts
 * in its own process), each request timed at the client, p50 / p95 / p99 against the goals:
 *
 *  1. creating invoices from 20 paced clients of one garage (their orders are created beforehand, untimed;
 *     only the POST /api/oms/invoice is timed), p95 < 50 ms;
 *  2. taking payments from 20 paced clients: each invoice of part 1 paid in two parts (cash, then the rest
 *     by cash and card, which settles it), p95 < 30 ms;
 *  3. invoice list, search and dues over 1,000,000 invoices of one garage (loaded with SQL with their
 *     orders, receipts and payments, 50,000 customers), p95 < 20 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/scripts/bench-invoices.ts
 *
 * Options (environment): BENCH_DB (default garage_bench_invoices, dropped at the end unless BENCH_KEEP=1),
 * BENCH_PACE_MS (mean pause of each client between requests, default 100), BENCH_CLIENTS (default 20),
 * BENCH_CREATES (invoices created and paid in parts 1 and 2, default 1000), BENCH_INVOICES (loaded for part 3,
 * default 1000000), BENCH_CUSTOMERS (default 50000), BENCH_RUNS (requests per list/search kind, default 300),
 * BENCH_REUSE=1 keeps the database of an earlier run (BENCH_KEEP=1) and loads only what is missing, BENCH_PARTS
 * (parts the bills draw their 10 part lines from, default 10: every bill takes the same 10 parts).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL, not the embedded database).');
  process.exit(1);
}
const dbName = process.env.BENCH_DB ?? 'garage_bench_invoices';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const CREATES = Number(process.env.BENCH_CREATES ?? 1000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const PARTS = Math.max(10, Number(process.env.BENCH_PARTS ?? 10));
const reuse = process.env.BENCH_REUSE === '1';
const keep = process.env.BENCH_KEEP === '1' || reuse;
/** Mean pause of each client between two requests (people at counters, not a saturation test). */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 100);
/** Offset of the loaded receipts' ids from their invoice's id (a receipt per paid bill, found by arithmetic). */
const RECEIPT_ID_OFFSET = 100_000_000;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const results: Array<{ name: string; p95: number; goal: number }> = [];
const report = (name: string, times: number[], goal: number) => {
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  results.push({ name, p95, goal });
  console.log(
    `  ${name.padEnd(52)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   p99 ${pct(times, 99).toFixed(1).padStart(6)} ms   ${p95 < goal ? '✓' : '✗'} p95 < ${goal} ms`,
  );
};
const pause = () => (PACE_MS > 0 ? new Promise((r) => setTimeout(r, Math.random() * 2 * PACE_MS)) : Promise.resolve());

/**
 * CPU used during a phase (user + system, Linux /proc; nothing elsewhere) by the server process, by the
 * PostgreSQL backends of the benchmark database and by this client. Unlike latencies, CPU per request hardly
 * moves when other work shares the machine, so it shows what a change saves even on a busy host. The backends
 * are sampled every 200 ms: the pool closes idle connections and opens new ones during a slow-paced phase, and
 * a backend's time counts from its first sample (what one uses after its last sample is not seen).
 */
const TICKS = 100; // USER_HZ on Linux
function procCpu(pid: number | string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}
function backendCpu(): Map<string, number> {
  const out = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
  } catch {
    return out;
  }
  for (const pid of pids) {
    let cmd = '';
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmd.startsWith('postgres: ') || !cmd.includes(` ${dbName} `)) continue;
    const cpu = procCpu(pid);
    if (cpu !== undefined) out.set(pid, cpu);
  }
  return out;
}
function cpuMeter(serverPid: number | undefined) {
  const server0 = serverPid === undefined ? undefined : procCpu(serverPid);
  const first = backendCpu();
  const last = new Map(first);
  const own0 = process.cpuUsage();
  const sample = () => {
    for (const [pid, cpu] of backendCpu()) {
      if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, cpu);
    }
  };
  const timer = setInterval(sample, 200);
  return (what: string, requests: number) => {
    clearInterval(timer);
    sample();
    const server1 = serverPid === undefined ? undefined : procCpu(serverPid);
    if (server0 === undefined || server1 === undefined) return;
    let postgres = 0;
    for (const [pid, cpu] of last) postgres += cpu - (first.get(pid) ?? 0);
    const own = process.cpuUsage(own0);
    const ms = (seconds: number) => ((seconds * 1000) / requests).toFixed(1);
    console.log(
      `  CPU per ${what}: server ${ms(server1 - server0)} ms, PostgreSQL ${ms(postgres)} ms, this client ${ms((own.user + own.system) / 1e6)} ms`,
    );
  };
}

/** `count` tasks shared by CLIENTS paced clients (each starts at a random moment); answers the timings. */
async function pacedClients(count: number, task: (i: number) => Promise<unknown>): Promise<{ times: number[]; seconds: number }> {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      await pause();
      while (next < count) {
        const i = next++;
        const start = performance.now();
        await task(i);
        times.push(performance.now() - start);
        await pause();
      }
    }),
  );
  return { times, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && !reuse) await admin.query(`drop database ${dbName} with (force)`);
  if (!exists || !reuse) await admin.query(`create database ${dbName}`);
  const target = new URL(url!);
  target.pathname = `/${dbName}`;
  const raw = new pg.Client({ connectionString: target.toString() });
  await raw.connect();

  // The server in its own process (bench-server.ts, as bench-orders.ts runs it): it opens and migrates the
  // database and prints its address and a token of the garage's owner.
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
  const once = () => ({ 'idempotency-key': randomUUID() });

  // ---------- masters: 10 services, BENCH_PARTS parts, 20 customers with a vehicle each ----------
  const gst = (await api('GET', '/api/oms/tax_category'))[0].tax_category_id as number;
  const services: Array<{ id: number; name: string }> = [];
  const parts: Array<{ id: number; name: string }> = [];
  const customers: Array<{ id: number; car: number }> = [];
  const existing = (await api('GET', '/api/oms/service?page_size=100')).content as Array<{
    service_id: number;
    service_name: string;
  }>;
  if (existing.length >= 10) {
    for (const s of existing.slice(0, 10)) services.push({ id: s.service_id, name: s.service_name });
    const ps = await raw.query(
      "select id, name from part where group_id = $1 and name like 'Bench part %' order by substring(name from 12)::int",
      [groupId],
    );
    for (const p of ps.rows.slice(0, PARTS)) parts.push({ id: Number(p.id), name: p.name });
    const cars = await raw.query('select id, customer_id from user_car where group_id = $1 order by id limit 20', [groupId]);
    for (const r of cars.rows) customers.push({ id: Number(r.customer_id), car: Number(r.id) });
  } else {
    for (let i = 0; i < 10; i++) {
      const s = await api('POST', '/api/oms/service', {
        service_name: `Bench service ${i}`,
        price: `${100 + i}.50`,
        tax_category_id: gst,
      });
      services.push({ id: s.service_id, name: s.service_name });
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
  // BENCH_PARTS parts (default 10): each bill has 10 of them, the i-th bill parts i*10 … i*10+9 (mod
  // BENCH_PARTS). With 10, every bill takes the same 10 parts off the shelf, so every bill queues on the same
  // ten part_stock rows (the hardest case); with 200, bills billed at the same moment take different parts,
  // as a garage's do.
  for (let i = parts.length; i < PARTS; i++) {
    const p = await api('POST', '/api/oms/part', {
      part_name: `Bench part ${i}`,
      selling_price: `${40 + (i % 10)}.99`,
      tax_category_id: gst,
    });
    parts.push({ id: p.part_id, name: p.part_name });
  }
  const partsOf = (i: number) => Array.from({ length: 10 }, (_, k) => ({ part: parts[(i * 10 + k) % PARTS]!, k }));
  // Invoicing a repair order takes its parts off the shelf: stock every part for all the bills (a direct
  // stock-in from one vendor, untimed), topped up on a reused database.
  const need = new Map<number, number>();
  for (let i = 0; i < CREATES + 3 * CLIENTS; i++)
    for (const { part, k } of partsOf(i)) need.set(part.id, (need.get(part.id) ?? 0) + 1 + (k % 2));
  const short: Array<{ part_id: number; quantity: number; unit_price: string; tax_category_id: null }> = [];
  for (const p of parts) {
    const held = await raw.query('select coalesce(sum(running_stock), 0)::text as q from part_stock where part_id = $1', [p.id]);
    const missing = (need.get(p.id) ?? 0) - Number(held.rows[0].q);
    if (missing > 0) short.push({ part_id: p.id, quantity: missing, unit_price: '20.00', tax_category_id: null });
  }
  if (short.length > 0) {
    const known = await raw.query('select id from vendor where group_id = $1 and name = $2', [groupId, 'Bench parts wholesaler']);
    const vendorId = known.rows[0]
      ? Number(known.rows[0].id)
      : (await api('POST', '/api/oms/vendor', { name: 'Bench parts wholesaler' })).vendor_id;
    await api('POST', '/api/oms/stock_purchase', { vendor_id: vendorId, lines: short }, once());
  }

  // A repair order of 20 lines (10 services, 10 parts), as a garage bills it.
  const order = (i: number) => ({
    order_type: 'REPAIR_ORDER',
    customer_id: customers[i % customers.length]!.id,
    user_car_id: customers[i % customers.length]!.car,
    estimated_delivery_time: new Date(Date.now() + 86_400_000).toISOString(),
    item_wise_discount: true,
    services_break_up: services.map((s, k) => ({
      service_id: s.id,
      service_name: s.name,
      quantity: 1 + (k % 3),
      unit_price: `${100 + k}.50`,
      discount: k % 4 === 0 ? 5 : 0,
      tax_inclusive: false,
    })),
    parts_break_up: partsOf(i).map(({ part: p, k }) => ({
      part_id: p.id,
      part_name: p.name,
      quantity: 1 + (k % 2),
      unit_price: `${40 + k}.99`,
      discount: 0,
      tax_inclusive: true,
    })),
    comments: ['Bench'],
  });

  // ---------- 1. creating invoices ----------
  // The orders first (untimed), from every client at once; 3 rounds more for the warm-up.
  const WARM = 3 * CLIENTS;
  const orderIds: number[] = [];
  for (let start = 0; start < CREATES + WARM; start += CLIENTS)
    orderIds.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(CLIENTS, CREATES + WARM - start) }, async (_, k) => {
          const o = await api('POST', '/api/oms/order/order?is_notification_required=false', order(start + k), once());
          return o.order_id as number;
        }),
      )),
    );
  // Warm-up: every pooled connection has made an invoice and taken a payment before the clock runs.
  for (let round = 0; round < 3; round++)
    await Promise.all(
      orderIds.slice(round * CLIENTS, (round + 1) * CLIENTS).map(async (orderId) => {
        const bill = await api('POST', '/api/oms/invoice', { order_id: orderId }, once());
        await api(
          'POST',
          '/api/oms/payment',
          { invoice_id: bill.invoice_id, payments: [{ method: 'CASH', amount: '10.00' }] },
          once(),
        );
      }),
    );
  const toBill = orderIds.slice(WARM);
  const bills: Array<{ id: number; total: string }> = new Array(toBill.length);
  const invoiceCpu = cpuMeter(server.pid);
  const created = await pacedClients(toBill.length, async (i) => {
    const bill = await api('POST', '/api/oms/invoice', { order_id: toBill[i] }, once());
    bills[i] = { id: bill.invoice_id, total: bill.total_amount };
  });
  console.log(
    `\nInvoicing ${toBill.length} orders of 20 lines from ${CLIENTS} clients (one garage, each pausing ${PACE_MS} ms on average between requests), ${(toBill.length / created.seconds).toFixed(0)} invoices/s:`,
  );
  report('create invoice (20 lines), per request', created.times, 50);
  invoiceCpu('invoice', toBill.length);
  const numbers = await raw.query(
    `select count(*)::int as n, count(distinct number)::int as d, max(number) as mx from invoice where group_id = $1 and garage_id = $2`,
    [groupId, garageId],
  );
  console.log(`  numbers: ${numbers.rows[0].n} invoices, ${numbers.rows[0].d} distinct numbers, highest ${numbers.rows[0].mx}`);

  // ---------- 2. taking payments ----------
  // Each bill in two receipts: 100.00 in cash (it stays partly due), then the rest in cash and by card (settled).
  const cents = (s: string) => Math.round(Number(s) * 100);
  const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const paymentCpu = cpuMeter(server.pid);
  const paid = await pacedClients(2 * bills.length, async (k) => {
    const bill = bills[k % bills.length]!;
    const rest = cents(bill.total) - 10_000;
    const payments =
      k < bills.length
        ? [{ method: 'CASH', amount: '100.00' }]
        : [
            { method: 'CASH', amount: text(Math.floor(rest / 2)) },
            { method: 'CREDIT_CARD', amount: text(rest - Math.floor(rest / 2)), reference: `slip ${k}` },
          ];
    await api('POST', '/api/oms/payment', { invoice_id: bill.id, payments }, once());
  });
  console.log(
    `\nTaking ${2 * bills.length} payments (two per invoice, the second settles it) from ${CLIENTS} clients, each pausing ${PACE_MS} ms on average, ${((2 * bills.length) / paid.seconds).toFixed(0)} payments/s:`,
  );
  report('take payment, per request', paid.times, 30);
  paymentCpu('payment', 2 * bills.length);
  const settled = await raw.query(
    `select count(*) filter (where paid_amount = grand_total)::int as settled, count(*)::int as n from invoice i
      where group_id = $1 and garage_id = $2 and id = any($3::bigint[])`,
    [groupId, garageId, bills.map((b) => b.id)],
  );
  console.log(`  ${settled.rows[0].settled} of ${settled.rows[0].n} invoices paid in full`);

  // ---------- 3. lists, search and dues over many invoices ----------
  const have = Number(
    (await raw.query(`select count(*)::int as n from invoice where group_id = $1 and garage_id = $2`, [groupId, garageId]))
      .rows[0].n,
  );
  if (have < INVOICES) await load(raw, { groupId, garageId, ownerId }, INVOICES - have);
  // As autovacuum leaves a table at rest: statistics, and the visibility map that lets a count or a sum be
  // read from an index alone (a bulk load, or a migration that rewrote the table, leaves it empty).
  const tv = performance.now();
  await raw.query('vacuum analyze customer, sales_order, invoice, receipt, payment');
  console.log(`
vacuum analyze ${((performance.now() - tv) / 1000).toFixed(1)} s`);
  const total = Number(
    (await raw.query(`select count(*)::int as n from invoice where group_id = $1 and garage_id = $2`, [groupId, garageId]))
      .rows[0].n,
  );
  const due = (
    await raw.query(
      `select count(*)::int as n, count(distinct customer_id)::int as c from invoice
        where group_id = $1 and garage_id = $2 and status = 'ACTIVE' and paid_amount < grand_total`,
      [groupId, garageId],
    )
  ).rows[0];
  const sample = (
    await raw.query(
      `select id, number, invoice_number, customer_name, customer_id, local_day::text as day from invoice
        where group_id = $1 and garage_id = $2 order by random() limit $3`,
      [groupId, garageId, RUNS],
    )
  ).rows as Array<{
    id: number;
    number: number;
    invoice_number: string;
    customer_name: string;
    customer_id: number;
    day: string;
  }>;
  const owing = (
    await raw.query(
      `select distinct customer_id from invoice where group_id = $1 and garage_id = $2 and status = 'ACTIVE' and paid_amount < grand_total
        order by customer_id limit $3`,
      [groupId, garageId, RUNS],
    )
  ).rows.map((r) => Number(r.customer_id));
  const rand = (n: number) => Math.floor(Math.random() * n);
  const substr = (s: string, len: number) => {
    const start = rand(Math.max(1, s.length - len + 1));
    return s.slice(start, start + len);
  };
  const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
  const q = encodeURIComponent;
  const search = '/api/oms/invoice/search';
  const kinds: Array<[string, (i: number) => string]> = [
    ['list: newest page of all invoices', () => `${search}?page_size=20`],
    ['search: whole invoice number ("INV/25-26/01234")', (i) => `${search}?q=${q(sample[i]!.invoice_number)}`],
    ['search: number digits ("1234")', (i) => `${search}?q=${sample[i]!.number}`],
    ['search: customer name (4-8 chars)', (i) => `${search}?q=${q(substr(sample[i]!.customer_name, 4 + (i % 5)))}`],
    ['dues: a customer (customer_id, due_only)', (i) => `${search}?customer_id=${owing[i % owing.length]}&due_only=true`],
    ['dues: the garage (due_only), page 1-5', (i) => `${search}?due_only=true&page_number=${i % 5}`],
    ['search: date range (a week)', (i) => `${search}?from=${sample[i]!.day}&to=${plusDays(sample[i]!.day, 6)}`],
    ['customer details with dues', (i) => `/api/customer/customer/${i % 2 ? owing[i % owing.length] : sample[i]!.customer_id}`],
    ['invoice details', (i) => `/api/oms/invoice/${sample[i]!.id}`],
  ];
  console.log(
    `\n${RUNS} requests per kind (one at a time), page of 20 with its total and total due, one garage with ${total} invoices (${due.n} with something due, of ${due.c} customers):`,
  );
  for (const [name, build] of kinds) {
    for (let i = 0; i < 10; i++) await api('GET', build(i % sample.length));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await api('GET', build(i % sample.length));
      times.push(performance.now() - start);
    }
    report(name, times, 20);
  }

  const missed = results.filter((r) => r.p95 >= r.goal);
  console.log(missed.length ? `\n✗ ${missed.length} of ${results.length} goals missed` : `\n✓ all ${results.length} goals met`);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await raw.end();
  if (!keep) await admin.query(`drop database ${dbName} with (force)`);
  await admin.end();
}

/**
 * `count` invoices of one garage, newest 2 minutes apart (a busy garage's four years), each with its order (a
 * header: lists, search and dues read no lines) and, when something was paid, one receipt and payment. A
 * bill older than 90 days is owed on 1 in 20 (half of them partly paid), a newer one on 1 in 2. 50,000
 * customers of many names. Amounts, names and mobiles are spread with multiplicative hashes of the row.
 */
async function load(raw: pg.Client, shop: { groupId: number; garageId: number; ownerId: number }, count: number) {
  const { groupId, garageId, ownerId } = shop;
  const t1 = performance.now();
  const step = async (label: string, sql: string, params: unknown[]) => {
    const t = performance.now();
    const res = await raw.query(sql, params);
    console.log(
      `  ${label.padEnd(30)} ${String(res.rowCount ?? '').padStart(8)} rows  ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  };
  console.log(`\nloading ${count} invoices:`);
  const base = (
    await raw.query(`select count(*)::int as n from customer where group_id = $1 and mobile_number like '7%'`, [groupId])
  ).rows[0].n as number;
  if (base < CUSTOMERS)
    await step(
      'customers',
      `insert into customer (group_id, garage_id, first_name, last_name, country_phone_code, mobile_number, search_text)
       select $1, $2, f, l, '91', m, lower(f || ' ' || l) || ' ' || m || ' 91' || m
       from (
         select k, (array['Rahul','Priya','Amit','Sunita','Vikram','Anita','Ravi','Meera','Arjun','Kavya','Jose','Maria',
                          'Suresh','Lakshmi','Deepak','Pooja','Manoj','Divya','Kiran','Nikhil'])[1 + k % 20] as f,
                (array['Sharma','Patel','Kumar','Singh','Reddy','Iyer','Nair','Gupta','Garcia','Lopez','Smith','Kamau','Mwangi',
                       'Menon','Rao','Joshi','Das','Bose','Pillai','Verma','Mehta','Shah','Khan','Fernandes','Naidu'])[1 + (k / 20) % 25] as l,
                '7' || lpad(((k::bigint * 2654435761) % 1000000000)::text, 9, '0') as m
         from generate_series($3::int, $4::int) as k
       ) s`,
      [groupId, garageId, base + 1, CUSTOMERS],
    );
  await raw.query(`create temp table bench_customer as
    select (row_number() over (order by id))::int - 1 as k, id, first_name || ' ' || last_name as name, mobile_number as mobile
    from customer where group_id = ${groupId} and mobile_number like '7%'`);
  await raw.query('create index on bench_customer (k)');
  const tz = (await raw.query(`select time_zone from garage where group_id = $1 and id = $2`, [groupId, garageId])).rows[0]
    .time_zone;
  const seller = (
    await raw.query(`select seller from invoice where group_id = $1 and garage_id = $2 limit 1`, [groupId, garageId])
  ).rows[0].seller;
  const orderBase = Number(
    (
      await raw.query(
        `select coalesce(max(number), 0) as n from sales_order where group_id = $1 and garage_id = $2 and document = 'ORDER'`,
        [groupId, garageId],
      )
    ).rows[0].n,
  );
  const invoiceBase = Number((await raw.query('select coalesce(max(id), 0) as n from invoice')).rows[0].n);
  // The rows to make: n = 1 (oldest) … count (newest, 2 minutes ago); `kind` 0 paid, 1 unpaid, 2 partly paid.
  await raw.query(`create temp table bench_row as
    select *, lpad((y % 100)::text, 2, '0') || '-' || lpad(((y + 1) % 100)::text, 2, '0') as fy from (
      select n, c.id as customer_id, c.name, c.mobile, inv_at, day,
        extract(year from day)::int - case when extract(month from day) < 4 then 1 else 0 end as y,
        round(500 + ((n::bigint * 7919) % 4000000) / 100.0, 2) as total,
        case when inv_at > now() - interval '90 days' then (case when n % 2 = 0 then 1 + (n / 2) % 2 else 0 end)
             else (case when n % 20 = 0 then 1 + (n / 20) % 2 else 0 end) end as kind,
        st || ' ' || lpad((n % 99 + 1)::text, 2, '0') || ' ' || chr(65 + n % 26) || chr(65 + (n / 26) % 26) || ' ' || lpad((n % 10000)::text, 4, '0') as plate
      from (select n, inv_at, (inv_at at time zone '${tz}')::date as day,
                   (array['KA','MH','DL','TN','KL','GJ','RJ','UP','WB','AP','TS','HR','PB'])[1 + (n / 7) % 13] as st
            from (select n, now() - interval '1 hour' - (${count} - n) * interval '2 minutes' as inv_at
                  from generate_series(1, ${count}) as n) g) s
      join bench_customer c on c.k = (n::bigint * 2654435761) % ${CUSTOMERS}) r`);
  await raw.query('create index on bench_row (n)');
  await raw.query('analyze bench_row');
  // Orders: billed, so PAYMENT_DONE or COMPLETED when paid, PAYMENT_DUE when not.
  await step(
    'orders',
    `insert into sales_order (group_id, garage_id, document, number, external_order_id, order_type, status, customer_id,
       customer_name, customer_mobile, reg_number, vehicle_name, search_text, item_wise_discount, comments,
       sub_total, discount, tax_total, grand_total, labour_amount, labour_tax_amount, parts_tax_amount, created_by, created_at, updated_at)
     select $1, $2, 'ORDER', $3::int + n, 'RO-' || lpad(($3::int + n)::text, 5, '0'), 'REPAIR_ORDER',
       case when kind > 0 then 'PAYMENT_DUE' when n % 3 = 0 then 'PAYMENT_DONE' else 'COMPLETED' end,
       customer_id, name, '+91 ' || mobile, plate, 'Maruti Suzuki Swift',
       'ro' || lpad(($3::int + n)::text, 5, '0') || ' ' || lower(name) || ' ' || mobile || ' 91' || mobile || ' ' || lower(replace(plate, ' ', '')),
       true, '', round(total / 1.18, 2), 0, total - round(total / 1.18, 2), total, round(total / 2.36, 2), 0, 0, $4,
       inv_at - interval '3 hours', inv_at
     from bench_row order by n`,
    [groupId, garageId, orderBase, ownerId],
  );
  // Invoices, numbered per financial year after what the garage already has in that year.
  await step(
    'invoices',
    `insert into invoice (group_id, garage_id, order_id, customer_id, fy, number, invoice_number, invoice_type, invoiced_at, local_day,
       customer_name, search_text, customer, vehicle, seller, item_wise_discount, sub_total, discount, tax_total, grand_total,
       paid_amount, created_by, created_at)
     select $1, $2, o.id, r.customer_id, r.fy, num, 'INV/' || r.fy || '/' || lpad(num::text, greatest(5, length(num::text)), '0'), 'B2C',
       r.inv_at, r.day, r.name,
       'inv ' || replace(r.fy, '-', ' ') || ' ' || lpad(num::text, greatest(5, length(num::text)), '0') || ' ' || o.search_text,
       jsonb_build_object('name', r.name, 'mobile', '+91 ' || r.mobile, 'email', null, 'address', null, 'tax_number', null),
       jsonb_build_object('reg_number', r.plate, 'name', 'Maruti Suzuki Swift', 'odometer_reading', null, 'distance_unit', 'KM'),
       $4::jsonb, true, o.sub_total, 0, o.tax_total, r.total,
       case r.kind when 0 then r.total when 1 then 0 else round(r.total / 3, 2) end, $5, r.inv_at
     from (select b.*, coalesce(t.top, 0) + row_number() over (partition by b.fy order by b.n) as num
           from bench_row b left join (select fy, max(number) as top from invoice where group_id = $1 and garage_id = $2 group by fy) t
             on t.fy = b.fy) r
     join sales_order o on o.group_id = $1 and o.garage_id = $2 and o.document = 'ORDER' and o.number = $3::int + r.n
     order by r.n`,
    [groupId, garageId, orderBase, JSON.stringify(seller), ownerId],
  );
  await raw.query('analyze sales_order, invoice');
  const loaded = `i.group_id = ${groupId} and i.garage_id = ${garageId} and i.id > ${invoiceBase}`;
  // One receipt and one payment for what each bill has been paid, an hour after it was made.
  await step(
    'receipts',
    `insert into receipt (group_id, id, garage_id, customer_id, fy, number, receipt_number, amount, received_at, local_day, created_by)
     overriding system value
     select group_id, id + ${RECEIPT_ID_OFFSET}, garage_id, customer_id, fy, num,
       'RCP/' || fy || '/' || lpad(num::text, greatest(5, length(num::text)), '0'), paid_amount, invoiced_at + interval '1 hour', local_day, $1
     from (select i.*, coalesce(t.top, 0) + row_number() over (partition by i.fy order by i.id) as num
           from invoice i left join (select fy, max(number) as top from receipt where group_id = ${groupId} and garage_id = ${garageId} group by fy) t
             on t.fy = i.fy
           where ${loaded} and i.paid_amount > 0) s
     order by id`,
    [ownerId],
  );
  await raw.query(`select setval(pg_get_serial_sequence('receipt', 'id'), (select max(id) from receipt))`);
  await step(
    'payments',
    `insert into payment (group_id, garage_id, receipt_id, invoice_id, order_id, method, amount, reference, paid_at)
     select i.group_id, i.garage_id, i.id + ${RECEIPT_ID_OFFSET}, i.id, i.order_id,
       (array['CASH','CASH','PAYMENT_LINK','CREDIT_CARD','DEBIT_CARD','BANK_TRANSFER'])[1 + i.id % 6], i.paid_amount,
       case when i.id % 6 > 1 then 'ref ' || i.id end, i.invoiced_at + interval '1 hour'
     from invoice i where ${loaded} and i.paid_amount > 0 order by i.id`,
    [],
  );
  // The counters go on after the loaded numbers, as if the garage had made them.
  await raw.query(
    `insert into garage_counter (group_id, garage_id, kind, last_value)
     select group_id, garage_id, k, max(number) from (
       select group_id, garage_id, 'ORDER' as k, number from sales_order where group_id = $1 and garage_id = $2 and document = 'ORDER'
       union all select group_id, garage_id, 'INVOICE:' || fy, number from invoice where group_id = $1 and garage_id = $2
       union all select group_id, garage_id, 'RECEIPT:' || fy, number from receipt where group_id = $1 and garage_id = $2) s
     group by group_id, garage_id, k
     on conflict (group_id, garage_id, kind) do update set last_value = excluded.last_value`,
    [groupId, garageId],
  );
  console.log(`loaded in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
