/**
 * A server killed with SIGKILL in the middle of receiving stock (issue 14: "kill -9 during stock-in → no
 * movement without its document and the invariant holds"): every stock-in that exists is numbered and
 * whole, every STOCK_IN movement belongs to a stock-in, and every part's on hand and value are the sums of
 * its movements. The server runs in its own process (scripts/bench-server.ts) on a PostgreSQL database of
 * its own; the test talks to it over HTTP and reads the database directly after the kill. PostgreSQL only:
 * on the embedded database the server and the test would share one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const url = process.env.DATABASE_URL;
const dbName = `garage_stockin_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

interface Ready {
  address: string;
  token: string;
  garageId: number;
}

function startServer(target: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = fileURLToPath(new URL('../../../scripts/bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_SERVER_DB: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ready: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe.runIf(url)('a server killed while receiving stock', () => {
  let target = '';
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const t = new URL(url!);
    t.pathname = `/${dbName}`;
    target = t.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('leaves no movement without its stock-in, every stock-in whole, and every part equal to its movements', async () => {
    const { child, ready } = await startServer(target);
    const headers = {
      authorization: `Bearer ${ready.token}`,
      'x-garage-id': String(ready.garageId),
      'content-type': 'application/json',
    };
    const post = async (path: string, body: object) => {
      const res = await fetch(`${ready.address}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const parts: number[] = [];
    for (const name of ['Brake pad set', 'Oil filter', 'Spark plug']) {
      const part = await post('/api/oms/part', {
        part_name: name,
        selling_price: '100.00',
        purchase_price: '60.00',
        active: true,
      });
      expect(part.status).toBe(201);
      parts.push(part.body.part_id as number);
    }
    const vendor = await post('/api/oms/vendor', { name: 'Crash Spares', payment_terms_days: 30 });
    expect(vendor.status).toBe(201);
    // 300 stock-ins of two parts each in flight; the server dies under them once some are in.
    const inFlight = Array.from({ length: 300 }, (_, i) =>
      post('/api/oms/stock_purchase', {
        vendor_id: vendor.body.vendor_id,
        bill_number: `B-${i}`,
        lines: [
          { part_id: parts[i % 3], quantity: '2', unit_price: '61.50' },
          { part_id: parts[(i + 1) % 3], quantity: '1', unit_price: '58.25' },
        ],
      }).catch(() => null),
    );
    const db = new pg.Client({ connectionString: target });
    await db.connect();
    try {
      // Kill once a few have committed; on a loaded CI machine that may take a while (up to 60 s).
      let committed = 0;
      for (let i = 0; i < 6000 && committed < 5; i++) {
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from stock_in');
        committed = rows[0]?.n ?? 0;
        if (committed < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(committed).toBeGreaterThanOrEqual(5);
      child.kill('SIGKILL');
      const answers = await Promise.all(inFlight);
      const taken = answers.filter((a) => a?.status === 201).length;
      expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);

      // Every stock-in that committed is whole: numbered 1..n without a gap, two lines, two movements.
      const stockIns = await db.query<{ number: number; lines: number; moves: number }>(
        `select s.number,
                (select count(*)::int from stock_in_line l where l.group_id = s.group_id and l.stock_in_id = s.id) as lines,
                (select count(*)::int from stock_movement m
                  where m.group_id = s.group_id and m.doc_kind = 'STOCK_IN' and m.doc_id = s.id) as moves
           from stock_in s order by s.number`,
      );
      expect(stockIns.rows.length).toBeGreaterThanOrEqual(Math.max(taken, 5));
      expect(stockIns.rows.length).toBeLessThan(300);
      expect(stockIns.rows.map((r) => r.number)).toEqual(stockIns.rows.map((_, i) => i + 1));
      for (const r of stockIns.rows) expect([r.lines, r.moves]).toEqual([2, 2]);

      // No movement without its document.
      const orphans = await db.query<{ n: number }>(
        `select count(*)::int as n from stock_movement m
          where m.doc_kind = 'STOCK_IN'
            and not exists (select 1 from stock_in s where s.group_id = m.group_id and s.id = m.doc_id)`,
      );
      expect(orphans.rows[0]?.n).toBe(0);

      // The invariant: each part's on hand and value are the sums of its movements.
      const parts = await db.query<{ part_id: string; on_hand: string; moved: string; value: string; moved_value: string }>(
        `select p.part_id::text, p.running_stock::text as on_hand, p.stock_value::text as value,
                coalesce(sum(m.quantity), 0)::text as moved, coalesce(sum(m.value), 0)::text as moved_value
           from part_stock p
           left join stock_movement m on m.group_id = p.group_id and m.garage_id = p.garage_id and m.part_id = p.part_id
          group by p.group_id, p.garage_id, p.part_id, p.running_stock, p.stock_value`,
      );
      expect(parts.rows.length).toBe(3);
      for (const p of parts.rows) {
        expect(Number(p.on_hand)).toBe(Number(p.moved));
        expect(Number(p.value)).toBe(Number(p.moved_value));
      }
    } finally {
      await db.end();
    }
  }, 180_000);
});
