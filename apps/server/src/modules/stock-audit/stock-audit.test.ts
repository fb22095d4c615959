import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAuditActivity, stockMovement } from '../../db/schema.ts';
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
