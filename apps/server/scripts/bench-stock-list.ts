/**
 * Stock list benchmark (not a test; issue 14 goal: "stock list of 50,000 parts with on-hand and value p95
 * < 30 ms"). Loads one garage with 50,000 parts on PostgreSQL, stocked by opening movements written in bulk
 * exactly as the ledger writes them (so `checkStockLedger` holds, and the script checks it), then calls the
 * Inventory list use case (listStock: the page and its capped count) as the screen does — first page by
 * name, a search, the low-stock and out-of-stock filters, sorting by value, a deep page — and the summary,
 * from paced clients, and prints p50 / p95 / p99 per kind.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/scripts/bench-stock-list.ts
 *
 * Options (environment): BENCH_DB (database to create, default garage_bench_stock), BENCH_PARTS (50000),
 * BENCH_CLIENTS (paced clients, default 10), BENCH_INTERVAL_MS (each client's pace, default 50),
 * BENCH_RUNS (calls per kind, default 400), BENCH_REUSE=1 to keep loaded data.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { createGarage } from '../src/db/seed/factories.ts';
import { listStock } from '../src/modules/inventory/list-stock.ts';
import { readStockSummary } from '../src/modules/inventory/read-stock-summary.ts';
import { systemClock } from '../src/platform/clock.ts';
import { checkStockLedger } from '../src/platform/stock-ledger.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL, not the embedded database).');
  process.exit(1);
}
const dbName = process.env.BENCH_DB ?? 'garage_bench_stock';
const PARTS = Number(process.env.BENCH_PARTS ?? 50_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const INTERVAL = Number(process.env.BENCH_INTERVAL_MS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const reuse = process.env.BENCH_REUSE === '1';

const NAMES = ['Oil filter', 'Air filter', 'Brake pad', 'Brake disc', 'Spark plug', 'Wiper blade', 'Clutch plate', 'Bearing'];
const BRANDS = ['Bosch', 'Brembo', 'Denso', 'Mann', 'NGK', 'Valeo', 'SKF', 'Mahle', 'Febi', 'Lemforder'];
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(raw: pg.Client, groupId: number, garageId: number, userId: number) {
  const t0 = performance.now();
  // Parts: names like "Brake pad 01234", numbers BP-01234, ten brands; a third have a reorder level.
  await raw.query(
    `insert into part (group_id, garage_id, name, part_number, part_number_key, brand, unit_id, selling_price,
                       purchase_price, min_stock, search_text)
     select $1, $2, n || ' ' || lpad(i::text, 5, '0'), 'P-' || lpad(i::text, 5, '0'), 'p' || lpad(i::text, 5, '0'),
            b, 9, 10 + i % 90, 5 + i % 40, case when i % 3 = 0 then 5 + i % 10 else 0 end,
            lower(n || ' ' || lpad(i::text, 5, '0') || ' p ' || lpad(i::text, 5, '0') || ' ' || b)
       from (select i, ($3::text[])[1 + i % array_length($3::text[], 1)] as n,
                       ($4::text[])[1 + (i / 7) % array_length($4::text[], 1)] as b
               from generate_series(1, $5::int) as i) s`,
    [groupId, garageId, NAMES, BRANDS, PARTS],
  );
  // Opening stock of 9 parts in 10 (0 to 49 pieces), as the ledger's OPENING movement writes it: one
  // movement per part with quantity × cost = value, and part_stock holding their sums.
  await raw.query(
    `insert into stock_movement (group_id, garage_id, part_id, kind, quantity, unit_cost, value, on_hand_after,
                                 doc_kind, doc_id, user_id, at)
     select group_id, garage_id, id, 'OPENING', id % 50, purchase_price, round((id % 50) * purchase_price, 4), id % 50,
            'BENCH', 1, $3, now()
       from part where group_id = $1 and garage_id = $2 and id % 10 <> 0`,
    [groupId, garageId, userId],
  );
  await raw.query(
    `insert into part_stock (group_id, garage_id, part_id, running_stock, stock_value, avg_cost)
     select group_id, garage_id, part_id, sum(quantity), sum(value), max(unit_cost)
       from stock_movement where group_id = $1 and garage_id = $2 group by group_id, garage_id, part_id`,
    [groupId, garageId],
  );
  await raw.query('analyze');
  console.log(`loaded ${PARTS} parts with opening stock in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && !reuse) await admin.query(`drop database ${dbName} with (force)`);
  if (!exists || !reuse) await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url as string);
  target.pathname = `/${dbName}`;
  const database = await openDatabase({ url: target.toString(), poolSize: CLIENTS + 2 });
  const { db } = database;
  const raw = new pg.Client({ connectionString: target.toString() });
  await raw.connect();

  let groupId: number;
  let garageId: number;
  const have = Number((await raw.query('select count(*) as n from part')).rows[0].n);
  if (reuse && have >= PARTS) {
    const row = (await raw.query('select group_id, garage_id from part limit 1')).rows[0];
    groupId = Number(row.group_id);
    garageId = Number(row.garage_id);
    console.log(`reusing ${have} parts in ${dbName}`);
  } else {
    const shop = await createGarage({ db, clock: systemClock }, { name: 'Bench Parts', countryCode: 'IN' });
    groupId = shop.groupId;
    garageId = shop.garageId;
    await load(raw, groupId, garageId, shop.ownerId);
  }
  const problems = await checkStockLedger(db, groupId);
  console.log(`ledger invariant: ${problems.length === 0 ? 'holds' : `${problems.length} problems`}`);

  const owner = { groupId, garageId, roles: ['GARAGE_OWNER'] as never[] };
  const page = { page_number: 0, page_size: 20 } as const;
  const list = (q: Partial<Parameters<typeof listStock>[2]>) =>
    listStock(db, owner, { ...page, filter: 'ALL', sort: 'name', dir: 'asc', ...q });
  const terms = ['bosch', 'brake', 'p-0123', 'filter 01', 'ngk', 'disc 4', 'valeo', '12345'];
  const kinds: Array<[string, (i: number) => Promise<unknown>]> = [
    ['first page by name', () => list({})],
    ['search (name / number / brand)', (i) => list({ q: terms[i % terms.length] })],
    ['low-stock filter', () => list({ filter: 'LOW' })],
    ['out-of-stock filter', () => list({ filter: 'OUT' })],
    ['search + low-stock', (i) => list({ q: terms[i % terms.length], filter: 'LOW' })],
    ['page 100 by name', () => list({ page_number: 100 })],
    ['sorted by value, desc', () => list({ sort: 'value', dir: 'desc' })],
    ['summary (value + alert counts)', () => readStockSummary(db, owner, new Date())],
  ];

  console.log(`\n${CLIENTS} clients, one call every ${INTERVAL} ms each, ${RUNS} calls per kind (ms):`);
  for (const [name, run] of kinds) {
    for (let i = 0; i < 20; i++) await run(i);
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        await new Promise((r) => setTimeout(r, (INTERVAL / CLIENTS) * c));
        while (next < RUNS) {
          const i = next++;
          const start = performance.now();
          await run(i);
          const took = performance.now() - start;
          times.push(took);
          await new Promise((r) => setTimeout(r, Math.max(0, INTERVAL - took)));
        }
      }),
    );
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(34)} p50 ${pct(times, 50).toFixed(1).padStart(6)}   p95 ${pct(times, 95).toFixed(1).padStart(6)}   p99 ${pct(times, 99).toFixed(1).padStart(6)}`,
    );
  }
  await raw.end();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
