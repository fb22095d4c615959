/**
 * A server killed with SIGKILL in the middle of taking payments leaves no half-written payment: every
 * receipt that exists is numbered and complete, every invoice's paid amount is the sum of its payments.
 * The server runs in its own process (scripts/bench-server.ts) on a PostgreSQL database of its own; the
 * test talks to it over HTTP and reads the database directly after the kill. PostgreSQL only: on the
 * embedded database the server and the test would share one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const url = process.env.DATABASE_URL;
const dbName = `garage_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

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

describe.runIf(url)('a server killed while taking payments', () => {
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

  it('leaves every receipt whole and every paid amount equal to its payments', async () => {
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
    const customer = await post('/api/customer/customer', {
      first_name: 'Crash',
      country_phone_code: '91',
      mobile_number: '9000000099',
    });
    const service = await post('/api/oms/service', { service_name: 'Labour', price: '1000.00', tax_inclusive: true });
    const invoices: number[] = [];
    for (let i = 0; i < 10; i++) {
      const order = await post('/api/oms/order/order', {
        order_type: 'COUNTER_SALE',
        customer_id: customer.body.customer_id,
        services_break_up: [
          {
            service_id: service.body.service_id,
            service_name: 'Labour',
            quantity: 1,
            unit_price: '1000.00',
            tax_inclusive: true,
          },
        ],
      });
      const bill = await post('/api/oms/invoice', { order_id: order.body.order_id });
      expect(bill.status).toBe(201);
      invoices.push(bill.body.invoice_id as number);
    }
    // 400 payments of 7.00 in flight across the ten bills; the server dies under them once some are in.
    const inFlight = Array.from({ length: 400 }, (_, i) =>
      post('/api/oms/payment', {
        invoice_id: invoices[i % invoices.length],
        payments: [
          { method: 'CASH', amount: '3.00' },
          { method: 'CREDIT_CARD', amount: '4.00', reference: `slip ${i}` },
        ],
      }).catch(() => null),
    );
    const db = new pg.Client({ connectionString: target });
    await db.connect();
    try {
      for (let i = 0; i < 500; i++) {
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from receipt');
        if ((rows[0]?.n ?? 0) >= 5) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      child.kill('SIGKILL');
      const answers = await Promise.all(inFlight);
      const taken = answers.filter((a) => a?.status === 201).length;
      // The kill came in the middle: some payments committed (the wait above), others never answered.
      expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);

      const receipts = await db.query<{ id: string; number: number; amount: string; parts: string; sum: string }>(
        `select r.id, r.number, r.amount::text, count(p.id)::text as parts, coalesce(sum(p.amount), 0)::text as sum
           from receipt r left join payment p on p.group_id = r.group_id and p.receipt_id = r.id
          group by r.group_id, r.id order by r.number`,
      );
      // Whatever committed is whole: numbered, two parts, amounts adding up. Nothing else exists.
      expect(receipts.rows.length).toBeGreaterThanOrEqual(Math.max(taken, 5));
      expect(receipts.rows.length).toBeLessThan(400);
      for (const r of receipts.rows) {
        expect(r.number).toBeGreaterThan(0);
        expect(r.parts).toBe('2');
        expect(Number(r.sum)).toBe(Number(r.amount));
      }
      expect(receipts.rows.map((r) => r.number)).toEqual(receipts.rows.map((_, i) => i + 1));
      const bills = await db.query<{ id: string; paid: string; sum: string }>(
        `select i.id, i.paid_amount::text as paid, coalesce(sum(p.amount), 0)::text as sum
           from invoice i left join payment p on p.group_id = i.group_id and p.invoice_id = i.id
          group by i.group_id, i.id`,
      );
      for (const b of bills.rows) expect(Number(b.paid)).toBe(Number(b.sum));
    } finally {
      await db.end();
    }
  }, 120_000);
});
