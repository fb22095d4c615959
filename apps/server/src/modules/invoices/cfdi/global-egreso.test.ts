import { Money } from '@garage/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { all, pdfText } from '../../../test/pdf-text.ts';
import { api, member, type Shop } from '../../orders/test-shop.ts';
import { renderCreditNotePdf } from '../credit-note-pdf.ts';
import { loadCreditNote } from '../load-credit-note.ts';
import { loadInvoice } from '../load-invoice.ts';
import { ANA, CFDI_UUID, garageToday, mexicanShop, publicSale } from './test-cfdi-shop.ts';
import { validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const issue = async (shop: Shop) => {
  const res = await api(shop, 'POST', '/api/oms/cfdi_global', { periodicidad: '04', date: await garageToday(t, shop) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string; folio: string; total: string };
};
const preview = async (shop: Shop) =>
  (await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=04&date=${await garageToday(t, shop)}`)).json();
const globalXml = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/cfdi_global/${id}/xml`)).body;
const cancel = (shop: Shop, id: number, body: object) => api(shop, 'POST', `/api/oms/cfdi_global/${id}/cancel`, body);
const creditXml = (shop: Shop, id: number) => api(shop, 'GET', `/api/oms/order_return/${id}/cfdi/xml`);
const note = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/order_return/${id}`)).json();

/** A credit note of the bill, refunded: what `body` returns and in which method. */
async function refund(shop: Shop, invoiceId: number, body: object) {
  const res = await api(shop, 'POST', '/api/oms/order_return/credit_note', {
    invoice_id: invoiceId,
    reason: 'Devuelto',
    settlement: 'REFUND',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
/** A credit note of one unit of the bill's first line, refunded by bank transfer. */
const refundOne = (shop: Shop, bill: { invoice_id: number; lines: Array<{ line_id: number }> }) =>
  refund(shop, bill.invoice_id, { lines: [{ line_id: bill.lines[0]!.line_id, quantity: 1 }], refund_method: 'BANK_TRANSFER' });
/** A credit note of everything of the bill not yet returned, refunded in cash. */
const refundRest = (shop: Shop, bill: { invoice_id: number }) =>
  refund(shop, bill.invoice_id, { complete_ro: true, refund_method: 'CASH' });

/** The text of a credit note's A4 PDF, white space folded. */
async function creditNotePdf(shop: Shop, creditNoteId: number, invoiceId: number, language: 'en' | 'es') {
  const pdf = await renderCreditNotePdf(
    { note: (await loadCreditNote(t.db, shop, creditNoteId))!, invoice: await loadInvoice(t.db, shop, invoiceId) },
    { layout: 'A4', language },
  );
  return all((await pdfText(pdf)).pages).replace(/\s+/g, ' ');
}
const invoiceCfdi = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/invoice/${id}`)).json().cfdi;
/** The CFDI (the sale's, or an egreso of its credit notes) of a sale returned in full before a global invoice stated it. */
const creditedInFull = (invoice: string) => ({
  status: 'NOT_REQUIRED',
  uuid: null,
  error: { key: 'cfdi.creditedBeforeGlobal', params: { invoice } },
});

/** The attributes of every element of that name, in document order. */
function nodes(xml: string, name: string): Array<Record<string, string>> {
  return [...xml.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}
const one = (xml: string, name: string) => nodes(xml, name)[0]!;
/** What one Concepto (the sale of that number) states: Importe − Descuento + its Traslados. */
function conceptoTotal(xml: string, number: string): string {
  const block = [...xml.matchAll(/<cfdi:Concepto\b[\s\S]*?<\/cfdi:Concepto>/g)].find((m) =>
    m[0].includes(`NoIdentificacion="${number}"`),
  )![0];
  const c = one(block, 'cfdi:Concepto');
  const taxes = nodes(block, 'cfdi:Traslado').reduce((s, tr) => s.plus(tr.Importe ?? '0'), new Money(0));
  return new Money(c.Importe!)
    .minus(c.Descuento ?? '0')
    .plus(taxes)
    .toFixed(2);
}
const minus = (a: string, b: string) => new Money(a).minus(b).toFixed(2);

describe('the egreso of a credit note of a sale stated in a global invoice', () => {
  it('relates the global invoice (01), goes to the public with G02, one Concepto 84111506 naming the sale, schema-valid', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const global = await issue(shop);
    const credit = await refundOne(shop, bill);
    expect(credit.cfdi).toMatchObject({
      kind: 'E',
      status: 'STAMPED',
      forma_pago: '03',
      sandbox: true,
      global_invoice: { folio: 'FG-1', uuid: global.uuid },
    });
    expect(credit.cfdi.uuid).toMatch(CFDI_UUID);

    const xml = (await creditXml(shop, credit.credit_note_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    const [serie, folio] = [
      credit.credit_number.slice(0, credit.credit_number.lastIndexOf('/')),
      credit.credit_number.split('/').at(-1),
    ];
    expect(one(xml, 'cfdi:Comprobante')).toMatchObject({
      TipoDeComprobante: 'E',
      MetodoPago: 'PUE',
      FormaPago: '03',
      Total: credit.total_amount,
      Serie: serie,
      Folio: folio,
      LugarExpedicion: '06600',
    });
    expect(one(xml, 'cfdi:CfdiRelacionados')).toEqual({ TipoRelacion: '01' });
    expect(nodes(xml, 'cfdi:CfdiRelacionado')).toEqual([{ UUID: global.uuid }]);
    expect(one(xml, 'cfdi:Receptor')).toEqual({
      Rfc: 'XAXX010101000',
      Nombre: 'PUBLICO EN GENERAL',
      DomicilioFiscalReceptor: '06600',
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'G02',
    });
    // SAT's guide shows the egreso without InformacionGlobal: that node describes the global invoice itself.
    expect(xml).not.toContain('InformacionGlobal');
    const conceptos = nodes(xml, 'cfdi:Concepto');
    expect(conceptos).toHaveLength(1);
    expect(conceptos[0]).toMatchObject({
      ClaveProdServ: '84111506',
      NoIdentificacion: bill.invoice_number,
      Cantidad: '1',
      ClaveUnidad: 'ACT',
      ObjetoImp: '02',
    });
    const taxes = nodes(xml, 'cfdi:Impuestos').at(-1)!.TotalImpuestosTrasladados!;
    expect(taxes).toBe(credit.tax_total);
    // The global invoice was issued before the credit: it still states the whole sale.
    expect(global.total).toBe(bill.total_amount);

    // Its PDF names the global invoice it relates.
    const text = await creditNotePdf(shop, credit.credit_note_id, bill.invoice_id, 'en');
    expect(text).toContain(`Related to global invoice FG-1, folio fiscal ${global.uuid}`);
    expect(text).toContain(credit.cfdi.uuid);

    // SAT cancels no CFDI while a CFDI related to it is valid: the global invoice cannot be cancelled now.
    const refused = await cancel(shop, global.id, { reason: '02' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`credit notes ${credit.credit_number} have CFDIs (egresos) related to it`);
    const es = await api(
      shop,
      'POST',
      `/api/oms/cfdi_global/${global.id}/cancel`,
      { reason: '02' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(es.json().message).toContain('no se puede cancelar');
  });

  it('answers 404 to another garage and 403 without the role for its XML and retry', async () => {
    const shop = await mexicanShop(t);
    const other = await mexicanShop(t);
    const bill = await publicSale(shop);
    await issue(shop);
    const credit = await refundOne(shop, bill);
    const xmlPath = `/api/oms/order_return/${credit.credit_note_id}/cfdi/xml`;
    const stampPath = `/api/oms/order_return/${credit.credit_note_id}/cfdi/stamp`;
    expect((await api(other, 'GET', xmlPath)).statusCode).toBe(404);
    expect((await api(other, 'POST', stampPath)).statusCode).toBe(404);
    const technician = { session: await member(shop, ['TECHNICIAN']) };
    expect((await api(shop, 'GET', xmlPath, undefined, technician)).statusCode).toBe(403);
    expect((await api(shop, 'POST', stampPath, undefined, technician)).statusCode).toBe(403);
    const viewer = { session: await member(shop, ['VIEW_INVOICE']) };
    expect((await api(shop, 'GET', xmlPath, undefined, viewer)).statusCode).toBe(200);
    expect((await api(shop, 'POST', stampPath, undefined, viewer)).statusCode).toBe(403);
    // Stamped already: a retry is 409.
    expect((await api(shop, 'POST', stampPath)).statusCode).toBe(409);
  });
});

describe('a credit note of a sale still left for the global invoice', () => {
  it('waits; the global invoice states the sale less the credit and the egreso is not required', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const whole = await publicSale(shop);
    const credit = await refundOne(shop, bill);
    expect(credit.cfdi).toMatchObject({ status: 'PENDING', uuid: null, error: { key: 'cfdi.waitingGlobal' } });
    // Credited in part, the sale still waits for the global invoice.
    expect((await invoiceCfdi(shop, bill.invoice_id)).status).toBe('GLOBAL');
    // A sale credited in full is left out: nothing of it is left to state, and its egreso is not required.
    const fully = await refundRest(shop, whole);
    expect(fully.cfdi).toMatchObject(creditedInFull(whole.invoice_number));

    const net = minus(bill.total_amount, credit.total_amount);
    const p = await preview(shop);
    expect(p.bills).toEqual([expect.objectContaining({ invoice_id: bill.invoice_id, total_amount: net })]);
    const global = await issue(shop);
    expect(global.total).toBe(net);
    const xml = await globalXml(shop, global.id);
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(one(xml, 'cfdi:Comprobante').Total).toBe(net);
    expect(nodes(xml, 'cfdi:Concepto')).toEqual([expect.objectContaining({ NoIdentificacion: bill.invoice_number })]);

    const after = await note(shop, credit.credit_note_id);
    expect(after.cfdi).toMatchObject({
      status: 'NOT_REQUIRED',
      uuid: null,
      error: { key: 'cfdi.statedInGlobal', params: { folio: 'FG-1' } },
    });
    expect(await creditNotePdf(shop, credit.credit_note_id, bill.invoice_id, 'es')).toContain(
      'No requiere egreso: la factura global FG-1 incluye la venta descontando este abono',
    );
  });

  it('after a 02 cancellation waits again, and is stamped relating the sale’s own CFDI when the sale gets one', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const credit = await refundOne(shop, bill);
    const global = await issue(shop);
    // No egreso relates FG-1 (the credit is in its figures): it can be cancelled.
    expect((await cancel(shop, global.id, { reason: '02' })).statusCode).toBe(200);
    expect((await note(shop, credit.credit_note_id)).cfdi).toMatchObject({
      status: 'PENDING',
      error: { key: 'cfdi.waitingGlobal' },
    });

    // The customer comes back for an invoice: the sale's own CFDI states the whole sale, the egreso the credit.
    const own = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(own.cfdi.status).toBe('STAMPED');
    const after = await note(shop, credit.credit_note_id);
    expect(after.cfdi).toMatchObject({ status: 'STAMPED', global_invoice: null });
    const xml = (await creditXml(shop, credit.credit_note_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(nodes(xml, 'cfdi:CfdiRelacionado')).toEqual([{ UUID: own.cfdi.uuid }]);
    expect(one(xml, 'cfdi:Comprobante')).toMatchObject({ TipoDeComprobante: 'E', Total: credit.total_amount });
  });

  it('is never orphaned by a void: a sale freed by a 02 with a credit note cannot be voided, and the next global invoice settles its egreso', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const credit = await refundOne(shop, bill);
    const first = await issue(shop);
    expect((await cancel(shop, first.id, { reason: '02' })).statusCode).toBe(200);
    expect((await note(shop, credit.credit_note_id)).cfdi).toMatchObject({
      status: 'PENDING',
      error: { key: 'cfdi.waitingGlobal' },
    });

    // A credit note stands in the way of a void (credit notes are never voided): the sale stays live, so its egreso
    // has something to wait for — the next global invoice, or the sale's own CFDI.
    const voided = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${bill.order_id}&cancel_reason=wrong`);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toContain('refund them before voiding it');
    expect((await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}`)).json()).toMatchObject({
      status: 'ACTIVE',
      cfdi: { status: 'GLOBAL' },
    });

    const second = await issue(shop);
    expect(second.total).toBe(minus(bill.total_amount, credit.total_amount));
    expect((await note(shop, credit.credit_note_id)).cfdi).toMatchObject({
      status: 'NOT_REQUIRED',
      error: { key: 'cfdi.statedInGlobal', params: { folio: `FG-${second.folio}` } },
    });
  });

  it('after a 04 cancellation is stamped relating the sale’s own CFDI to the named customer; the substitute states the rest net', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const rest = await publicSale(shop);
    const credit = await refundOne(shop, bill);
    const restCredit = await refundOne(shop, rest);
    const global = await issue(shop);
    const res = await cancel(shop, global.id, { reason: '04', invoice_id: bill.invoice_id, receptor: ANA });
    expect(res.statusCode).toBe(200);
    const { substitute } = res.json();
    expect(substitute.total).toBe(minus(rest.total_amount, restCredit.total_amount));
    expect(await validateCfdi(await globalXml(shop, substitute.id))).toEqual({ valid: true, errors: [] });

    const named = (await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}`)).json();
    const after = await note(shop, credit.credit_note_id);
    expect(after.cfdi).toMatchObject({ status: 'STAMPED', global_invoice: null });
    const xml = (await creditXml(shop, credit.credit_note_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(nodes(xml, 'cfdi:CfdiRelacionado')).toEqual([{ UUID: named.cfdi.uuid }]);
    expect(one(xml, 'cfdi:Receptor')).toMatchObject({ Rfc: ANA.rfc, RegimenFiscalReceptor: '612', UsoCFDI: 'G02' });
    // The other sale's credit is in the substitute's figures.
    expect((await note(shop, restCredit.credit_note_id)).cfdi).toMatchObject({
      status: 'NOT_REQUIRED',
      error: { params: { folio: `FG-${substitute.folio}` } },
    });
  });
});

describe('a public sale credited in full before a global invoice states it', () => {
  it('needs no egreso for any of its credit notes nor a CFDI of its own, and no global invoice states it', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const other = await publicSale(shop);
    const first = await refundOne(shop, bill);
    expect(first.cfdi).toMatchObject({ status: 'PENDING', error: { key: 'cfdi.waitingGlobal' } });
    // The second credit note takes back the rest: both egresos and the sale's own CFDI row stop waiting.
    const rest = await refundRest(shop, bill);
    expect(rest.cfdi).toMatchObject(creditedInFull(bill.invoice_number));
    expect((await note(shop, first.credit_note_id)).cfdi).toMatchObject(creditedInFull(bill.invoice_number));
    expect(await invoiceCfdi(shop, bill.invoice_id)).toMatchObject(creditedInFull(bill.invoice_number));

    // Nothing to stamp: not the egresos, not the sale (there is no sale left to invoice).
    expect((await api(shop, 'POST', `/api/oms/order_return/${first.credit_note_id}/cfdi/stamp`)).statusCode).toBe(409);
    const own = await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`, undefined, {
      headers: { 'accept-language': 'es' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain(`la factura ${bill.invoice_number} se devolvió por completo`);

    // The global invoice states the other sale only, and leaves the egresos as they are.
    expect((await preview(shop)).bills).toEqual([expect.objectContaining({ invoice_id: other.invoice_id })]);
    const global = await issue(shop);
    expect(global.total).toBe(other.total_amount);
    expect(nodes(await globalXml(shop, global.id), 'cfdi:Concepto')).toEqual([
      expect.objectContaining({ NoIdentificacion: other.invoice_number }),
    ]);
    for (const credit of [first, rest])
      expect((await note(shop, credit.credit_note_id)).cfdi).toMatchObject(creditedInFull(bill.invoice_number));

    expect(await creditNotePdf(shop, rest.credit_note_id, bill.invoice_id, 'en')).toContain(
      `No egreso needed: invoice ${bill.invoice_number} was returned in full before a global invoice stated it`,
    );
  });

  it('freed by a 02, ends its wait when the rest is credited; credited while stated, its egreso relates the global invoice', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const stated = await publicSale(shop);
    const first = await refundOne(shop, bill);
    const global = await issue(shop);
    expect(global.total).toBe(new Money(minus(bill.total_amount, first.total_amount)).plus(stated.total_amount).toFixed(2));
    expect((await cancel(shop, global.id, { reason: '02' })).statusCode).toBe(200);
    expect((await note(shop, first.credit_note_id)).cfdi).toMatchObject({
      status: 'PENDING',
      error: { key: 'cfdi.waitingGlobal' },
    });

    const rest = await refundRest(shop, bill);
    for (const credit of [first, rest])
      expect((await note(shop, credit.credit_note_id)).cfdi).toMatchObject(creditedInFull(bill.invoice_number));
    expect(await invoiceCfdi(shop, bill.invoice_id)).toMatchObject(creditedInFull(bill.invoice_number));
    const next = await issue(shop);
    expect(next.total).toBe(stated.total_amount);

    // The other order cannot leave egresos waiting: the rest credited while a global invoice states the sale is an
    // egreso relating that global invoice, which then cannot be cancelled (SAT).
    const stillStated = await refundRest(shop, stated);
    expect(stillStated.cfdi).toMatchObject({ status: 'STAMPED', global_invoice: { folio: `FG-${next.folio}` } });
    expect((await cancel(shop, next.id, { reason: '02' })).statusCode).toBe(409);
  });

  it('settles, when a global invoice is issued, the egresos of a sale of its period left waiting before this rule', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const other = await publicSale(shop);
    const first = await refundOne(shop, bill);
    await refundRest(shop, bill);
    // As rows written before a credit in full ended the wait looked: the sale GLOBAL, its egresos waiting.
    await t.db.execute(sql`update invoice_cfdi set status = 'GLOBAL', error = null where invoice_id = ${bill.invoice_id}`);
    await t.db.execute(
      sql`update document_cfdi set status = 'PENDING', error = ${JSON.stringify({
        key: 'cfdi.waitingGlobal',
        params: { invoice: bill.invoice_number },
        detail: null,
      })}::jsonb where docs @> ${JSON.stringify([{ invoice_id: bill.invoice_id }])}::jsonb`,
    );

    const global = await issue(shop);
    expect(global.total).toBe(other.total_amount);
    expect((await note(shop, first.credit_note_id)).cfdi).toMatchObject(creditedInFull(bill.invoice_number));
    expect(await invoiceCfdi(shop, bill.invoice_id)).toMatchObject(creditedInFull(bill.invoice_number));
  });

  it('settles the egresos a 02 reopens when the sale it frees is credited in full by then', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const first = await refundOne(shop, bill);
    const global = await issue(shop);
    // No request reaches this today (the rest credited while FG-1 states the sale is an egreso relating FG-1, which
    // refuses the 02): the rest of the sale is taken back in the figures only, to reach the 02 with it.
    await t.db.execute(sql`update invoice set credited_amount = grand_total where id = ${bill.invoice_id}`);
    expect((await cancel(shop, global.id, { reason: '02' })).statusCode).toBe(200);
    expect((await note(shop, first.credit_note_id)).cfdi).toMatchObject(creditedInFull(bill.invoice_number));
    expect(await invoiceCfdi(shop, bill.invoice_id)).toMatchObject(creditedInFull(bill.invoice_number));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a credit note and a global invoice of the same sale at once (PostgreSQL)', () => {
  it('either states the sale net (egreso not required) or whole (egreso relating the global invoice), never in between', async () => {
    const shop = await mexicanShop(t);
    const bill = await publicSale(shop);
    const other = await publicSale(shop);
    const [credited, global] = await Promise.all([
      refundOne(shop, bill),
      api(shop, 'POST', '/api/oms/cfdi_global', { periodicidad: '04', date: await garageToday(t, shop) }),
    ]);
    expect(global.statusCode).toBe(201);
    const issued = global.json();
    const xml = await globalXml(shop, issued.id);
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    // The other sale is stated whole either way.
    expect(conceptoTotal(xml, other.invoice_number)).toBe(other.total_amount);
    const credit = await note(shop, credited.credit_note_id);
    const statedNet = credit.cfdi.status === 'NOT_REQUIRED';
    const stated = statedNet ? minus(bill.total_amount, credit.total_amount) : bill.total_amount;
    const total = new Money(stated).plus(other.total_amount).toFixed(2);
    // The answer, the list and the XML say the same.
    expect(issued.total).toBe(total);
    expect(issued.bills).toEqual([
      expect.objectContaining({ invoice_id: bill.invoice_id, total_amount: stated }),
      expect.objectContaining({ invoice_id: other.invoice_id, total_amount: other.total_amount }),
    ]);
    expect(one(xml, 'cfdi:Comprobante').Total).toBe(total);
    expect(conceptoTotal(xml, bill.invoice_number)).toBe(stated);
    if (statedNet) {
      // The global invoice came second: it states the sale less the credit, and the egreso is not required.
      expect(credit.cfdi).toMatchObject({
        status: 'NOT_REQUIRED',
        uuid: null,
        global_invoice: null,
        error: { key: 'cfdi.statedInGlobal', params: { folio: `FG-${issued.folio}` } },
      });
      // The credit note answered as it stood then: waiting for the global invoice, or already not required.
      expect(['PENDING', 'NOT_REQUIRED']).toContain(credited.cfdi.status);
    } else {
      // The credit note came second: the global invoice states the whole sale, the egreso relates it.
      expect(credit.cfdi).toMatchObject({
        status: 'STAMPED',
        global_invoice: { folio: `FG-${issued.folio}`, uuid: issued.uuid },
      });
      const egreso = (await creditXml(shop, credited.credit_note_id)).body;
      expect(await validateCfdi(egreso)).toEqual({ valid: true, errors: [] });
      expect(nodes(egreso, 'cfdi:CfdiRelacionado')).toEqual([{ UUID: issued.uuid }]);
      expect(one(egreso, 'cfdi:Comprobante')).toMatchObject({ TipoDeComprobante: 'E', Total: credit.total_amount });
    }
  });
});
