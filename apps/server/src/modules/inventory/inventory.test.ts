import { STOCK_MOVEMENT_KIND_NAMES } from '@garage/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOCK_MOVEMENT_KINDS } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type Session, type TestApp } from '../../test/harness.ts';
import { type InventoryShop, inventoryShop, memberWith } from './test-inventory.ts';

let t: TestApp;
let shop: InventoryShop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await inventoryShop(t);
});
afterAll(async () => {
  await t.close();
});

const get = (s: Session, url: string, garageId = shop.garageId) =>
  t.app.inject({ method: 'GET', url, headers: s.headers(garageId) });
const names = (body: { content: Array<{ part_name: string }> }) => body.content.map((r) => r.part_name);

describe('the inventory list', () => {
  it('lists every active part with on hand, unit, reorder level, average cost and value, by name', async () => {
    const res = await get(shop.s, '/api/oms/stock');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Brake pads', 'Engine oil', 'Oil filter', 'Spark plug', 'Wiper blade']);
    expect(body.content.find((r: { part_id: number }) => r.part_id === shop.filterId)).toEqual({
      part_id: shop.filterId,
      part_name: 'Oil filter',
      part_number: 'FIL-100',
      brand: 'Bosch',
      tracking: 'NONE',
      unit_symbol: 'pc',
      on_hand: '12',
      min_stock: '4',
      level: 'OK',
      avg_cost: '5.00',
      stock_value: '60.00',
    });
    const level = (id: number) => body.content.find((r: { part_id: number }) => r.part_id === id).level;
    expect([level(shop.padsId), level(shop.wiperId), level(shop.plugId)]).toEqual(['LOW', 'OUT', 'OK']);
    expect(body.prices_hidden).toBe(false);
    expect(body.total_elements).toBe(5);
  });

  it('searches name, part number and brand; filters low, out of stock and tracked; sorts and pages', async () => {
    expect(names((await get(shop.s, '/api/oms/stock?q=bosch')).json())).toEqual(['Oil filter', 'Wiper blade']);
    expect(names((await get(shop.s, '/api/oms/stock?q=brk-200')).json())).toEqual(['Brake pads']);
    expect(names((await get(shop.s, '/api/oms/stock?q=fil')).json())).toEqual(['Oil filter']);
    expect(names((await get(shop.s, '/api/oms/stock?filter=LOW')).json())).toEqual(['Brake pads']);
    expect(names((await get(shop.s, '/api/oms/stock?filter=OUT')).json())).toEqual(['Wiper blade']);
    expect(names((await get(shop.s, '/api/oms/stock?filter=TRACKED')).json())).toEqual([]);
    expect(names((await get(shop.s, '/api/oms/stock?sort=value&dir=desc&page_size=2')).json())).toEqual([
      'Brake pads',
      'Oil filter',
    ]);
    const second = (await get(shop.s, '/api/oms/stock?page_size=2&page_number=1')).json();
    expect(names(second)).toEqual(['Oil filter', 'Spark plug']);
    expect([second.total_elements, second.total_pages]).toEqual([5, 3]);
    expect((await get(shop.s, '/api/oms/stock?filter=NOPE')).statusCode).toBe(400);
    expect((await get(shop.s, '/api/oms/stock?page_size=1000')).statusCode).toBe(400);
  });

  it('sums the stock value of the garage and counts its alerts', async () => {
    const res = await get(shop.s, '/api/oms/stock/summary');
    expect(res.json()).toEqual({
      parts: 5,
      stock_value: '120.00',
      low: 1,
      out: 1,
      expiring: 0,
      expired: 0,
      expiry_days: 30,
      prices_hidden: false,
    });
  });

  it('hides costs and values from PRICE_VIEW_RESTRICTED', async () => {
    const s = await memberWith(t, shop, ['VIEW_INVENTORY', 'PRICE_VIEW_RESTRICTED']);
    const list = (await get(s, '/api/oms/stock')).json();
    expect(list.prices_hidden).toBe(true);
    expect(
      list.content.every((r: { avg_cost: unknown; stock_value: unknown }) => r.avg_cost === null && r.stock_value === null),
    ).toBe(true);
    expect((await get(s, '/api/oms/stock/summary')).json().stock_value).toBeNull();
    expect((await get(s, `/api/oms/stock/part/${shop.filterId}`)).json()).toMatchObject({ avg_cost: null, stock_value: null });
    const history = (await get(s, `/api/oms/stock/part/${shop.filterId}/movements`)).json();
    expect(history.content[0]).toMatchObject({ unit_cost: null, value: null, quantity: '+12' });
  });

  it('is refused to a member without an inventory role, and answers 404 for another group’s part', async () => {
    const tech = await memberWith(t, shop, ['TECHNICIAN']);
    for (const url of [
      '/api/oms/stock',
      '/api/oms/stock/summary',
      '/api/oms/stock/alerts',
      `/api/oms/stock/part/${shop.filterId}`,
    ])
      expect((await get(tech, url)).statusCode).toBe(403);
    const other = await inventoryShop(t);
    expect((await get(other.s, `/api/oms/stock/part/${shop.filterId}`, other.garageId)).statusCode).toBe(404);
    expect((await get(other.s, `/api/oms/stock/part/${shop.filterId}/movements`, other.garageId)).statusCode).toBe(404);
    expect(
      (await get(other.s, '/api/oms/stock?q=oil', other.garageId)).json().content.map((r: { part_id: number }) => r.part_id),
    ).not.toContain(shop.filterId);
  });
});

describe("a part's stock page and history", () => {
  it('shows its movements newest first with kind, document, quantity, cost, value, on hand after and who', async () => {
    const res = await get(shop.s, `/api/oms/stock/part/${shop.wiperId}/movements`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.content.map((m: { kind: string; quantity: string; on_hand_after: string; value: string }) => [
        m.kind,
        m.quantity,
        m.on_hand_after,
        m.value,
      ]),
    ).toEqual([
      ['COUNTER_SALE', '-2', '0', '-14.00'],
      ['STOCK_IN', '+2', '2', '14.00'],
    ]);
    expect(body.content[0]).toMatchObject({ doc_kind: 'TEST', user_name: 'Test User', unit_cost: '7.00' });
    const paged = (await get(shop.s, `/api/oms/stock/part/${shop.wiperId}/movements?page_size=1&page_number=1`)).json();
    expect([paged.content[0].kind, paged.total_elements]).toEqual(['STOCK_IN', 2]);
  });

  it('lists the batches in stock with their expiry; alerts show batches expiring soon and expired', async () => {
    const tracked = await inventoryShop(t, { batch_serial_enabled: true });
    const coolant = await tracked.addPart({ part_name: 'Coolant', tracking: 'BATCH', min_stock: '1' });
    // The test clock stands at 2026-11-21 (Riyadh): the garage's today.
    const now = t.clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await tracked.move([
      {
        partId: coolant,
        kind: 'STOCK_IN',
        quantity: '6',
        unitCost: '3',
        lots: [
          { code: 'B-OLD', quantity: '1', expiryDate: day(-3) },
          { code: 'B-SOON', quantity: '2', expiryDate: day(10) },
          { code: 'B-LATER', quantity: '3', expiryDate: day(200) },
        ],
      },
    ]);
    const page = (await get(tracked.s, `/api/oms/stock/part/${coolant}`, tracked.garageId)).json();
    expect(page.lots.map((l: { code: string; expired: boolean; on_hand: string }) => [l.code, l.on_hand, l.expired])).toEqual([
      ['B-OLD', '1', true],
      ['B-SOON', '2', false],
      ['B-LATER', '3', false],
    ]);
    const alert = async (q: string) =>
      (await get(tracked.s, `/api/oms/stock/alerts?${q}`, tracked.garageId))
        .json()
        .content.map((a: { lot_code: string }) => a.lot_code);
    expect(await alert('kind=EXPIRING')).toEqual(['B-SOON']);
    expect(await alert('kind=EXPIRING&days=365')).toEqual(['B-SOON', 'B-LATER']);
    expect(await alert('kind=EXPIRED')).toEqual(['B-OLD']);
    const summary = (await get(tracked.s, '/api/oms/stock/summary', tracked.garageId)).json();
    expect([summary.expiring, summary.expired]).toEqual([1, 1]);
    const low = (await get(tracked.s, '/api/oms/stock/alerts?kind=LOW', tracked.garageId)).json();
    expect(
      low.content.map((a: { part_name: string; on_hand: string; min_stock: string }) => [a.part_name, a.on_hand, a.min_stock]),
    ).toEqual([['Brake pads', '3', '5']]);
    expect(names((await get(tracked.s, '/api/oms/stock?filter=TRACKED', tracked.garageId)).json())).toEqual(['Coolant']);
  });
});

describe('misplaced items', () => {
  // Each test moves stock: each has its own garage, so the order they run in does not matter.
  let m: InventoryShop;
  beforeEach(async () => {
    m = await inventoryShop(t);
  });
  const misplace = (s: Session, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/oms/stock/misplaced', headers: s.headers(m.garageId), payload });
  const mget = (url: string) => get(m.s, url, m.garageId);

  it('records a MISPLACED movement with its reason and value; the ledger still adds up', async () => {
    const res = await misplace(m.s, { part_id: m.filterId, quantity: '2', reason: 'Not on the shelf' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ part_id: m.filterId, quantity: '2', value: '10.00', on_hand_after: '10' });
    const [last] = (await mget(`/api/oms/stock/part/${m.filterId}/movements`)).json().content;
    expect(last).toMatchObject({ kind: 'MISPLACED', quantity: '-2', reason: 'Not on the shelf', doc_kind: 'MISPLACED' });
    expect(await checkStockLedger(t.db, m.groupId)).toEqual([]);
  });

  it('is refused past what is on hand, without a reason, and to RESTRICT_PERFORM_ADJUSTMENT', async () => {
    const over = await misplace(m.s, { part_id: m.padsId, quantity: '9', reason: 'Gone' });
    expect([over.statusCode, over.json().message]).toEqual([400, 'Not enough stock of Brake pads: 3 on hand, 9 needed']);
    expect((await misplace(m.s, { part_id: m.padsId, quantity: '1', reason: '' })).statusCode).toBe(400);
    expect((await misplace(m.s, { part_id: m.padsId, quantity: '0', reason: 'x' })).statusCode).toBe(400);
    const restricted = await memberWith(t, m, ['INVENTORY_MANAGEMENT', 'RESTRICT_PERFORM_ADJUSTMENT']);
    const refused = await misplace(restricted, { part_id: m.padsId, quantity: '1', reason: 'Gone' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/count stock but not adjust/);
    const viewer = await memberWith(t, m, ['VIEW_INVENTORY']);
    expect((await misplace(viewer, { part_id: m.padsId, quantity: '1', reason: 'Gone' })).statusCode).toBe(403);
    expect((await mget(`/api/oms/stock/part/${m.padsId}`)).json().on_hand).toBe('3');
  });

  it('records once per Idempotency-Key', async () => {
    const headers = { ...m.s.headers(m.garageId), 'idempotency-key': 'misplaced-once-1' };
    const payload = { part_id: m.filterId, quantity: '1', reason: 'Dropped' };
    const a = await t.app.inject({ method: 'POST', url: '/api/oms/stock/misplaced', headers, payload });
    const b = await t.app.inject({ method: 'POST', url: '/api/oms/stock/misplaced', headers, payload });
    expect(b.json().misplaced_id).toBe(a.json().misplaced_id);
    expect((await mget(`/api/oms/stock/part/${m.filterId}`)).json().on_hand).toBe('11');
  });
});

it('names the same movement kinds as the ledger', () => {
  expect([...STOCK_MOVEMENT_KIND_NAMES]).toEqual([...STOCK_MOVEMENT_KINDS]);
});
