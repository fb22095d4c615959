/**
 * CSV import benchmark (not a test; issue 14 goal: a CSV of 10,000 rows checked in < 10 s). Generates an
 * INVENTORY file of 10,000 parts and times, through the real HTTP app (in-process inject), on a fresh
 * database: the upload (parse, header check, rows stored), the check (all steps until CHECKED, nothing
 * else written) and the import (all steps until IMPORTED); then the same file again, which updates every
 * part. Runs on the embedded PGlite, and on PostgreSQL as well when DATABASE_URL is set (a scratch database
 * is created and dropped there).
 *
 *   npx tsx apps/server/scripts/bench-csv.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/bench-csv.ts
 *
 * Options (environment): BENCH_ROWS (default 10000).
 */
import { performance } from 'node:perf_hooks';
import { createGarage, createUser } from '../src/db/seed/factories.ts';
import { createTestApp, signIn, type TestApp } from '../src/test/harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const pgUrl = process.env.DATABASE_URL;

function inventoryFile(rows: number, priceBase: number): string {
  const lines = [
    'part_number,part_name,brand,hsn,part_type,tracking,unit,selling_price,purchase_price,tax_category,tax_inclusive,min_stock',
  ];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `BP-${i},Brake pad set ${i},Brembo,8708,PART,NONE,pc,${priceBase + (i % 500)}.50,${priceBase / 2 + (i % 300)},GST 18%,yes,${i % 7}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function run(label: string): Promise<Record<string, number>> {
  const t: TestApp = await createTestApp();
  try {
    const owner = await createUser(t.db, { mobileNumber: `9${String(Date.now()).slice(-9)}` });
    const shop = await createGarage(t, { ownerId: owner.id, countryCode: 'IN' });
    const s = await signIn(t, owner.mobileNumber);
    const headers = s.headers(shop.garageId);
    const post = async (url: string, payload?: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const steps = async (id: number, action: 'check' | 'import', until: string) => {
      let view = await post(`/api/oms/ho/csv/${id}/${action}`);
      let n = 1;
      while (view.status !== until) {
        view = await post(`/api/oms/ho/csv/${id}/${action}`);
        n++;
      }
      return { view, n };
    };
    const times: Record<string, number> = {};
    for (const [pass, base] of [
      ['create', 400],
      ['update', 900],
    ] as const) {
      const content = inventoryFile(ROWS, base);
      let t0 = performance.now();
      const created = await post('/api/oms/ho/csv', { import_type: 'INVENTORY', file_name: 'bench.csv', content });
      const upload = performance.now() - t0;
      t0 = performance.now();
      const checked = await steps(created.upload_id, 'check', 'CHECKED');
      const check = performance.now() - t0;
      t0 = performance.now();
      const imported = await steps(created.upload_id, 'import', 'IMPORTED');
      const write = performance.now() - t0;
      times[`${pass}: upload`] = upload;
      times[`${pass}: check (${checked.n} steps)`] = check;
      times[`${pass}: upload + check`] = upload + check;
      times[`${pass}: import (${imported.n} steps)`] = write;
      const v = imported.view;
      if (v.new_rows + v.updated_rows !== ROWS || v.error_rows !== 0)
        throw new Error(`${label} ${pass}: ${v.new_rows} new, ${v.updated_rows} updated, ${v.error_rows} errors`);
    }
    return times;
  } finally {
    await t.close();
  }
}

const targets: Array<[string, string | undefined]> = [
  ...(process.env.BENCH_SKIP_PGLITE ? [] : [['PGlite', undefined] as [string, undefined]]),
  ...(pgUrl ? [['PostgreSQL', pgUrl] as [string, string]] : []),
];
console.log(`CSV import of ${ROWS.toLocaleString('en')} INVENTORY rows (goal: checked in < 10 s)`);
for (const [label, url] of targets) {
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  const times = await run(label);
  console.log(`\n${label}`);
  for (const [name, ms] of Object.entries(times)) {
    const goal = name.endsWith('upload + check') ? (ms < 10_000 ? '  ✓ < 10 s' : '  ✗ ≥ 10 s') : '';
    console.log(`  ${name.padEnd(32)} ${(ms / 1000).toFixed(2).padStart(7)} s${goal}`);
  }
}
process.exit(0);
