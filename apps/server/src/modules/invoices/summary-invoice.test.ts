import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, createOrder, repairOrder, type Shop, saudiShop } from '../orders/test-shop.ts';
import { getInvoice, invoiceOrder, orderStatus, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const summarise = (shop: Shop, body: object = {}) =>
  api(shop, 'POST', '/api/oms/summary_invoice', { customer_id: shop.customerId, from: '2026-11-01', to: '2026-11-30', ...body });

async function fleetShop(): Promise<Shop> {
  const shop = await saudiShop(t);
  await t.db
    .update(customer)
    .set({ taxNumber: '310122393500003' })
    .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
  return shop;
}

describe('summary invoices (B2B_SUMMARY_INVOICE)', () => {
  it("bills a customer's unbilled orders of a range in one invoice, by line items, and paying it pays them all", async () => {
    const shop = await fleetShop();
    const a = await createOrder(shop);
    const b = await createOrder(shop, repairOrder(shop, { user_car_id: null, order_type: 'COUNTER_SALE' }));
    const billedAlone = await createOrder(shop);
    await invoiceOrder(shop, billedAlone.order_id);
    const res = await summarise(shop);
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({ invoice_type: 'B2B_SUMMARY_INVOICE', total_amount: '621.00', invoice_number: 'INV/2026/00002' });
    expect(bill.summary_orders.map((o: { order_id: number }) => o.order_id)).toEqual([a.order_id, b.order_id]);
    // Grouped under each order, as a package's items are grouped under its name.
    expect(bill.lines.map((l: { package_name: string }) => l.package_name)).toEqual([
      `${a.external_order_id} · ${shop.reg}`,
      b.external_order_id,
    ]);
    expect(await orderStatus(shop, a.order_id)).toBe('PAYMENT_DUE');
    // An order of a live summary is not billed again, alone or in another summary.
    expect((await invoiceOrder(shop, a.order_id)).statusCode).toBe(409);
    expect((await summarise(shop)).statusCode).toBe(409);
    await pay(shop, bill.invoice_id, [{ method: 'BANK_TRANSFER', amount: '621.00', reference: 'NEFT 1' }]);
    expect(await orderStatus(shop, a.order_id)).toBe('PAYMENT_DONE');
    expect(await orderStatus(shop, b.order_id)).toBe('PAYMENT_DONE');
  });

  it('bills one line per order when asked, with the same total', async () => {
    const shop = await fleetShop();
    await createOrder(shop);
    await createOrder(shop);
    const bill = (await summarise(shop, { by_line_items: false })).json();
    expect(bill.lines).toHaveLength(2);
    expect(bill.lines.map((l: { total: string }) => l.total)).toEqual(['310.50', '310.50']);
    expect(bill.total_amount).toBe('621.00');
    expect(bill.tax_total).toBe('81.00');
  });

  it('voids as a whole: every order goes back and can be billed again', async () => {
    const shop = await fleetShop();
    const a = await createOrder(shop);
    const b = await createOrder(shop);
    const bill = (await summarise(shop)).json();
    const voided = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${b.order_id}&cancel_reason=Wrong%20month`);
    expect(voided.statusCode).toBe(200);
    expect((await getInvoice(shop, bill.invoice_id)).status).toBe('VOID');
    expect(await orderStatus(shop, a.order_id)).toBe('VEHICLE_READY');
    expect(await orderStatus(shop, b.order_id)).toBe('VEHICLE_READY');
    expect((await summarise(shop)).statusCode).toBe(201);
  });

  it('needs the customer’s tax number, a range with orders, and answers 404 for another group’s customer', async () => {
    const shop = await saudiShop(t);
    await createOrder(shop);
    const noTax = await summarise(shop);
    expect(noTax.statusCode).toBe(400);
    expect(noTax.json().message).toContain("customer's tax number");
    const fleet = await fleetShop();
    const empty = await summarise(fleet, { from: '2026-10-01', to: '2026-10-31' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('This customer has no orders to bill between these days');
    expect((await summarise(fleet, { from: '2026-11-30', to: '2026-11-01' })).statusCode).toBe(400);
    const other = await saudiShop(t);
    expect((await summarise(other, { customer_id: fleet.customerId })).statusCode).toBe(404);
  });
});
