import { writeFileSync } from 'node:fs';
import type { Invoice } from '@garage/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, garageProperty, invoiceCfdi } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { all, missingFrom, pdfText } from '../../../test/pdf-text.ts';
import { api, brakeLine, createOrder, member, repairOrder, type Shop, shopIn } from '../../orders/test-shop.ts';
import { renderInvoicePdf } from '../invoice-pdf.ts';
import { billedOrder, pay } from '../test-bills.ts';
import { voidInvoice } from '../void-invoice.ts';
import { PacError, SandboxStamper } from './cfdi-stamper.ts';
import { stampInvoiceCfdi } from './stamp-invoice-cfdi.ts';
import { CFDI_UUID, GARAGE_RFC, mexicanShop } from './test-cfdi-shop.ts';
import { loadCfdiSchema, validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const xmlOf = (shop: Shop, invoiceId: number) => api(shop, 'GET', `/api/oms/invoice/${invoiceId}/cfdi/xml`);
const voidOf = (shop: Shop, orderId: number, extra = '') =>
  api(shop, 'GET', `/api/oms/invoice/void?order_id=${orderId}&cancel_reason=wrong%20customer${extra}`);

describe('CFDI 4.0 of a Mexican invoice', () => {
  it('is built, checked against the schema and stamped by the sandbox PAC when the invoice is created', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    expect(bill.cfdi).toMatchObject({
      status: 'STAMPED',
      sandbox: true,
      uso_cfdi: 'S01',
      metodo_pago: 'PPD',
      forma_pago: '99',
      error: null,
    });
    expect(bill.cfdi.uuid).toMatch(CFDI_UUID);
    expect(bill.cfdi.stamped_at).toBe(t.clock.now().toISOString());

    const res = await xmlOf(shop, bill.invoice_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain(`CFDI-INV-2026-00001-${bill.cfdi.uuid}.xml`);
    const xml = res.body;
    expect(xml).toContain(`Version="4.0" Serie="INV/2026" Folio="00001"`);
    expect(xml).toContain(`Total="${bill.total_amount}"`);
    expect(xml).toContain(`<cfdi:Emisor Rfc="${GARAGE_RFC}"`);
    expect(xml).toContain('Rfc="XAXX010101000"');
    expect(xml).toContain('TasaOCuota="0.160000"');
    expect(xml).toContain(`UUID="${bill.cfdi.uuid}"`);
    expect(xml).toContain('Leyenda="SANDBOX — sin validez fiscal"');
    expect(xml).toContain('SelloSAT="SANDBOX"');
    // The stamped document still passes the schema (the complement is open content).
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
  });

  it("prints SAT's representation on the A4 and 80 mm PDFs of the stamped sandbox invoice (decision 048, stop 27)", async () => {
    const shop = await mexicanShop(t);
    const bill = (await billedOrder(shop)) as Invoice;
    const uuid = bill.cfdi!.uuid!;
    expect(bill.cfdi!.timbre).toMatchObject({
      uuid,
      rfc_emisor: GARAGE_RFC,
      rfc_receptor: 'XAXX010101000',
      total: bill.total_amount,
    });
    const a4 = await renderInvoicePdf(bill, { layout: 'A4', language: 'es' });
    const receipt = await renderInvoicePdf(bill, { layout: 'RECEIPT_80MM', language: 'es' });
    if (process.env.CFDI_PDF_DIR) {
      writeFileSync(`${process.env.CFDI_PDF_DIR}/cfdi-a4.pdf`, a4);
      writeFileSync(`${process.env.CFDI_PDF_DIR}/cfdi-80mm.pdf`, receipt);
    }
    const text = all((await pdfText(a4)).pages);
    // The garage's RFC (its tax number) in the letterhead, both RFCs in the stamp's block.
    expect(
      missingFrom(text, [
        `RFC: ${GARAGE_RFC}`,
        uuid,
        'SANDBOX — sin validez fiscal',
        `RFC del emisor: ${GARAGE_RFC}`,
        'RFC del receptor: XAXX010101000',
        'Sello digital del CFDI',
        'Sello digital del SAT',
        'No. de serie del certificado del SAT: SANDBOX',
        'Método de pago: PPD',
      ]),
    ).toEqual([]);
    expect(text.replace(/\s+/g, '')).toContain(`||1.1|${uuid}|`);
    const small = all((await pdfText(receipt)).pages);
    expect(missingFrom(small, [uuid, 'SANDBOX — sin validez fiscal', 'Método de pago: PPD'])).toEqual([]);
  });

  it('keeps the invoice when stamping fails, says why, and stamps on retry once the garage is fixed', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    expect(bill.invoice_number).toBe('INV/2026/00001');
    expect(bill.cfdi).toMatchObject({ status: 'FAILED', uuid: null, error: { key: 'cfdi.sellerPostalCode' } });
    expect((await xmlOf(shop, bill.invoice_id)).statusCode).toBe(409);

    await t.db.insert(garageProperty).values({
      groupId: shop.groupId,
      garageId: shop.garageId,
      propertyName: 'cfdi_postal_code',
      propertyValue: '64000',
    });
    const retry = await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().cfdi).toMatchObject({ status: 'STAMPED', error: null });
    expect((await xmlOf(shop, bill.invoice_id)).body).toContain('LugarExpedicion="64000"');
    // Stamped once: a second retry is refused.
    expect((await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).statusCode).toBe(409);
  });

  it('bills a customer with an RFC under it, and fails with the reason when their fiscal postal code is missing', async () => {
    const shop = await mexicanShop(t);
    const scope = and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId));
    await t.db.update(customer).set({ taxNumber: 'FDS020202XY9' }).where(scope);
    const failed = await billedOrder(shop);
    expect(failed.cfdi).toMatchObject({ status: 'FAILED', error: { key: 'cfdi.customerPostalCode' } });
    await t.db.update(customer).set({ postalCode: '44100', taxRegime: '612' }).where(scope);
    const retried = (await api(shop, 'POST', `/api/oms/invoice/${failed.invoice_id}/cfdi/stamp`)).json();
    expect(retried.cfdi.status).toBe('STAMPED');
    expect((await xmlOf(shop, failed.invoice_id)).body).toContain('Rfc="FDS020202XY9" Nombre="');
    expect((await xmlOf(shop, failed.invoice_id)).body).toContain(
      'DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="612" UsoCFDI="S01"',
    );
  });

  it('is PUE in the payment form when the bill is paid before it is stamped', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    expect(bill.cfdi.status).toBe('FAILED');
    expect((await pay(shop, bill.invoice_id, [{ method: 'DEBIT_CARD', amount: bill.total_amount }])).statusCode).toBe(201);
    await t.db
      .insert(garageProperty)
      .values({ groupId: shop.groupId, garageId: shop.garageId, propertyName: 'cfdi_postal_code', propertyValue: '06600' });
    const retried = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(retried.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PUE', forma_pago: '28' });
  });

  it('is PUE in the form of a method of the garage’s own: its kind’s, or the one its owner chose', async () => {
    const shop = await mexicanShop(t, {});
    const add = async (body: object) => (await api(shop, 'POST', '/api/oms/payment_method', body)).json().code as string;
    const clip = await add({ name: 'Terminal Clip', kind: 'CARD' });
    const debit = await add({ name: 'Clip débito', kind: 'CARD', forma_pago: '28' });
    const byKind = await billedOrder(shop);
    const chosen = await billedOrder(shop);
    expect(byKind.cfdi.status).toBe('FAILED');
    const payIn = (bill: typeof byKind, method: string) =>
      pay(shop, bill.invoice_id, [{ method, amount: bill.total_amount, reference: 'clip' }]);
    expect((await payIn(byKind, clip)).statusCode).toBe(201);
    expect((await payIn(chosen, debit)).statusCode).toBe(201);
    await t.db
      .insert(garageProperty)
      .values({ groupId: shop.groupId, garageId: shop.garageId, propertyName: 'cfdi_postal_code', propertyValue: '06600' });
    for (const [bill, forma] of [
      [byKind, '04'],
      [chosen, '28'],
    ] as const) {
      const stamped = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
      expect(stamped.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PUE', forma_pago: forma });
      const xml = (await xmlOf(shop, bill.invoice_id)).body;
      expect(xml).toContain(` FormaPago="${forma}"`);
      expect(xml).toContain(' MetodoPago="PUE"');
    }
  });

  it('records FAILED with the PAC answer when the PAC refuses, and nothing else changes', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    await t.db
      .insert(garageProperty)
      .values({ groupId: shop.groupId, garageId: shop.garageId, propertyName: 'cfdi_postal_code', propertyValue: '06600' });
    const refusing = Object.assign(new SandboxStamper(t.clock, () => 'x'), {
      stamp: async () => {
        throw new PacError('CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello');
      },
    });
    const log = { warn: () => undefined } as never;
    const deps = { stamper: refusing, schema: loadCfdiSchema(''), clock: t.clock, log };
    expect(await stampInvoiceCfdi(t.db, deps, shop, bill.invoice_id, true)).toBe('FAILED');
    const [row] = await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, bill.invoice_id)));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, uuid: null, xml: null });
    expect(row!.error).toMatchObject({ key: 'cfdi.stampFailed', params: { reason: expect.stringContaining('CFDI40102') } });
  });

  it('states a summary invoice item by item, even one asked for one line per order, and stamps it', async () => {
    const shop = await mexicanShop(t);
    const scope = and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId));
    await t.db.update(customer).set({ taxNumber: 'FDS020202XY9', postalCode: '44100', taxRegime: '612' }).where(scope);
    const a = await createOrder(
      shop,
      repairOrder(shop, { services_break_up: [brakeLine(shop), brakeLine(shop, { service_name: 'Wheel alignment' })] }),
    );
    const b = await createOrder(shop);
    const res = await api(shop, 'POST', '/api/oms/summary_invoice', {
      customer_id: shop.customerId,
      from: '2026-11-01',
      to: '2026-11-30',
      by_line_items: false,
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill.invoice_type).toBe('B2B_SUMMARY_INVOICE');
    // Every item of both orders, grouped under its order: SAT needs each concept's product key and tax.
    expect(bill.lines).toHaveLength(a.lines.length + b.lines.length);
    expect(bill.lines).toHaveLength(3);
    expect(new Set(bill.lines.map((l: { package_name: string }) => l.package_name.split(' · ')[0]))).toEqual(
      new Set([a.external_order_id, b.external_order_id]),
    );
    expect(bill.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PPD', error: null });
    const xml = (await xmlOf(shop, bill.invoice_id)).body;
    expect(xml).toContain(`Total="${bill.total_amount}"`);
    expect(xml).toContain('Rfc="FDS020202XY9"');
    expect(xml.match(/<cfdi:Concepto /g)).toHaveLength(bill.lines.length);
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    // Paid later: its payment complement names it, as any PPD bill's does.
    const paid = await pay(shop, bill.invoice_id, [{ method: 'BANK_TRANSFER', amount: bill.total_amount, reference: 'SPEI 1' }]);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().cfdi).toMatchObject({ status: 'STAMPED' });
  });

  it('has no CFDI outside Mexico', async () => {
    const shop = await shopIn(t, 'SA');
    const bill = await billedOrder(shop);
    expect(bill.cfdi).toBeNull();
    expect((await xmlOf(shop, bill.invoice_id)).statusCode).toBe(404);
    expect((await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).statusCode).toBe(404);
  });
});

describe('voiding a Mexican invoice cancels its CFDI', () => {
  it('needs the SAT reason, and 01 the replacing UUID; then the CFDI is CANCELLED through the PAC', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const missing = await voidOf(shop, bill.order_id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('SAT');
    expect((await voidOf(shop, bill.order_id, '&cfdi_cancel_reason=01')).statusCode).toBe(400);
    const voided = await voidOf(shop, bill.order_id, '&cfdi_cancel_reason=02');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'VOID',
      cfdi: { status: 'CANCELLED', cancel_reason: '02', uuid: bill.cfdi.uuid },
    });
    expect(voided.json().cfdi.cancelled_at).toBe(t.clock.now().toISOString());
    // The stamped XML stays downloadable: it is the record of what SAT received.
    expect((await xmlOf(shop, bill.invoice_id)).statusCode).toBe(200);
  });

  it('cancels with reason 01 naming the CFDI that replaces it', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const res = await voidOf(shop, bill.order_id, `&cfdi_cancel_reason=01&cfdi_substitute_uuid=${uuid.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, bill.invoice_id)));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: '01', substituteUuid: uuid });
  });

  it('keeps the invoice live when the PAC does not cancel', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const refusing = Object.assign(new SandboxStamper(t.clock, () => 'x'), {
      cancel: async () => {
        throw new PacError('SAT: the receiver must accept the cancellation');
      },
    });
    const current = { groupId: shop.groupId, garageId: shop.garageId, roles: ['GARAGE_OWNER' as const] };
    const query = { order_id: bill.order_id, cancel_reason: 'wrong customer', cfdi_cancel_reason: '02' as const };
    await expect(
      t.db.transaction((tx) => voidInvoice(tx, current, query, shop.s.userId, t.clock.now(), refusing)),
    ).rejects.toMatchObject({
      key: 'cfdi.cancelFailed',
      status: 409,
    });
    const [row] = await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, bill.invoice_id)));
    expect(row!.status).toBe('STAMPED');
    expect((await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}`)).json().status).toBe('ACTIVE');
  });

  it('closes a CFDI that was never stamped without a SAT reason', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    expect(bill.cfdi.status).toBe('FAILED');
    const res = await voidOf(shop, bill.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cfdi).toMatchObject({ status: 'CANCELLED', cancel_reason: null });
  });
});

describe('the CFDI routes and tenants', () => {
  it("answers 404 for another garage's invoice and 403 without an invoice role", async () => {
    const shop = await mexicanShop(t);
    const other = await mexicanShop(t);
    const bill = await billedOrder(shop);
    expect((await xmlOf(other, bill.invoice_id)).statusCode).toBe(404);
    expect((await api(other, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).statusCode).toBe(404);
    const technician = await member(shop, ['TECHNICIAN']);
    const asTechnician = { session: technician };
    expect((await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}/cfdi/xml`, undefined, asTechnician)).statusCode).toBe(
      403,
    );
    expect((await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`, undefined, asTechnician)).statusCode).toBe(
      403,
    );
    const viewer = await member(shop, ['VIEW_INVOICE']);
    expect(
      (await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}/cfdi/xml`, undefined, { session: viewer })).statusCode,
    ).toBe(200);
    expect(
      (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`, undefined, { session: viewer })).statusCode,
    ).toBe(403);
  });
});

describe('CFDI schema validation (libxml2)', () => {
  it('refuses a CFDI without the issuer RFC or with a malformed amount, with libxml2 messages', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const xml = (await xmlOf(shop, bill.invoice_id)).body;
    const broken = xml.replace(` Rfc="${GARAGE_RFC}"`, '').replace(/ SubTotal="[^"]*"/, ' SubTotal="12.3.4"');
    const result = await validateCfdi(broken);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining("attribute 'SubTotal': '12.3.4' is not a valid value"),
        expect.stringContaining("The attribute 'Rfc' is required but missing"),
      ]),
    );
  });

  it('reads the official SAT files from CFDI_XSD_DIR when an operator provides them', () => {
    expect(() => loadCfdiSchema('/nonexistent-cfdi-dir')).toThrow('cfdv40.xsd');
    expect(loadCfdiSchema('').source).toBe('transcription');
  });
});
