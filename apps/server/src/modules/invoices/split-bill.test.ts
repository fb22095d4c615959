import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, brakeLine, createOrder, member, repairOrder, type Shop, stockedShop } from '../orders/test-shop.ts';
import { customerDues, getInvoice, invoiceOrder, orderStatus, pay } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function insurer(shop: Shop, name = 'Tawuniya') {
  const res = await api(shop, 'POST', '/api/oms/insurance_partner', {
    name,
    tax_number: '300000000000003',
    mobile_number: '920019990',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** Brake service 2 × 150 less 10 % (insurer 70 %) and engine oil 3 × 40 tax inclusive (customer only). */
const claimOrder = (shop: Shop) =>
  repairOrder(shop, {
    services_break_up: [brakeLine(shop, { insurance_percentage: '70', customer_percentage: '30' })],
    parts_break_up: [{ part_id: shop.oilId, part_name: 'Engine oil', quantity: 3, unit_price: '40.00', tax_inclusive: true }],
  });

describe('split bills with insurance', () => {
  it("bills the insurer's share and the customer's in two invoices that add up exactly to the order", async () => {
    const shop = await stockedShop(t);
    const partner = await insurer(shop);
    const order = await createOrder(shop, claimOrder(shop));
    // 270 + 15 % VAT = 310.50 for the brakes, 120 with VAT included for the oil: 430.50.
    expect(order.total_amount).toBe('430.50');
    const res = await invoiceOrder(shop, order.order_id, { insurance_partner_id: partner });
    expect(res.statusCode).toBe(201);
    const customerBill = res.json();
    expect(customerBill.share).toBe('CUSTOMER');
    expect(customerBill.related).toHaveLength(1);
    const insurerBill = await getInvoice(shop, customerBill.related[0].invoice_id);
    expect(insurerBill).toMatchObject({ share: 'INSURER', insurance_partner_id: partner, customer: { name: 'Tawuniya' } });
    // Insurer: 70 % of 270 = 189.00 + VAT 28.35 = 217.35. Customer: 81.00 + 12.15 and the oil 120.00 = 213.15.
    expect(insurerBill.total_amount).toBe('217.35');
    expect(customerBill.total_amount).toBe('213.15');
    expect(Number(insurerBill.total_amount) + Number(customerBill.total_amount)).toBeCloseTo(430.5, 10);
    expect(insurerBill.lines.map((l: { name: string }) => l.name)).toEqual(['Brake service']);
    expect(customerBill.lines.map((l: { name: string; total: string }) => [l.name, l.total])).toEqual([
      ['Brake service', '93.15'],
      ['Engine oil', '120.00'],
    ]);
    // Consecutive numbers, the insurer's first.
    expect([insurerBill.invoice_number, customerBill.invoice_number]).toEqual(['INV/2026/00001', 'INV/2026/00002']);

    // The customer owes their share only; the insurer owes its own.
    expect(await customerDues(shop)).toBe('213.15');
    const partners = (await api(shop, 'GET', '/api/oms/insurance_partner')).json();
    expect(partners).toEqual([expect.objectContaining({ id: partner, dues: '217.35' })]);
    const insurerDue = (await api(shop, 'GET', `/api/oms/invoice/due/clear?insurance_company_id=${partner}`)).json();
    expect(insurerDue.total_due).toBe('217.35');

    // The order is paid when both are.
    await pay(shop, customerBill.invoice_id, [{ method: 'CASH', amount: '213.15' }]);
    expect(await orderStatus(shop, order.order_id)).toBe('PAYMENT_DUE');
    await pay(shop, insurerBill.invoice_id, [{ method: 'BANK_TRANSFER', amount: '217.35', reference: 'CLAIM-88' }]);
    expect(await orderStatus(shop, order.order_id)).toBe('PAYMENT_DONE');
  });

  it('refuses an insurer of another garage, an inactive one, and an order without insured lines', async () => {
    const shop = await stockedShop(t);
    const other = await stockedShop(t);
    const theirs = await insurer(other, 'Bupa');
    const order = await createOrder(shop, claimOrder(shop));
    const foreign = await invoiceOrder(shop, order.order_id, { insurance_partner_id: theirs });
    expect(foreign.statusCode).toBe(400);
    const mine = await insurer(shop, 'Malath');
    await api(shop, 'PUT', `/api/oms/insurance_partner/${mine}`, { name: 'Malath', active: false });
    expect((await invoiceOrder(shop, order.order_id, { insurance_partner_id: mine })).statusCode).toBe(400);
    const plain = await createOrder(shop);
    const active = await insurer(shop, 'Walaa');
    const none = await invoiceOrder(shop, plain.order_id, { insurance_partner_id: active });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('No line of this order has an insurance share');
  });

  it('voids both shares together, and not while either has payments', async () => {
    const shop = await stockedShop(t);
    const partner = await insurer(shop);
    const order = await createOrder(shop, claimOrder(shop));
    const customerBill = (await invoiceOrder(shop, order.order_id, { insurance_partner_id: partner })).json();
    const insurerId = customerBill.related[0].invoice_id;
    await pay(shop, insurerId, [{ method: 'CASH', amount: '1' }]);
    const refused = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${order.order_id}&cancel_reason=x`);
    expect(refused.statusCode).toBe(409);
  });

  it('keeps the insurer master to invoice roles; names are unique in any case; another group gets 404', async () => {
    const shop = await stockedShop(t);
    await insurer(shop, 'Al Rajhi Takaful');
    const duplicate = await api(shop, 'POST', '/api/oms/insurance_partner', { name: 'al rajhi takaful' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('An insurance partner of this name already exists');
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await api(shop, 'POST', '/api/oms/insurance_partner', { name: 'X' }, { session: technician })).statusCode).toBe(403);
    const other = await stockedShop(t);
    const id = await insurer(other, 'Bupa');
    expect((await api(shop, 'PUT', `/api/oms/insurance_partner/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await api(shop, 'POST', '/api/oms/insurance_partner', { name: '' })).statusCode).toBe(400);
  });
});
