import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseActivity, vendor } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, saudiShop } from '../orders/test-shop.ts';
import { addVendor } from '../purchasing/test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('vendors (my-vendors, vendor-info)', () => {
  it('are added, searched, paged, changed and made inactive; every change is audited', async () => {
    const shop = await saudiShop(t);
    const id = await addVendor(shop, {
      name: 'Al Noor Auto Spares',
      tax_number: '300012345600003',
      phone: '+966 11 555 0101',
      address: 'Riyadh',
      notes: 'Delivers on Sundays',
    });
    await addVendor(shop, { name: 'Bosch Distribution' });
    await addVendor(shop, { name: 'Castrol Gulf' });
    const found = (await api(shop, 'GET', '/api/oms/vendor?q=noor')).json();
    expect(found.content).toHaveLength(1);
    expect(found.content[0]).toMatchObject({
      vendor_id: id,
      name: 'Al Noor Auto Spares',
      tax_number: '300012345600003',
      payment_terms_days: 30,
      active: true,
      due_amount: '0.00',
    });
    const paged = (await api(shop, 'GET', '/api/oms/vendor?page_size=2&page_number=1')).json();
    expect(paged).toMatchObject({ total_elements: 3, total_pages: 2 });
    expect(paged.content.map((v: { name: string }) => v.name)).toEqual(['Castrol Gulf']);
    const changed = await api(shop, 'PUT', `/api/oms/vendor/${id}`, {
      name: 'Al Noor Auto Spares',
      payment_terms_days: 45,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ payment_terms_days: 45, active: false, tax_number: null });
    expect((await api(shop, 'GET', '/api/oms/vendor?q=noor')).json().content).toHaveLength(0);
    expect((await api(shop, 'GET', '/api/oms/vendor?q=noor&include_inactive=true')).json().content).toHaveLength(1);
    const info = (await api(shop, 'GET', `/api/oms/vendor/${id}`)).json();
    expect(info.activity.map((a: { action: string }) => a.action)).toEqual(['CREATED', 'EDITED']);
    expect(info.activity[1].detail.changes).toMatchObject({ paymentTermsDays: { from: 30, to: 45 } });
    expect(info).toMatchObject({ purchase_orders: [], stock_ins: [] });
  });

  it('refuses a second vendor of one name (any case) and bad input with messages, writing nothing', async () => {
    const shop = await saudiShop(t);
    await addVendor(shop, { name: 'Denso Parts' });
    const dup = await api(shop, 'POST', '/api/oms/vendor', { name: ' denso PARTS ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A vendor "denso PARTS" already exists');
    const empty = await api(shop, 'POST', '/api/oms/vendor', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    const badMail = await api(
      shop,
      'POST',
      '/api/oms/vendor',
      { name: 'X', email: 'nope' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toMatch(/correo/i);
    const badTerms = await api(shop, 'POST', '/api/oms/vendor', { name: 'Y', payment_terms_days: -1 });
    expect(badTerms.statusCode).toBe(400);
    const rows = await t.db
      .select({ id: vendor.id })
      .from(vendor)
      .where(and(eq(vendor.groupId, shop.groupId), eq(vendor.garageId, shop.garageId)));
    expect(rows).toHaveLength(1);
  });

  it('answers one vendor to a replayed Idempotency-Key', async () => {
    const shop = await saudiShop(t);
    const headers = { 'idempotency-key': 'vendor-key-1' };
    const a = await api(shop, 'POST', '/api/oms/vendor', { name: 'Mann Filter' }, { headers });
    const b = await api(shop, 'POST', '/api/oms/vendor', { name: 'Mann Filter' }, { headers });
    expect(b.json().vendor_id).toBe(a.json().vendor_id);
    const audit = await t.db
      .select()
      .from(purchaseActivity)
      .where(and(eq(purchaseActivity.groupId, shop.groupId), eq(purchaseActivity.subjectId, a.json().vendor_id)));
    expect(audit).toHaveLength(1);
  });

  it("answers 404 for another group's vendor and 403 without an inventory or vendor role", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirs = await addVendor(other);
    expect((await api(shop, 'GET', `/api/oms/vendor/${theirs}`)).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/vendor/${theirs}`, { name: 'Mine now' })).statusCode).toBe(404);
    const clerk = await member(shop, ['VIEW_ORDER', 'CREATE_INVOICE']);
    expect((await api(shop, 'GET', '/api/oms/vendor', undefined, { session: clerk })).statusCode).toBe(403);
    expect((await api(shop, 'POST', '/api/oms/vendor', { name: 'Z' }, { session: clerk })).statusCode).toBe(403);
    const viewer = await member(shop, ['VIEW_INVENTORY']);
    expect((await api(shop, 'GET', '/api/oms/vendor', undefined, { session: viewer })).statusCode).toBe(200);
    expect((await api(shop, 'POST', '/api/oms/vendor', { name: 'Z' }, { session: viewer })).statusCode).toBe(403);
    const vm = await member(shop, ['VENDOR_MANAGEMENT']);
    expect(await addVendor(shop, { name: 'By vendor manager' }, vm)).toBeGreaterThan(0);
  });
});
