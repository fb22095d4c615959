import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { api, brakeLine, createOrder, repairOrder, type Shop, shopIn, stockUp } from '../orders/test-shop.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { getInvoice, invoiceOrder } from './test-bills.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const KARNATAKA = '29AABCD1234E1Z5';
const KARNATAKA_BUYER = '29AAACN1234F1Z2';
const MAHARASHTRA = '27AAACN1234F1Z9';
type Line = { tax_category_name: string | null; taxes: Array<{ name: string; amount: string }> };
const categories = (bill: { lines: Line[] }) => bill.lines.map((l) => l.tax_category_name);

/** A garage registered in Karnataka whose customer has `gstin` (or none); services and parts at GST 18 %. */
async function indianShop(gstin: string | null): Promise<{ shop: Shop; gst18: number }> {
  const shop = await shopIn(t, 'IN');
  await stockUp(shop, shop.oilId, '20');
  const registered = await api(shop, 'PUT', `/api/customer/garage/${shop.garageId}`, {
    extra_information: { tax_number: KARNATAKA },
  });
  expect(registered.statusCode).toBe(200);
  await t.db
    .update(customer)
    .set({ taxNumber: gstin })
    .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
  const list = (await api(shop, 'GET', '/api/oms/tax_category')).json() as Array<{ tax_category_id: number; name: string }>;
  return { shop, gst18: list.find((c) => c.name === 'GST 18%')!.tax_category_id };
}

/** Brake service 2 × 150 less 10 % at GST 18 % (270 + 48.60) and oil 3 × 40 GST 18 % included (120): 438.60. */
const gstOrder = (shop: Shop, gst18: number, insurer = false) =>
  createOrder(
    shop,
    repairOrder(shop, {
      services_break_up: [
        brakeLine(shop, {
          tax_category_id: gst18,
          ...(insurer ? { insurance_percentage: '70', customer_percentage: '30' } : {}),
        }),
      ],
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

describe("the customer's B2B bill in India is taxed for its place of supply (decision 043, addendum)", () => {
  it('taxes a B2B bill to a GSTIN of another state IGST, records the place of supply, and its credit note follows', async () => {
    const { shop, gst18 } = await indianShop(MAHARASHTRA);
    const order = await gstOrder(shop, gst18);
    const res = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B' });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({ invoice_type: 'B2B', place_of_supply: { code: '27', name: 'Maharashtra' } });
    // The same totals as the order; the tax is one IGST of the CGST + SGST the order priced (48.60 + 18.30: CGST = SGST on the included line, decision 043).
    expect(bill.total_amount).toBe(order.total_amount);
    expect(bill.tax_total).toBe(order.tax_total);
    expect(bill.tax_lines).toEqual([{ name: 'IGST', amount: '66.90' }]);
    expect(categories(bill)).toEqual(['IGST 18%', 'IGST 18%']);
    expect(bill.lines[0].taxes).toEqual([{ name: 'IGST', amount: '48.60' }]);
    // The answer is what was stored.
    expect(await getInvoice(shop, bill.invoice_id)).toMatchObject({
      tax_lines: bill.tax_lines,
      place_of_supply: bill.place_of_supply,
      lines: bill.lines,
    });

    // A credit note copies its invoice's tax components: IGST.
    const oil = bill.lines.find((l: { name: string }) => l.name === 'Engine oil');
    const note = await api(shop, 'POST', '/api/oms/order_return/credit_note', {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: oil.line_id, quantity: 1 }],
      reason: 'One can unopened',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().tax_lines).toEqual([{ name: 'IGST', amount: '6.10' }]);
    expect(note.json().lines[0].taxes).toEqual([{ name: 'IGST', amount: '6.10' }]);

    // The PDF prints it, in English and Spanish.
    expect(all((await pdfText(await renderInvoicePdf(bill, { layout: 'A4', language: 'en' }))).pages)).toContain(
      'Place of supply 27 – Maharashtra',
    );
    expect(all((await pdfText(await renderInvoicePdf(bill, { layout: 'A4', language: 'es' }))).pages)).toContain(
      'Lugar de suministro 27 – Maharashtra',
    );
    expect(all((await pdfText(await renderInvoicePdf(bill, { layout: 'RECEIPT_80MM', language: 'en' }))).pages)).toContain(
      'Place of supply: 27 – Maharashtra',
    );
  });

  it('keeps CGST + SGST on a B2B bill to a GSTIN of the same state, and states the place of supply', async () => {
    const { shop, gst18 } = await indianShop(KARNATAKA_BUYER);
    const order = await gstOrder(shop, gst18);
    const bill = (await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B' })).json();
    expect(bill.place_of_supply).toEqual({ code: '29', name: 'Karnataka' });
    expect(bill.tax_lines).toEqual([
      { name: 'CGST', amount: '33.45' },
      { name: 'SGST', amount: '33.45' },
    ]);
    expect(categories(bill)).toEqual(['GST 18%', 'GST 18%']);
  });

  it('leaves a B2C bill as priced, without a place of supply, even to a customer with a GSTIN of another state', async () => {
    const { shop, gst18 } = await indianShop(MAHARASHTRA);
    const order = await gstOrder(shop, gst18);
    const bill = (await invoiceOrder(shop, order.order_id, { invoice_type: 'B2C' })).json();
    expect(bill.place_of_supply).toBeNull();
    expect(bill.tax_lines.map((l: { name: string }) => l.name)).toEqual(['CGST', 'SGST']);
  });

  it("taxes the customer's B2B share of a split bill for the customer's GSTIN, the insurer's for the insurer's", async () => {
    const { shop, gst18 } = await indianShop(MAHARASHTRA);
    const partner = await api(shop, 'POST', '/api/oms/insurance_partner', {
      name: 'New India Assurance',
      tax_number: KARNATAKA_BUYER,
    });
    const order = await gstOrder(shop, gst18, true);
    const res = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B', insurance_partner_id: partner.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const customerBill = res.json();
    const insurerBill = await getInvoice(shop, customerBill.related[0].invoice_id);
    expect(customerBill).toMatchObject({ share: 'CUSTOMER', invoice_type: 'B2B', place_of_supply: { code: '27' } });
    expect(customerBill.tax_lines.map((l: { name: string }) => l.name)).toEqual(['IGST']);
    expect(insurerBill).toMatchObject({ share: 'INSURER', place_of_supply: { code: '29', name: 'Karnataka' } });
    expect(insurerBill.tax_lines.map((l: { name: string }) => l.name)).toEqual(['CGST', 'SGST']);
  });

  it('taxes a summary invoice to a GSTIN of another state IGST, by line items and one line per order', async () => {
    for (const byLineItems of [true, false]) {
      const { shop, gst18 } = await indianShop(MAHARASHTRA);
      await gstOrder(shop, gst18);
      const res = await api(shop, 'POST', '/api/oms/summary_invoice', {
        customer_id: shop.customerId,
        from: '2026-11-01',
        to: '2026-11-30',
        by_line_items: byLineItems,
      });
      expect(res.statusCode, res.body).toBe(201);
      const bill = res.json();
      expect(bill.place_of_supply).toEqual({ code: '27', name: 'Maharashtra' });
      expect(bill.tax_lines).toEqual([{ name: 'IGST', amount: '66.90' }]);
      expect(bill.lines.flatMap((l: Line) => l.taxes.map((x) => x.name))).toEqual(byLineItems ? ['IGST', 'IGST'] : ['IGST']);
    }
  });
});
