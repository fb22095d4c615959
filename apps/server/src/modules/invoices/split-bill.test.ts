import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  api,
  brakeLine,
  createOrder,
  member,
  repairOrder,
  type Shop,
  shopIn,
  stockedShop,
  stockUp,
} from '../orders/test-shop.ts';
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

describe("the insurer's bill in India (decision 043, stop 27)", () => {
  const KARNATAKA = '29AABCD1234E1Z5';
  const MAHARASHTRA = '27AAACN1234F1Z9';

  /** An Indian garage registered in Karnataka; brake service 2 × 150 less 10 % at GST 18 % (insurer 70 %), oil included. */
  async function indianClaim(insurerGstin: string | null) {
    const shop = await shopIn(t, 'IN');
    await stockUp(shop, shop.oilId, '10');
    const registered = await api(shop, 'PUT', `/api/customer/garage/${shop.garageId}`, {
      extra_information: { tax_number: KARNATAKA },
    });
    expect(registered.statusCode).toBe(200);
    const categories = (await api(shop, 'GET', '/api/oms/tax_category')).json() as Array<{
      tax_category_id: number;
      name: string;
    }>;
    const gst18 = categories.find((c) => c.name === 'GST 18%')!.tax_category_id;
    const res = await api(shop, 'POST', '/api/oms/insurance_partner', {
      name: 'New India Assurance',
      ...(insurerGstin ? { tax_number: insurerGstin } : {}),
    });
    expect(res.statusCode).toBe(201);
    const order = await createOrder(
      shop,
      repairOrder(shop, {
        services_break_up: [brakeLine(shop, { insurance_percentage: '70', customer_percentage: '30', tax_category_id: gst18 })],
        parts_break_up: [
          {
            part_id: shop.oilId,
            part_name: 'Engine oil',
            quantity: 3,
            unit_price: '40.00',
            tax_inclusive: true,
            tax_category_id: gst18,
          },
        ],
      }),
    );
    const billed = await invoiceOrder(shop, order.order_id, { insurance_partner_id: res.json().id });
    expect(billed.statusCode, billed.body).toBe(201);
    const customerBill = billed.json();
    const insurerBill = await getInvoice(shop, customerBill.related[0].invoice_id);
    // The two bills add up to the order to the paisa, whatever their tax components.
    const sum = (a: string, b: string) => (Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100;
    expect(sum(insurerBill.total_amount, customerBill.total_amount)).toBe(Number(order.total_amount));
    expect(sum(insurerBill.tax_total, customerBill.tax_total)).toBe(Number(order.tax_total));
    return { shop, order, insurerBill, customerBill };
  }

  it('bills an insurer registered in another state B2B with IGST; the customer B2C with CGST + SGST', async () => {
    const { shop, insurerBill, customerBill } = await indianClaim(MAHARASHTRA);
    expect(insurerBill).toMatchObject({
      invoice_type: 'B2B',
      share: 'INSURER',
      customer: { name: 'New India Assurance', tax_number: MAHARASHTRA },
      insured: { name: customerBill.customer.name, reg_number: shop.reg },
    });
    // 70 % of 270.00 + 48.60 GST = 223.02: 189.00 and IGST 34.02 (CGST 17.01 + SGST 17.01 of the same part).
    expect(insurerBill.total_amount).toBe('223.02');
    expect(insurerBill.tax_lines).toEqual([{ name: 'IGST', amount: '34.02' }]);
    expect(insurerBill.lines.map((l: { tax_category_name: string }) => l.tax_category_name)).toEqual(['IGST 18%']);
    expect(customerBill).toMatchObject({ invoice_type: 'B2C', share: 'CUSTOMER', insured: null });
    // 30 % of the brakes' CGST and SGST (7.29 each) and the oil's tax included (CGST = SGST = 120.00 × 9 / 118 = 9.15).
    expect(customerBill.tax_lines).toEqual([
      { name: 'CGST', amount: '16.44' },
      { name: 'SGST', amount: '16.44' },
    ]);
    expect(customerBill.lines.map((l: { tax_category_name: string }) => l.tax_category_name)).toEqual(['GST 18%', 'GST 18%']);
  });

  it('bills an insurer registered in the same state B2B with CGST + SGST', async () => {
    const { insurerBill } = await indianClaim('29AAACN1234F1Z2');
    expect(insurerBill.invoice_type).toBe('B2B');
    expect(insurerBill.tax_lines).toEqual([
      { name: 'CGST', amount: '17.01' },
      { name: 'SGST', amount: '17.01' },
    ]);
  });

  it('bills an insurer without a GSTIN B2C with CGST + SGST, as before', async () => {
    const { shop, insurerBill } = await indianClaim(null);
    expect(insurerBill.invoice_type).toBe('B2C');
    expect(insurerBill.customer.tax_number).toBeNull();
    expect(insurerBill.tax_lines).toEqual([
      { name: 'CGST', amount: '17.01' },
      { name: 'SGST', amount: '17.01' },
    ]);
    expect(insurerBill.insured.reg_number).toBe(shop.reg);
  });
});
