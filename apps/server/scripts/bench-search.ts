/**
 * Search benchmark (not a test): one group with 500,000 customers and 1,000,000 vehicles on PostgreSQL,
 * then partial searches as the screens send them, timed at the database through the real repository
 * functions. Prints p50 / p95 / p99 per kind of search.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/scripts/bench-search.ts
 *
 * Options (environment): BENCH_DB (database to create, default garage_bench), BENCH_CUSTOMERS,
 * BENCH_VEHICLES, BENCH_RUNS (queries per kind, default 300), BENCH_REUSE=1 to keep loaded data.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { createGarage } from '../src/db/seed/factories.ts';
import { searchCustomers } from '../src/modules/customers/customer.repository.ts';
import { searchVehicles } from '../src/modules/vehicles/vehicle.repository.ts';
import { systemClock } from '../src/platform/clock.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the figures are for PostgreSQL, not the embedded database).');
  process.exit(1);
}
const dbName = process.env.BENCH_DB ?? 'garage_bench';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 500_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const reuse = process.env.BENCH_REUSE === '1';

const FIRST = [
  'Rahul',
  'Priya',
  'Amit',
  'Sunita',
  'Vikram',
  'Anita',
  'Ravi',
  'Meera',
  'Arjun',
  'Kavya',
  'Jose',
  'Maria',
  'Luis',
  'Carmen',
  'Juan',
  'Ana',
  'John',
  'Mary',
  'James',
  'Linda',
  'Mohammed',
  'Fatima',
  'Omar',
  'Aisha',
  'Ahmed',
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Baraka',
  'Neema',
];
const LAST = [
  'Sharma',
  'Patel',
  'Kumar',
  'Singh',
  'Reddy',
  'Iyer',
  'Nair',
  'Gupta',
  'Garcia',
  'Hernandez',
  'Lopez',
  'Martinez',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Al-Harbi',
  'Al-Qahtani',
  'Al-Otaibi',
  'Kamau',
  'Mwangi',
  'Odhiambo',
  'Njoroge',
  'Mushi',
  'Okello',
];
const STATES = ['KA', 'MH', 'DL', 'TN', 'KL', 'GJ', 'RJ', 'UP', 'WB', 'AP', 'TS', 'HR', 'PB', 'MP', 'BR'];

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && !reuse) await admin.query(`drop database ${dbName} with (force)`);
  if (!exists || !reuse) await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(url!);
  target.pathname = `/${dbName}`;
  const database = await openDatabase({ url: target.toString() });
  const { db } = database;
  const raw = new pg.Client({ connectionString: target.toString() });
  await raw.connect();

  let groupId: number;
  let garageId: number;
  const have = Number((await raw.query('select count(*) as n from user_car')).rows[0].n);
  if (reuse && have >= VEHICLES) {
    const row = (await raw.query('select group_id, garage_id from customer limit 1')).rows[0];
    groupId = Number(row.group_id);
    garageId = Number(row.garage_id);
    console.log(`reusing ${have} vehicles in ${dbName}`);
  } else {
    const shop = await createGarage({ db, clock: systemClock }, { name: 'Bench Motors', countryCode: 'IN' });
    groupId = shop.groupId;
    garageId = shop.garageId;
    let t0 = performance.now();
    await raw.query(
      `insert into customer (group_id, garage_id, first_name, last_name, country_phone_code, mobile_number, email, search_text)
       select $1, $2, f, l, '91', m, e, lower(f || ' ' || l) || ' ' || m || ' 91' || m || ' ' || e
       from (
         select ($3::text[])[1 + (i * 7) % array_length($3::text[], 1)] as f,
                ($4::text[])[1 + (i * 13) % array_length($4::text[], 1)] as l,
                -- Ten-digit mobile numbers spread over 6000000000-9999999999 like real ones (a bijection of i,
                -- so unique), not a run of numbers that all share their first digits.
                (6000000000 + (i::bigint * 2654435761) % 4000000000)::text as m,
                'c' || i || '@mail.example' as e
         from generate_series(1, $5::int) as i
       ) s`,
      [groupId, garageId, FIRST, LAST, CUSTOMERS],
    );
    console.log(`loaded ${CUSTOMERS} customers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    const firstCustomer = Number(
      (await raw.query('select min(id) as id from customer where group_id = $1', [groupId])).rows[0].id,
    );
    // Plates like "KA 05 MN 1234": state, district, two letters, four digits, unique per row.
    await raw.query(
      `insert into user_car (group_id, garage_id, customer_id, reg_number, reg_search, vin, vin_search, vehicle_type, brand_id, model_id)
       select $1, $2, $3 + (i % $5::int), r, lower(replace(r, ' ', '')), v, lower(v), 'car', 1, 105
       from (
         select i,
                ($4::text[])[1 + i % array_length($4::text[], 1)] || ' ' || lpad(((i / 15) % 99 + 1)::text, 2, '0') || ' ' ||
                chr(65 + (i / 1485) % 26) || chr(65 + (i / 38610) % 26) || ' ' || lpad((i % 10000)::text, 4, '0') as r,
                'MA3' || upper(substr(md5(i::text), 1, 14)) as v
         from generate_series(0, $6::int - 1) as i
       ) s`,
      [groupId, garageId, firstCustomer, STATES, CUSTOMERS, VEHICLES],
    );
    console.log(`loaded ${VEHICLES} vehicles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await raw.query('analyze');
  }
  const current = { groupId, garageId, roles: [] as never[] };
  const options = { unit: 'KM' as const };

  const plates = (
    await raw.query('select reg_number from user_car where group_id = $1 order by random() limit $2', [groupId, RUNS])
  ).rows.map((r) => String(r.reg_number));
  const customers = (
    await raw.query('select first_name, last_name, mobile_number from customer where group_id = $1 order by random() limit $2', [
      groupId,
      RUNS,
    ])
  ).rows;

  const rand = (n: number) => Math.floor(Math.random() * n);
  const substr = (s: string, len: number) => {
    const start = rand(Math.max(1, s.length - len + 1));
    return s.slice(start, start + len);
  };
  const kinds: Array<[string, (i: number) => Promise<unknown>]> = [
    [
      'vehicle: partial plate (4-6 chars, e.g. "01ab12")',
      (i) => searchVehicles(db, groupId, 'reg_number', substr(plates[i]!.replace(/\s/g, ''), 4 + (i % 3)), 0, 20, options),
    ],
    [
      'vehicle: plate as typed with spaces ("KA 05 MN")',
      (i) => searchVehicles(db, groupId, 'reg_number', plates[i]!.slice(0, 8), 0, 20, options),
    ],
    [
      'vehicle: customer name (3-6 chars)',
      (i) => searchVehicles(db, groupId, 'customer_name', substr(String(customers[i].last_name), 3 + (i % 4)), 0, 20, options),
    ],
    [
      'customer: partial name (3-6 chars)',
      (i) =>
        searchCustomers(
          db,
          { groupId, garageId },
          substr(`${customers[i].first_name} ${customers[i].last_name}`, 3 + (i % 4)),
          0,
          20,
        ),
    ],
    [
      'customer: partial mobile number (5-7 digits)',
      (i) => searchCustomers(db, { groupId, garageId }, substr(String(customers[i].mobile_number), 5 + (i % 3)), 0, 20),
    ],
    [
      'customer: full name',
      (i) => searchCustomers(db, { groupId, garageId }, `${customers[i].first_name} ${customers[i].last_name}`, 0, 20),
    ],
  ];
  void current;

  console.log(
    `\n${RUNS} searches per kind, page of 20 with total count, one group of ${CUSTOMERS} customers and ${VEHICLES} vehicles:`,
  );
  for (const [name, run] of kinds) {
    for (let i = 0; i < 10; i++) await run(i); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(i % Math.min(plates.length, customers.length));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(52)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   p99 ${pct(times, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  await raw.end();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
