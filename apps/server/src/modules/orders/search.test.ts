import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readQuery } from './search-documents.ts';
import {
  addCancelReason,
  advanceClock,
  api,
  createOrder,
  createQuote,
  repairOrder,
  type Shop,
  stockedShop,
} from './test-shop.ts';

let t: TestApp;
let shop: Shop;
let noura: { customerId: number; userCarId: number; mobile: string };
const ids: Record<string, number> = {};

const HOUR = 3_600_000;
const search = async (query: string, document: 'order' | 'quotes' = 'order') => {
  const res = await api(shop, 'GET', `/api/oms/${document}/search?${query}`);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const numbers = async (query: string, document: 'order' | 'quotes' = 'order') =>
  (await search(query, document)).content.map((o: { external_order_id: string }) => o.external_order_id);

beforeAll(async () => {
  t = await createTestApp();
  shop = await stockedShop(t);
  const mobile = '551234560';
  const customerId = (
    await api(shop, 'POST', '/api/customer/customer', {
      first_name: 'Noura',
      last_name: 'Al-Qahtani',
      country_phone_code: '966',
      mobile_number: mobile,
    })
  ).json().customer_id;
  const userCarId = (
    await api(shop, 'POST', '/api/customer/user_car', { customer_id: customerId, reg_number: 'XYZ-7788' })
  ).json().user_car_id;
  noura = { customerId, userCarId, mobile };
  // Clock: 2026-11-21T06:00Z, 09:00 in Riyadh. RO-00001…00008 on the 21st (local), Fahad's.
  for (let i = 1; i <= 8; i++) ids[`RO-${i}`] = (await createOrder(shop)).order_id;
  // RO-00009…00012 at 01:30 local on the 23rd (22:30 UTC on the 22nd), Noura's.
  await advanceClock(shop, 40.5 * HOUR);
  for (let i = 9; i <= 12; i++) {
    ids[`RO-${i}`] = (await createOrder(shop, repairOrder(shop, { customer_id: customerId, user_car_id: userCarId }))).order_id;
  }
  // RO-00013, a counter sale (PAYMENT_DUE) on the 24th.
  await advanceClock(shop, 24 * HOUR);
  ids['RO-13'] = (
    await createOrder(shop, {
      order_type: 'COUNTER_SALE',
      customer_id: customerId,
      parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 1, unit_price: '40.00' }],
    })
  ).order_id;
  const reason = await addCancelReason(shop, 'ORDER', 'No show');
  await api(shop, 'PUT', `/api/oms/order/${ids['RO-2']}/progress`, { status: 'CANCELLED', cancel_reason_id: reason });
  await api(shop, 'PUT', `/api/oms/order/${ids['RO-3']}/progress`, { status: 'VEHICLE_READY' });
  await api(shop, 'PUT', `/api/oms/order/${ids['RO-4']}/progress`, { status: 'IN_PROGRESS' });
  await createQuote(shop);
  await createQuote(shop, repairOrder(shop, { customer_id: customerId, user_car_id: userCarId, estimated_delivery_time: null }));
});
afterAll(async () => {
  await t.close();
});

describe('searching orders', () => {
  it('lists newest first with the snapshot columns and no quotations', async () => {
    const page = await search('page_size=3');
    expect(page).toMatchObject({ page_number: 0, page_size: 3, total_elements: 13, total_pages: 5, total_capped: false });
    expect(page.content.map((o: { external_order_id: string }) => o.external_order_id)).toEqual([
      'RO-00013',
      'RO-00012',
      'RO-00011',
    ]);
    expect(page.content[1]).toMatchObject({
      document: 'ORDER',
      order_type: 'REPAIR_ORDER',
      status: 'CREATED',
      customer_id: noura.customerId,
      customer_name: 'Noura Al-Qahtani',
      customer_mobile: `+966 ${noura.mobile}`,
      user_car_id: noura.userCarId,
      reg_number: 'XYZ-7788',
      vehicle_name: 'XYZ-7788',
      total_amount: '310.50',
      estimated_delivery_time: '2026-11-22T10:00:00.000Z',
      expiry_date: null,
    });
  });

  it('pages', async () => {
    const last = await search('page_size=5&page_number=2');
    expect(last).toMatchObject({ page_number: 2, total_elements: 13, total_pages: 3 });
    expect(last.content).toHaveLength(3);
    expect((await search('page_size=5&page_number=9')).content).toEqual([]);
  });

  it('finds an order by its number typed in any form, that order first', async () => {
    for (const q of ['RO-00012', 'ro-12', 'ro12', 'RO 00012', '00012', '12']) {
      expect(await numbers(`q=${encodeURIComponent(q)}`), q).toEqual(['RO-00012']);
    }
    expect(await numbers('q=ro-0001')).toEqual(['RO-00001']);
    expect(await numbers('q=qt-1')).toEqual([]);
    // Three digits or more are searched in the text too: the order of that number comes first.
    const found = await numbers('q=001&page_size=100');
    expect(found[0]).toBe('RO-00001');
    expect(found).toEqual(expect.arrayContaining(['RO-00013', 'RO-00012', 'RO-00011', 'RO-00010']));
    expect(found).not.toContain('RO-00002');
  });

  it('finds by plate typed with or without spaces and dashes, by customer name and by mobile', async () => {
    const nouras = ['RO-00013', 'RO-00012', 'RO-00011', 'RO-00010', 'RO-00009'];
    expect(await numbers('q=xyz%207788')).toEqual(nouras.slice(1));
    expect(await numbers('q=Z-778')).toEqual(nouras.slice(1));
    expect(await numbers('q=xyz7788')).toEqual(nouras.slice(1));
    expect(await numbers(`q=${encodeURIComponent(shop.reg.toLowerCase().replace(' ', ''))}`)).toHaveLength(8);
    expect(await numbers('q=qahtani')).toEqual(nouras);
    expect(await numbers('q=N%C3%93URA')).toEqual(nouras);
    expect(await numbers(`q=${noura.mobile.slice(2, 8)}`)).toEqual(nouras);
    expect(await numbers(`q=${encodeURIComponent(`+966 ${noura.mobile}`)}`)).toEqual(nouras);
    expect(await numbers('q=nobody')).toEqual([]);
  });

  it('filters by status, tab, type, customer and vehicle', async () => {
    expect(await numbers('status=CANCELLED')).toEqual(['RO-00002']);
    expect(await numbers('status=CANCELLED,IN_PROGRESS')).toEqual(['RO-00004', 'RO-00002']);
    expect(await numbers('tab=VEHICLE_READY')).toEqual(['RO-00003']);
    expect(await numbers('tab=PAYMENT_DUE')).toEqual(['RO-00013']);
    expect(await numbers('tab=OPEN&page_size=100')).toHaveLength(10);
    expect(await numbers('tab=OPEN&status=IN_PROGRESS,CANCELLED')).toEqual(['RO-00004']);
    expect(await numbers('tab=COMPLETED')).toEqual([]);
    expect(await numbers('order_type=COUNTER_SALE')).toEqual(['RO-00013']);
    expect(await numbers(`customer_id=${noura.customerId}&q=xyz`)).toHaveLength(4);
    expect(await numbers(`user_car_id=${noura.userCarId}&tab=OPEN`)).toHaveLength(4);
  });

  it('filters by garage-local days', async () => {
    expect(await numbers('from=2026-11-21&to=2026-11-21&page_size=100')).toHaveLength(8);
    // 22:30 UTC on the 22nd is the 23rd in Riyadh.
    expect(await numbers('from=2026-11-22&to=2026-11-22')).toEqual([]);
    expect(await numbers('from=2026-11-23&to=2026-11-23')).toEqual(['RO-00012', 'RO-00011', 'RO-00010', 'RO-00009']);
    expect(await numbers('from=2026-11-24')).toEqual(['RO-00013']);
    expect(await numbers('to=2026-11-21&q=fahad&page_size=100')).toHaveLength(8);
    expect(await numbers('from=2026-11-22&q=fahad')).toEqual([]);
    const bad = await api(shop, 'GET', '/api/oms/order/search?from=2026-11-24&to=2026-11-21');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The start date must not be after the end date');
    expect((await api(shop, 'GET', '/api/oms/order/search?status=SOLD')).statusCode).toBe(400);
    expect((await api(shop, 'GET', '/api/oms/order/search?from=21-11-2026')).statusCode).toBe(400);
  });

  it('counts the orders of each tab', async () => {
    const counts = (await api(shop, 'GET', '/api/oms/order/count')).json();
    expect(counts).toEqual({ OPEN: 10, VEHICLE_READY: 1, PAYMENT_DUE: 1, COMPLETED: 0, CANCELLED: 1 });
  });

  it('the per-status counts the triggers keep equal a count of the orders themselves', async () => {
    const kept = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select group_id || '/' || garage_id || '/' || document || '/' || status as key, sum(n)::int as n from sales_order_status_count group by 1 having sum(n) <> 0 order by 1`,
    );
    const counted = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select group_id || '/' || garage_id || '/' || document || '/' || status as key, count(*)::int as n from sales_order group by 1 order by 1`,
    );
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
  });
});

describe('searching quotations', () => {
  it('uses the same search over quotations only', async () => {
    expect(await numbers('', 'quotes')).toEqual(['QT-00002', 'QT-00001']);
    expect(await numbers('q=qt-1', 'quotes')).toEqual(['QT-00001']);
    expect(await numbers('q=ro-1', 'quotes')).toEqual([]);
    expect(await numbers('q=7788', 'quotes')).toEqual(['QT-00002']);
    expect(await numbers('status=DRAFT', 'quotes')).toHaveLength(2);
    expect(await numbers('status=APPROVED', 'quotes')).toEqual([]);
    const tab = await api(shop, 'GET', '/api/oms/quotes/search?tab=OPEN');
    expect(tab.statusCode).toBe(400);
    expect(tab.json().message).toBe('Quotations are filtered by status, not by tab');
  });
});

describe('search helpers', () => {
  it('reads numbers, plates and mobiles in the forms the search text holds', () => {
    expect(readQuery('RO-00012')).toEqual({ prefix: 'ro', number: 12, terms: [] });
    expect(readQuery('qt 7')).toEqual({ prefix: 'qt', number: 7, terms: [] });
    expect(readQuery('12')).toEqual({ number: 12, terms: [] });
    expect(readQuery('01234')).toEqual({ number: 1234, terms: ['01234'] });
    expect(readQuery('KA 01-AB')).toEqual({ terms: ['ka 01 ab', 'ka01ab'] });
    expect(readQuery('+966 55 123')).toEqual({ terms: ['966 55 123', '96655123'] });
    expect(readQuery('Noura')).toEqual({ terms: ['noura'] });
    expect(readQuery('Al-Qahtani N')).toEqual({ terms: ['al qahtani n'] });
  });

  // startOfLocalDay is tested where it lives now: packages/domain/src/shared-helpers.test.ts.
});
