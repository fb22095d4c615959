import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { all, pdfText } from '../../../test/pdf-text.ts';
import { api, createOrder, type Shop, shopIn } from '../../orders/test-shop.ts';
import { renderInvoicePdf } from '../invoice-pdf.ts';
import { invoiceOrder } from '../test-bills.ts';
import { mexicanShop } from './test-cfdi-shop.ts';
import { validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMPANY_RFC = 'FDS020202XY9';
const PERSON_RFC = 'LOAA800101AB1';
const xmlOf = async (shop: Shop, invoiceId: number) => (await api(shop, 'GET', `/api/oms/invoice/${invoiceId}/cfdi/xml`)).body;

/** A Mexican garage whose customer has this RFC, régimen and fiscal postal code (none: the general public). */
async function shopWith(fiscal: { taxNumber: string | null; taxRegime: string | null }): Promise<Shop> {
  const shop = await mexicanShop(t);
  await t.db
    .update(customer)
    .set({ ...fiscal, postalCode: '44100' })
    .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
  return shop;
}

describe('the CFDI use of a Mexican invoice (decision 048, addendum on the uso CFDI)', () => {
  it('states the use chosen for a company’s B2B invoice in the stamped XML, the answer and the PDF', async () => {
    const shop = await shopWith({ taxNumber: COMPANY_RFC, taxRegime: '601' });
    const order = await createOrder(shop);
    const res = await invoiceOrder(shop, order.order_id, { invoice_type: 'B2B', cfdi_use: 'g03' });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    expect(bill.cfdi).toMatchObject({ status: 'STAMPED', uso_cfdi: 'G03' });
    const xml = await xmlOf(shop, bill.invoice_id);
    expect(xml).toContain(`Rfc="${COMPANY_RFC}"`);
    expect(xml).toContain('RegimenFiscalReceptor="601" UsoCFDI="G03"');
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    const pdf = await renderInvoicePdf(bill, { layout: 'A4', language: 'es' });
    const text = all((await pdfText(pdf)).pages);
    expect(text).toContain('G03 Gastos en general');
  });

  it('states S01 when no use is chosen, as before', async () => {
    const shop = await shopWith({ taxNumber: COMPANY_RFC, taxRegime: '601' });
    const bill = (await invoiceOrder(shop, (await createOrder(shop)).order_id, { invoice_type: 'B2B' })).json();
    expect(bill.cfdi.uso_cfdi).toBe('S01');
    expect(await xmlOf(shop, bill.invoice_id)).toContain('UsoCFDI="S01"');
  });

  it('states the use on a summary invoice', async () => {
    const shop = await shopWith({ taxNumber: PERSON_RFC, taxRegime: '612' });
    await createOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/summary_invoice', {
      customer_id: shop.customerId,
      from: '2026-11-01',
      to: '2026-11-30',
      cfdi_use: 'I03',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cfdi.uso_cfdi).toBe('I03');
    expect(await xmlOf(shop, res.json().invoice_id)).toContain('UsoCFDI="I03"');
  });

  it.each([
    ['a code outside SAT’s catalogue', { taxNumber: COMPANY_RFC, taxRegime: '601' }, 'X99', 'The CFDI use must be a SAT code'],
    ['an egreso’s use on an invoice', { taxNumber: COMPANY_RFC, taxRegime: '601' }, 'G02', 'The CFDI use must be a SAT code'],
    ['a personal deduction for a company', { taxNumber: COMPANY_RFC, taxRegime: '601' }, 'D01', 'Personal deductions'],
    ['a use SAT does not allow for the régimen', { taxNumber: PERSON_RFC, taxRegime: '605' }, 'G03', 'régimen fiscal 605'],
    ['anything but S01 without obligations (616)', { taxNumber: PERSON_RFC, taxRegime: '616' }, 'G03', 'régimen fiscal 616'],
    ['anything but S01 to the general public', { taxNumber: 'XAXX010101000', taxRegime: null }, 'G03', 'general public'],
    ['anything but S01 to a customer without an RFC', { taxNumber: null, taxRegime: null }, 'G01', 'general public'],
  ])('refuses %s with a 400 that says why, and bills nothing', async (_, fiscal, uso, message) => {
    const shop = await shopWith(fiscal);
    const order = await createOrder(shop);
    const type = fiscal.taxNumber ? 'B2B' : 'B2C';
    const res = await invoiceOrder(shop, order.order_id, { invoice_type: type, cfdi_use: uso });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    // Nothing was billed: the order is billed after with an allowed use.
    expect((await invoiceOrder(shop, order.order_id, { invoice_type: type, cfdi_use: 'S01' })).statusCode).toBe(201);
  });

  it('allows a personal deduction to a person with income of their own (612, D01)', async () => {
    const shop = await shopWith({ taxNumber: PERSON_RFC, taxRegime: '612' });
    const bill = (await invoiceOrder(shop, (await createOrder(shop)).order_id, { invoice_type: 'B2B', cfdi_use: 'D01' })).json();
    expect(bill.cfdi.uso_cfdi).toBe('D01');
  });

  it("starts a B2B bill with the customer's default use, kept on the customer; a use chosen wins", async () => {
    const shop = await shopWith({ taxNumber: COMPANY_RFC, taxRegime: '601' });
    const stored = (await api(shop, 'GET', `/api/customer/customer/${shop.customerId}`)).json();
    const body = {
      first_name: stored.first_name,
      country_phone_code: stored.country_phone_code,
      mobile_number: stored.mobile_number,
      tax_number: COMPANY_RFC,
      tax_regime: '601',
      postal_code: '44100',
    };
    const put = (cfdi_use: string) => api(shop, 'PUT', `/api/customer/customer/gp/${shop.customerId}`, { ...body, cfdi_use });
    const refused = await put('X99');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The CFDI use must be a SAT code');
    const saved = await put('g01');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cfdi_use).toBe('G01');
    const bill = async (extra: object) => (await invoiceOrder(shop, (await createOrder(shop)).order_id, extra)).json();
    expect((await bill({ invoice_type: 'B2B' })).cfdi.uso_cfdi).toBe('G01');
    expect((await bill({ invoice_type: 'B2B', cfdi_use: 'S01' })).cfdi.uso_cfdi).toBe('S01');
    expect((await bill({ invoice_type: 'B2B', cfdi_use: 'G03' })).cfdi.uso_cfdi).toBe('G03');
    // A B2C bill does not take it.
    expect((await bill({ invoice_type: 'B2C' })).cfdi.uso_cfdi).toBe('S01');
    // A default SAT no longer allows for the customer as they are now (régimen 616) is left for S01, not refused.
    await t.db
      .update(customer)
      .set({ taxNumber: PERSON_RFC, taxRegime: '616' })
      .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
    expect((await bill({ invoice_type: 'B2B' })).cfdi.uso_cfdi).toBe('S01');
  });

  it('is refused outside Mexico', async () => {
    const shop = await shopIn(t, 'IN');
    const res = await invoiceOrder(shop, (await createOrder(shop)).order_id, { cfdi_use: 'G03' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('garage in Mexico');
  });
});
