import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, stockAuditActivity, stockLot, stockMovement } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type Session, type TestApp } from '../../test/harness.ts';
import { type InventoryShop, inventoryShop, memberWith } from '../inventory/test-inventory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = (shop: InventoryShop, s: Session = shop.s) => ({
  create: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/oms/stock_audit', headers: s.headers(shop.garageId), payload }),
  get: (url: string) => t.app.inject({ method: 'GET', url: `/api/oms/stock_audit${url}`, headers: s.headers(shop.garageId) }),
  count: (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/oms/stock_audit/part/${id}`, headers: s.headers(shop.garageId), payload }),
  complete: (id: number) =>
    t.app.inject({ method: 'PUT', url: `/api/oms/stock_audit/${id}/complete`, headers: s.headers(shop.garageId) }),
  update: (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/oms/stock_audit/${id}`, headers: s.headers(shop.garageId), payload }),
  remove: (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/oms/stock_audit/${id}`, headers: s.headers(shop.garageId) }),
  onHand: async (partId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/oms/stock/part/${partId}`, headers: shop.s.headers(shop.garageId) })).json()
      .on_hand as string,
});

async function startedAudit(shop: InventoryShop, payload: object = { all: true, name: 'Year end' }) {
  const res = await api(shop).create(payload);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('starting an audit', () => {
  it('lists all active parts as DRAFT, numbered SA-00001, SA-00002…', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    expect(a).toMatchObject({
      audit_number: 'SA-00001',
      name: 'Year end',
      status: 'DRAFT',
      scope: { all: true },
      totals: { parts: 5, counted: 0, over: 0, short: 0, value_net: '0.00' },
      can_complete: false,
    });
    const b = await startedAudit(shop, { brand: 'bosch' });
    expect([b.audit_number, b.totals.parts]).toEqual(['SA-00002', 2]);
    const c = await startedAudit(shop, { part_ids: [shop.padsId, shop.padsId] });
    expect(c.totals.parts).toBe(1);
    const none = await api(shop).create({ q: 'no such part' });
    expect([none.statusCode, none.json().message]).toEqual([400, 'No active part matches this selection']);
    expect((await api(shop).create({})).statusCode).toBe(400);
    const list = (await api(shop).get('')).json();
    expect(list.content.map((r: { audit_number: string }) => r.audit_number)).toEqual(['SA-00003', 'SA-00002', 'SA-00001']);
    // The refused audit gave its number back.
    expect((await startedAudit(shop, { q: 'pads' })).audit_number).toBe('SA-00004');
  });

  it('starts once per Idempotency-Key', async () => {
    const shop = await inventoryShop(t);
    const headers = { ...shop.s.headers(shop.garageId), 'idempotency-key': 'audit-once-1' };
    const a = await t.app.inject({ method: 'POST', url: '/api/oms/stock_audit', headers, payload: { all: true } });
    const b = await t.app.inject({ method: 'POST', url: '/api/oms/stock_audit', headers, payload: { all: true } });
    expect(b.json().audit_id).toBe(a.json().audit_id);
    expect((await api(shop).get('/stats')).json()).toMatchObject({ DRAFT: 1, PARTIAL: 0, COMPLETED: 0 });
  });
});

describe('counting and completing', () => {
  it('counts by typing and scanning, goes PARTIAL, shows variances and applies them as adjustments', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    const { count } = api(shop);
    // Typed: one filter short of the 12 on the system.
    const typed = await count(a.audit_id, { part_id: shop.filterId, quantity: '11' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({
      status: 'PARTIAL',
      counted: 1,
      parts: 5,
      line: { part_name: 'Oil filter', system_quantity: '12', counted: '11', variance: '-1', variance_value: '-5.00' },
    });
    // Scanned: the part number from the label, one piece per scan; four pads where the system has three.
    for (let i = 0; i < 4; i++)
      expect((await count(a.audit_id, { code: 'brk 200', quantity: 1, mode: 'ADD' })).statusCode).toBe(200);
    // Counted as on the system: no variance.
    await count(a.audit_id, { part_id: shop.plugId, quantity: 0 });
    const unknown = await count(a.audit_id, { code: 'XYZ-1', quantity: 1, mode: 'ADD' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      `No part of stock audit ${a.audit_number} has the code XYZ-1`,
    ]);
    expect((await count(a.audit_id, { part_id: shop.filterId, quantity: '-1' })).statusCode).toBe(400);
    expect((await count(a.audit_id, { quantity: '1' })).statusCode).toBe(400);

    // A sale after the count changes the shelf and the system alike: the variance stays -1.
    await shop.move([{ partId: shop.filterId, kind: 'COUNTER_SALE', quantity: '2' }]);

    const view = (await api(shop).get(`/${a.audit_id}`)).json();
    expect(view).toMatchObject({
      status: 'PARTIAL',
      totals: {
        parts: 5,
        counted: 3,
        matched: 1,
        over: 1,
        short: 1,
        value_over: '20.00',
        value_short: '-5.00',
        value_net: '15.00',
      },
      can_complete: true,
    });
    const variances = (await api(shop).get(`/${a.audit_id}/parts?state=VARIANCE`)).json();
    expect(variances.content.map((l: { part_name: string; variance: string }) => [l.part_name, l.variance])).toEqual([
      ['Brake pads', '1'],
      ['Oil filter', '-1'],
    ]);
    expect((await api(shop).get(`/${a.audit_id}/parts?state=UNCOUNTED`)).json().total_elements).toBe(2);

    const done = await api(shop).complete(a.audit_id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', can_complete: false, totals: { value_net: '15.00' } });
    expect([await api(shop).onHand(shop.filterId), await api(shop).onHand(shop.padsId)]).toEqual(['9', '4']);
    const moves = await t.db
      .select({ kind: stockMovement.kind, quantity: stockMovement.quantity, docNumber: stockMovement.docNumber })
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, 'STOCK_AUDIT')))
      .orderBy(stockMovement.partId);
    expect(moves.map((m) => [m.kind, m.quantity, m.docNumber]).sort()).toEqual([
      ['ADJUSTMENT_IN', '1.000', a.audit_number],
      ['ADJUSTMENT_OUT', '-1.000', a.audit_number],
    ]);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);

    const report = (await api(shop).get(`/${a.audit_id}/report`)).json();
    expect(
      report.lines.map((l: { part_name: string; variance: string; variance_value: string }) => [
        l.part_name,
        l.variance,
        l.variance_value,
      ]),
    ).toEqual([
      ['Brake pads', '1', '20.00'],
      ['Oil filter', '-1', '-5.00'],
    ]);
    expect(report.more).toBe(0);

    // Completed: no more counts, no second completion, no edits, no deletion.
    const again = await api(shop).complete(a.audit_id);
    expect([again.statusCode, again.json().message]).toEqual([400, `Stock audit ${a.audit_number} is already completed`]);
    expect((await count(a.audit_id, { part_id: shop.filterId, quantity: '1' })).statusCode).toBe(400);
    expect((await api(shop).update(a.audit_id, { name: 'x' })).statusCode).toBe(400);
    expect((await api(shop).remove(a.audit_id)).statusCode).toBe(400);
    const actions = await t.db
      .select({ action: stockAuditActivity.action })
      .from(stockAuditActivity)
      .where(and(eq(stockAuditActivity.groupId, shop.groupId), eq(stockAuditActivity.auditId, a.audit_id)));
    expect(actions.map((r) => r.action)).toEqual([
      'CREATED',
      'COUNTED',
      'COUNTED',
      'COUNTED',
      'COUNTED',
      'COUNTED',
      'COUNTED',
      'COMPLETED',
    ]);
  });

  it('counts a serial-tracked part by its serial numbers and moves exactly the missing and the found ones', async () => {
    const shop = await inventoryShop(t, { batch_serial_enabled: true });
    const tyre = await shop.addPart({ part_name: 'Tyre 205/55 R16', part_number: 'TYR-205', tracking: 'SERIAL' });
    const serial = (code: string) => ({ code, quantity: '1' });
    await shop.move([
      {
        partId: tyre,
        kind: 'STOCK_IN',
        quantity: '3',
        unitCost: '60',
        lots: [serial('DOT-A1'), serial('DOT-A2'), serial('DOT-A3')],
      },
    ]);
    const a = await startedAudit(shop, { part_ids: [tyre, shop.filterId] });
    // Typed by quantity, a shortage cannot say which serials left: completion would refuse it.
    const typed = await api(shop).count(a.audit_id, { part_id: tyre, quantity: '2' });
    expect(typed.json().line).toMatchObject({ counted: '2', serials: null });
    // By serial numbers: the list found on the shelf, one of them never taken in (found).
    const listed = await api(shop).count(a.audit_id, { part_id: tyre, quantity: '3', serials: ['DOT-A1', 'DOT-A3', 'DOT-B9'] });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().line).toMatchObject({
      counted: '3',
      system_quantity: '3',
      variance: '0',
      serials: ['DOT-A1', 'DOT-A3', 'DOT-B9'],
      missing_serials: ['DOT-A2'],
      found_serials: ['DOT-B9'],
    });
    // Scanning: a serial already counted is refused; a scanned part number of a serial part is a quantity count.
    const again = await api(shop).count(a.audit_id, { code: 'dot-a1', quantity: '1', mode: 'ADD' });
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'Serial number DOT-A1 of Tyre 205/55 R16 has already been counted',
    ]);
    const twice = await api(shop).count(a.audit_id, { part_id: tyre, quantity: '2', serials: ['X1', 'X1'] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'Serial number X1 is in the list twice']);
    const notSerial = await api(shop).count(a.audit_id, { part_id: shop.filterId, quantity: '1', serials: ['F1'] });
    expect([notSerial.statusCode, notSerial.json().message]).toEqual([
      400,
      'Oil filter is not tracked by serial number: count it by quantity',
    ]);
    const report = (await api(shop).get(`/${a.audit_id}/parts?state=VARIANCE`)).json();
    expect(report.content.map((l: { part_id: number }) => l.part_id)).toEqual([tyre]);

    const done = await api(shop).complete(a.audit_id);
    expect(done.statusCode).toBe(200);
    const lots = await t.db
      .select({ code: stockLot.code, onHand: stockLot.onHand })
      .from(stockLot)
      .where(and(eq(stockLot.groupId, shop.groupId), eq(stockLot.partId, tyre)))
      .orderBy(stockLot.code);
    expect(lots).toEqual([
      { code: 'DOT-A1', onHand: '1.000' },
      { code: 'DOT-A2', onHand: '0.000' },
      { code: 'DOT-A3', onHand: '1.000' },
      { code: 'DOT-B9', onHand: '1.000' },
    ]);
    const moved = await t.db
      .select({ kind: stockMovement.kind, quantity: stockMovement.quantity, value: stockMovement.value })
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, 'STOCK_AUDIT')))
      .orderBy(stockMovement.id);
    expect(moved).toEqual([
      { kind: 'ADJUSTMENT_OUT', quantity: '-1.000', value: '-60.0000' },
      { kind: 'ADJUSTMENT_IN', quantity: '1.000', value: '60.0000' },
    ]);
    expect(await api(shop).onHand(tyre)).toBe('3');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('scans serial numbers one by one; a serial sold after the count is not booked missing', async () => {
    const shop = await inventoryShop(t, { batch_serial_enabled: true });
    const tyre = await shop.addPart({ part_name: 'Tyre 195/65 R15', part_number: 'TYR-195', tracking: 'SERIAL' });
    await shop.move([
      {
        partId: tyre,
        kind: 'STOCK_IN',
        quantity: '2',
        unitCost: '50',
        lots: [
          { code: 'S1', quantity: '1' },
          { code: 'S2', quantity: '1' },
        ],
      },
    ]);
    const a = await startedAudit(shop, { part_ids: [tyre] });
    const scanned = await api(shop).count(a.audit_id, { code: 's 1', quantity: '1', mode: 'ADD' });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json().line).toMatchObject({ counted: '1', serials: ['S1'], missing_serials: ['S2'], found_serials: [] });
    // S2 is sold after the count: it left through the sale, the audit must not take it out again.
    await shop.move([{ partId: tyre, kind: 'COUNTER_SALE', quantity: '1', lots: [{ code: 'S2', quantity: '1' }] }]);
    expect((await api(shop).complete(a.audit_id)).statusCode).toBe(200);
    expect(await api(shop).onHand(tyre)).toBe('1');
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
    // Stock taken in before serials were kept cannot be counted by serial numbers.
    const old = await shop.addPart({ part_name: 'Battery 12V', part_number: 'BAT-12' });
    await shop.move([{ partId: old, kind: 'STOCK_IN', quantity: '2', unitCost: '90' }]);
    await t.db
      .update(part)
      .set({ tracking: 'SERIAL' })
      .where(and(eq(part.groupId, shop.groupId), eq(part.id, old)));
    const b = await startedAudit(shop, { part_ids: [old] });
    const unnamed = await api(shop).count(b.audit_id, { part_id: old, quantity: '1', serials: ['B1'] });
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([
      400,
      '2 of Battery 12V were taken in before serial numbers were kept: count it by quantity',
    ]);
  });

  it('refuses to complete an audit with nothing counted', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    const res = await api(shop).complete(a.audit_id);
    expect([res.statusCode, res.json().message]).toEqual([400, 'Count at least one part before completing the audit']);
  });

  it('lets RESTRICT_PERFORM_ADJUSTMENT count but not complete (403 with a message)', async () => {
    const shop = await inventoryShop(t);
    const auditor = await memberWith(t, shop, ['STOCK_AUDIT', 'RESTRICT_PERFORM_ADJUSTMENT']);
    const created = await api(shop, auditor).create({ all: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().audit_id;
    expect((await api(shop, auditor).count(id, { part_id: shop.filterId, quantity: '10' })).statusCode).toBe(200);
    expect((await api(shop, auditor).get(`/${id}`)).json().can_complete).toBe(false);
    const refused = await api(shop, auditor).complete(id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may count stock but not adjust it: ask the garage owner or an inventory manager');
    expect(await api(shop).onHand(shop.filterId)).toBe('12');
    // The owner completes it.
    expect((await api(shop).complete(id)).statusCode).toBe(200);
    expect(await api(shop).onHand(shop.filterId)).toBe('10');
  });

  it('edits and deletes an open audit; a deleted audit is gone from lists and by id', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    expect((await api(shop).update(a.audit_id, { name: 'Shelf B', note: 'Evening' })).json()).toMatchObject({
      name: 'Shelf B',
      note: 'Evening',
    });
    expect((await api(shop).remove(a.audit_id)).json()).toEqual({ deleted: true });
    expect((await api(shop).get(`/${a.audit_id}`)).statusCode).toBe(404);
    expect((await api(shop).get('')).json().total_elements).toBe(0);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another group's audit and 403 without an audit role", async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    const other = await inventoryShop(t);
    const o = api(other);
    const id = a.audit_id as number;
    for (const res of [
      await o.get(`/${id}`),
      await o.get(`/${id}/parts`),
      await o.get(`/${id}/report`),
      await o.count(id, { part_id: shop.filterId, quantity: '1' }),
      await o.complete(id),
      await o.update(id, { name: 'x' }),
      await o.remove(id),
    ])
      expect(res.statusCode).toBe(404);
    // Another garage's part cannot be counted in this audit.
    const foreign = await api(shop).count(id, { part_id: other.filterId, quantity: '1' });
    expect(foreign.statusCode).toBe(400);
    const viewer = await memberWith(t, shop, ['VIEW_INVENTORY']);
    expect((await api(shop, viewer).get('')).statusCode).toBe(403);
    expect((await api(shop, viewer).create({ all: true })).statusCode).toBe(403);
    expect((await api(shop, viewer).complete(id)).statusCode).toBe(403);
    const manager = await memberWith(t, shop, ['INVENTORY_MANAGEMENT']);
    expect((await api(shop, manager).get(`/${id}`)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('completing under concurrency (PostgreSQL)', () => {
  it('two completions at once adjust once', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    await api(shop).count(a.audit_id, { part_id: shop.filterId, quantity: '7' });
    const results = await Promise.all(Array.from({ length: 5 }, () => api(shop).complete(a.audit_id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await api(shop).onHand(shop.filterId)).toBe('7');
    const adjustments = await t.db
      .select({ id: stockMovement.id })
      .from(stockMovement)
      .where(and(eq(stockMovement.groupId, shop.groupId), eq(stockMovement.docKind, 'STOCK_AUDIT')));
    expect(adjustments).toHaveLength(1);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });

  it('a count racing the completion either lands before it or is refused', async () => {
    const shop = await inventoryShop(t);
    const a = await startedAudit(shop);
    await api(shop).count(a.audit_id, { part_id: shop.filterId, quantity: '10' });
    const [done, late] = await Promise.all([
      api(shop).complete(a.audit_id),
      api(shop).count(a.audit_id, { part_id: shop.padsId, quantity: '1' }),
    ]);
    expect(done.statusCode).toBe(200);
    expect([200, 400]).toContain(late.statusCode);
    expect(await checkStockLedger(t.db, shop.groupId)).toEqual([]);
  });
});
