import { Money, tfdCadenaOriginal } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCfdi, garageProperty } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { all, pdfText } from '../../../test/pdf-text.ts';
import { api, member, type Shop, shopIn } from '../../orders/test-shop.ts';
import { renderCreditNotePdf } from '../credit-note-pdf.ts';
import { loadCreditNote } from '../load-credit-note.ts';
import { loadInvoice } from '../load-invoice.ts';
import { loadReceiptDocument } from '../load-receipt-document.ts';
import { renderReceiptPdf } from '../receipt-pdf.ts';
import { billedOrder, getInvoice, pay } from '../test-bills.ts';
import { PacError, SandboxStamper } from './cfdi-stamper.ts';
import { stampDocumentCfdi } from './stamp-document-cfdi.ts';
import { CFDI_UUID, mexicanShop } from './test-cfdi-shop.ts';
import { loadCfdiSchema, validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setPostalCode = (shop: Shop) =>
  t.db
    .insert(garageProperty)
    .values({ groupId: shop.groupId, garageId: shop.garageId, propertyName: 'cfdi_postal_code', propertyValue: '06600' });

/** The attributes of every element of that name, in document order. */
function nodes(xml: string, name: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const m of xml.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'g'))) {
    out.push(Object.fromEntries([...m[1]!.matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
  }
  return out;
}
const one = (xml: string, name: string) => nodes(xml, name)[0]!;
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Money(0)).toFixed(2);

/** A payment method of the garage's own (decision 050), as the master answers it. */
async function method(shop: Shop, body: object): Promise<{ code: string; forma_pago: string | null }> {
  const res = await api(shop, 'POST', '/api/oms/payment_method', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const receiptXml = (shop: Shop, receiptId: number) => api(shop, 'GET', `/api/oms/payment/${receiptId}/cfdi/xml`);
const creditXml = (shop: Shop, id: number) => api(shop, 'GET', `/api/oms/order_return/${id}/cfdi/xml`);
const credit = (shop: Shop, body: object) => api(shop, 'POST', '/api/oms/order_return/credit_note', body);
const rowOf = async (shop: Shop, receiptId: number) =>
  (
    await t.db
      .select()
      .from(documentCfdi)
      .where(and(eq(documentCfdi.groupId, shop.groupId), eq(documentCfdi.receiptId, receiptId)))
  )[0];

describe('payment complement (REP, Pagos 2.0) of a PPD invoice', () => {
  it('is stamped for each payment, with the parcialidad, balances and taxes adding up over two partial payments', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    expect(bill.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PPD' });
    const invoiceXml = (await api(shop, 'GET', `/api/oms/invoice/${bill.invoice_id}/cfdi/xml`)).body;
    const invoiceTax = nodes(invoiceXml, 'cfdi:Traslado').at(-1)!;
    const total = new Money(bill.total_amount);
    const first = new Money('100.00');

    const res1 = await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: first.toFixed(2) }]);
    expect(res1.statusCode).toBe(201);
    const r1 = res1.json();
    expect(r1.cfdi).toMatchObject({ kind: 'P', status: 'STAMPED', sandbox: true, forma_pago: '01', error: null });
    expect(r1.cfdi.uuid).toMatch(CFDI_UUID);
    const dl = await receiptXml(shop, r1.receipt_id);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toContain('application/xml');
    expect(dl.headers['content-disposition']).toContain(`-${r1.cfdi.uuid}.xml`);
    const xml1 = dl.body;
    expect(await validateCfdi(xml1)).toEqual({ valid: true, errors: [] });
    expect(one(xml1, 'cfdi:Comprobante')).toMatchObject({
      SubTotal: '0',
      Total: '0',
      Moneda: 'XXX',
      TipoDeComprobante: 'P',
      Exportacion: '01',
      LugarExpedicion: '06600',
    });
    expect(one(xml1, 'cfdi:Comprobante').FormaPago).toBeUndefined();
    expect(one(xml1, 'cfdi:Comprobante').MetodoPago).toBeUndefined();
    expect(one(xml1, 'cfdi:Receptor')).toMatchObject({ Rfc: 'XAXX010101000', UsoCFDI: 'CP01' });
    expect(nodes(xml1, 'cfdi:Concepto')).toEqual([
      {
        ClaveProdServ: '84111506',
        Cantidad: '1',
        ClaveUnidad: 'ACT',
        Descripcion: 'Pago',
        ValorUnitario: '0',
        Importe: '0',
        ObjetoImp: '01',
      },
    ]);
    expect(one(xml1, 'pago20:Pago')).toMatchObject({ FormaDePagoP: '01', MonedaP: 'MXN', Monto: '100.00' });
    const d1 = one(xml1, 'pago20:DoctoRelacionado');
    expect(d1).toMatchObject({
      IdDocumento: bill.cfdi.uuid,
      Serie: 'INV/2026',
      Folio: '00001',
      MonedaDR: 'MXN',
      EquivalenciaDR: '1',
      NumParcialidad: '1',
      ImpSaldoAnt: total.toFixed(2),
      ImpPagado: '100.00',
      ImpSaldoInsoluto: total.minus(first).toFixed(2),
      ObjetoImpDR: '02',
    });
    const t1 = one(xml1, 'pago20:TrasladoDR');
    expect(t1).toMatchObject({ ImpuestoDR: '002', TipoFactorDR: 'Tasa', TasaOCuotaDR: invoiceTax.TasaOCuota });
    // The Pago's taxes are its documents' taxes; the totals those of IVA 16 %.
    expect(one(xml1, 'pago20:TrasladoP')).toMatchObject({ BaseP: t1.BaseDR, ImporteP: t1.ImporteDR, ImpuestoP: '002' });
    expect(one(xml1, 'pago20:Totales')).toMatchObject({
      MontoTotalPagos: '100.00',
      TotalTrasladosBaseIVA16: t1.BaseDR,
      TotalTrasladosImpuestoIVA16: t1.ImporteDR,
    });
    expect(one(xml1, 'tfd:TimbreFiscalDigital')).toMatchObject({ UUID: r1.cfdi.uuid, Leyenda: 'SANDBOX — sin validez fiscal' });
    // One Complemento holds both the payments and the stamp.
    expect(xml1.match(/<cfdi:Complemento>/g)).toHaveLength(1);

    const rest = total.minus(first).toFixed(2);
    const r2 = (await pay(shop, bill.invoice_id, [{ method: 'BANK_TRANSFER', amount: rest }])).json();
    expect(r2.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '03' });
    const xml2 = (await receiptXml(shop, r2.receipt_id)).body;
    expect(await validateCfdi(xml2)).toEqual({ valid: true, errors: [] });
    expect(one(xml2, 'pago20:DoctoRelacionado')).toMatchObject({
      IdDocumento: bill.cfdi.uuid,
      NumParcialidad: '2',
      ImpSaldoAnt: rest,
      ImpPagado: rest,
      ImpSaldoInsoluto: '0.00',
    });
    const t2 = one(xml2, 'pago20:TrasladoDR');
    // Paid in full: the two payments' shares of the base and of the tax add up exactly to the invoice's.
    expect(sum([t1.BaseDR!, t2.BaseDR!])).toBe(invoiceTax.Base);
    expect(sum([t1.ImporteDR!, t2.ImporteDR!])).toBe(invoiceTax.Importe);
    expect(sum([d1.ImpPagado!, rest])).toBe(bill.total_amount);
  });

  it('states one Pago per payment form and one document per invoice when dues are cleared at once', async () => {
    const shop = await mexicanShop(t);
    const a = await billedOrder(shop);
    const b = await billedOrder(shop);
    const both = new Money(a.total_amount).plus(b.total_amount);
    const cash = new Money('50.00');
    const res = await api(shop, 'POST', '/api/oms/payment/v2', {
      customer_id: shop.customerId,
      payments: [
        { method: 'CASH', amount: cash.toFixed(2) },
        { method: 'DEBIT_CARD', amount: both.minus(cash).toFixed(2) },
      ],
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '01,28' });
    const xml = (await receiptXml(shop, receipt.receipt_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    const pagos = nodes(xml, 'pago20:Pago');
    expect(pagos.map((p) => [p.FormaDePagoP, p.Monto])).toEqual([
      ['01', '50.00'],
      ['28', both.minus(cash).toFixed(2)],
    ]);
    const docs = nodes(xml, 'pago20:DoctoRelacionado');
    // Cash went to the oldest bill; the card paid the rest of it (its second parcialidad) and the other bill.
    expect(docs.map((d) => [d.IdDocumento, d.NumParcialidad, d.ImpSaldoAnt, d.ImpPagado, d.ImpSaldoInsoluto])).toEqual([
      [a.cfdi.uuid, '1', a.total_amount, '50.00', new Money(a.total_amount).minus(cash).toFixed(2)],
      [
        a.cfdi.uuid,
        '2',
        new Money(a.total_amount).minus(cash).toFixed(2),
        new Money(a.total_amount).minus(cash).toFixed(2),
        '0.00',
      ],
      [b.cfdi.uuid, '1', b.total_amount, b.total_amount, '0.00'],
    ]);
    expect(one(xml, 'pago20:Totales').MontoTotalPagos).toBe(both.toFixed(2));
  });

  it('waits while the invoice is not stamped, and is stamped when the invoice is', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    expect(bill.cfdi.status).toBe('FAILED');
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '10.00' }])).json();
    expect(receipt.cfdi).toMatchObject({
      status: 'PENDING',
      uuid: null,
      error: { key: 'cfdi.waitingInvoice', params: { invoice: bill.invoice_number } },
    });
    expect((await receiptXml(shop, receipt.receipt_id)).statusCode).toBe(409);
    // Its own retry still waits.
    const early = await api(shop, 'POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`);
    expect(early.statusCode).toBe(200);
    expect(early.json().cfdi.status).toBe('PENDING');

    await setPostalCode(shop);
    const stamped = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(stamped.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PPD' });
    const after = (await api(shop, 'GET', `/api/oms/payment/${receipt.receipt_id}`)).json();
    expect(after.cfdi).toMatchObject({ status: 'STAMPED', error: null });
    const xml = (await receiptXml(shop, receipt.receipt_id)).body;
    expect(one(xml, 'pago20:DoctoRelacionado')).toMatchObject({
      IdDocumento: stamped.cfdi.uuid,
      NumParcialidad: '1',
      ImpSaldoAnt: bill.total_amount,
      ImpPagado: '10.00',
    });
  });

  it('is not required when the invoice, paid before it was stamped, is stamped PUE', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: bill.total_amount }])).json();
    expect(receipt.cfdi.status).toBe('PENDING');
    await setPostalCode(shop);
    const stamped = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(stamped.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PUE', forma_pago: '01' });
    const after = (await api(shop, 'GET', `/api/oms/payment/${receipt.receipt_id}`)).json();
    expect(after.cfdi).toMatchObject({ status: 'NOT_REQUIRED', uuid: null });
    expect((await api(shop, 'POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`)).statusCode).toBe(409);
  });

  it('opens no REP for a payment of an invoice stamped PUE', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '1.00' }]);
    await setPostalCode(shop);
    // Paid in part before it is stamped: PPD, and the earlier payment gets its REP with it.
    const stamped = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(stamped.cfdi.metodo_pago).toBe('PPD');
    const other = await billedOrder(shop);
    expect(other.cfdi.metodo_pago).toBe('PPD');
    const rows = await t.db.select().from(documentCfdi).where(eq(documentCfdi.groupId, shop.groupId));
    expect(rows.map((r) => r.status)).toEqual(['STAMPED']);
  });

  it('keeps the payment when stamping fails, says why, and stamps on retry', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '20.00' }])).json();
    // As after a crash between the commit and the stamp: the REP is PENDING, then the PAC refuses it.
    await t.db
      .update(documentCfdi)
      .set({ status: 'PENDING', uuid: null, xml: null, stampedAt: null })
      .where(and(eq(documentCfdi.groupId, shop.groupId), eq(documentCfdi.receiptId, receipt.receipt_id)));
    const refusing = Object.assign(new SandboxStamper(t.clock, () => 'x'), {
      stamp: async () => {
        throw new PacError('CRP20101 - El campo ImpSaldoAnt no es correcto');
      },
    });
    const deps = { stamper: refusing, schema: loadCfdiSchema(''), clock: t.clock, log: { warn: () => undefined } as never };
    expect(await stampDocumentCfdi(t.db, deps, shop, { receiptId: receipt.receipt_id })).toBe('FAILED');
    expect(await rowOf(shop, receipt.receipt_id)).toMatchObject({ status: 'FAILED', attempts: 2, uuid: null });
    const failed = (await api(shop, 'GET', `/api/oms/payment/${receipt.receipt_id}`)).json();
    expect(failed.cfdi.error).toMatchObject({ key: 'cfdi.stampFailed', params: { reason: expect.stringContaining('CRP20101') } });
    expect((await getInvoice(shop, bill.invoice_id)).paid_amount).toBe('20.00');

    const retried = await api(shop, 'POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().cfdi).toMatchObject({ status: 'STAMPED', error: null });
    expect((await api(shop, 'POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`)).statusCode).toBe(409);
  });

  it('states a method of the garage’s own in its kind’s form: "Terminal Clip" (CARD) is 04', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    expect(bill.cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PPD' });
    const made = await method(shop, { name: 'Terminal Clip', kind: 'CARD' });
    const receipt = (await pay(shop, bill.invoice_id, [{ method: made.code, amount: '5.00', reference: 'clip-1' }])).json();
    expect(receipt.cfdi).toMatchObject({ kind: 'P', status: 'STAMPED', forma_pago: '04', error: null });
    const xml = (await receiptXml(shop, receipt.receipt_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(one(xml, 'pago20:Pago')).toMatchObject({ FormaDePagoP: '04', Monto: '5.00' });
  });

  it('states the form the owner chose, and one Pago per form beside a built-in of another', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const debit = await method(shop, { name: 'Terminal Clip', kind: 'CARD', forma_pago: '28' });
    const vale = await method(shop, { name: 'Vales', kind: 'CASH', forma_pago: '08' });
    const receipt = (
      await pay(shop, bill.invoice_id, [
        { method: debit.code, amount: '5.00', reference: 'clip-2' },
        { method: vale.code, amount: '3.00' },
        { method: 'DEBIT_CARD', amount: '2.00', reference: 'tpv-1' },
      ])
    ).json();
    expect(receipt.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '28,08' });
    const xml = (await receiptXml(shop, receipt.receipt_id)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    // The Clip and the built-in debit card are one form: one Pago of their sum, one parcialidad.
    expect(nodes(xml, 'pago20:Pago').map((p) => [p.FormaDePagoP, p.Monto])).toEqual([
      ['28', '7.00'],
      ['08', '3.00'],
    ]);
    expect(nodes(xml, 'pago20:DoctoRelacionado').map((d) => d.NumParcialidad)).toEqual(['1', '2']);
  });

  it('states the form a method has when it is stamped: a form fixed before a retry is the one stated', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    const clip = await method(shop, { name: 'Terminal Clip', kind: 'CARD' });
    const receipt = (await pay(shop, bill.invoice_id, [{ method: clip.code, amount: '5.00', reference: 'c' }])).json();
    expect(receipt.cfdi.status).toBe('PENDING');
    const changed = await api(shop, 'PUT', `/api/oms/payment_method/${clip.code}`, {
      name: 'Terminal Clip',
      active: true,
      forma_pago: '28',
    });
    expect(changed.statusCode).toBe(200);
    await setPostalCode(shop);
    expect((await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json().cfdi.status).toBe('STAMPED');
    const after = (await api(shop, 'GET', `/api/oms/payment/${receipt.receipt_id}`)).json();
    expect(after.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '28' });
  });

  it('exists only in Mexico', async () => {
    const shop = await shopIn(t, 'SA');
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '1.00' }])).json();
    expect(receipt.cfdi).toBeNull();
    expect((await receiptXml(shop, receipt.receipt_id)).statusCode).toBe(404);
    expect((await api(shop, 'POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`)).statusCode).toBe(404);
    const note = (await credit(shop, { invoice_id: bill.invoice_id, complete_ro: true, reason: 'r' })).json();
    expect(note.cfdi).toBeNull();
    expect((await creditXml(shop, note.credit_note_id)).statusCode).toBe(404);
    expect(await t.db.select().from(documentCfdi).where(eq(documentCfdi.groupId, shop.groupId))).toEqual([]);
  });
});

describe('CFDI egreso (E) of a credit note', () => {
  it('relates the invoice, states the returned lines and is stamped after the credit note commits', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const line = bill.lines[0];
    const res = await credit(shop, {
      invoice_id: bill.invoice_id,
      lines: [{ line_id: line.line_id, quantity: 1 }],
      reason: 'Devuelto',
    });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note.cfdi).toMatchObject({ kind: 'E', status: 'STAMPED', sandbox: true, forma_pago: '15' });
    const dl = await creditXml(shop, note.credit_note_id);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain(`-${note.cfdi.uuid}.xml`);
    const xml = dl.body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(one(xml, 'cfdi:Comprobante')).toMatchObject({
      TipoDeComprobante: 'E',
      MetodoPago: 'PUE',
      FormaPago: '15',
      Moneda: 'MXN',
      Total: note.total_amount,
      Serie: 'CN/2026',
      Folio: '00001',
    });
    expect(one(xml, 'cfdi:CfdiRelacionados')).toEqual({ TipoRelacion: '01' });
    expect(one(xml, 'cfdi:CfdiRelacionado')).toEqual({ UUID: bill.cfdi.uuid });
    expect(one(xml, 'cfdi:Receptor').UsoCFDI).toBe('S01');
    const conceptos = nodes(xml, 'cfdi:Concepto');
    expect(conceptos).toHaveLength(1);
    expect(conceptos[0]).toMatchObject({ Cantidad: '1', ObjetoImp: '02' });
    // The Conceptos add up to the credit note: SubTotal − Descuento + taxes = Total.
    const c = one(xml, 'cfdi:Comprobante');
    // The Comprobante's Impuestos is the last one (each Concepto has its own before it).
    const taxes = nodes(xml, 'cfdi:Impuestos').at(-1)!.TotalImpuestosTrasladados!;
    expect(
      new Money(c.SubTotal!)
        .minus(c.Descuento ?? 0)
        .plus(taxes)
        .toFixed(2),
    ).toBe(note.total_amount);
    expect(taxes).toBe(note.tax_total);
  });

  it('states the refund’s form when money went back', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: bill.total_amount }]);
    const note = (
      await credit(shop, {
        invoice_id: bill.invoice_id,
        complete_ro: true,
        reason: 'Cancelled',
        settlement: 'REFUND',
        refund_method: 'BANK_TRANSFER',
      })
    ).json();
    expect(note.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '03' });
    const xml = (await creditXml(shop, note.credit_note_id)).body;
    expect(one(xml, 'cfdi:Comprobante')).toMatchObject({ FormaPago: '03', Total: bill.total_amount });
  });

  it('states the form of a method of the garage’s own the refund went back in', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const spei = await method(shop, { name: 'SPEI Banorte', kind: 'BANK' });
    await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: bill.total_amount }]);
    const note = (
      await credit(shop, {
        invoice_id: bill.invoice_id,
        complete_ro: true,
        reason: 'Cancelled',
        settlement: 'REFUND',
        refund_method: spei.code,
      })
    ).json();
    expect(note.cfdi).toMatchObject({ status: 'STAMPED', forma_pago: '03' });
    const xml = (await creditXml(shop, note.credit_note_id)).body;
    expect(one(xml, 'cfdi:Comprobante')).toMatchObject({ FormaPago: '03', TipoDeComprobante: 'E' });
  });

  it('waits for the invoice’s CFDI and is stamped with it', async () => {
    const shop = await mexicanShop(t, {});
    const bill = await billedOrder(shop);
    const note = (await credit(shop, { invoice_id: bill.invoice_id, complete_ro: true, reason: 'r' })).json();
    expect(note.cfdi).toMatchObject({ status: 'PENDING', error: { key: 'cfdi.waitingInvoice' } });
    expect((await creditXml(shop, note.credit_note_id)).statusCode).toBe(409);
    await setPostalCode(shop);
    // The invoice is credited in full before it is stamped: nothing was paid, so it is PPD.
    const stamped = (await api(shop, 'POST', `/api/oms/invoice/${bill.invoice_id}/cfdi/stamp`)).json();
    expect(stamped.cfdi.status).toBe('STAMPED');
    const after = (await api(shop, 'GET', `/api/oms/order_return/${note.credit_note_id}`)).json();
    expect(after.cfdi).toMatchObject({ status: 'STAMPED' });
    expect(one((await creditXml(shop, note.credit_note_id)).body, 'cfdi:CfdiRelacionado').UUID).toBe(stamped.cfdi.uuid);
  });
});

describe('the REP and egreso on the PDFs', () => {
  it('prints the folio fiscal and the sandbox mark on the receipt and the credit note', async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '25.00' }])).json();
    const data = await loadReceiptDocument(t.db, shop, receipt.receipt_id);
    for (const layout of ['A4', 'RECEIPT_80MM'] as const) {
      const pdf = await renderReceiptPdf(data, { layout, language: 'es' });
      const text = all((await pdfText(pdf)).pages).replace(/\s+/g, ' ');
      expect(text).toContain('Complemento de pago (CFDI tipo P)');
      expect(text).toContain(receipt.cfdi.uuid);
      expect(text).toContain('SANDBOX — sin validez fiscal');
    }
    const note = await loadCreditNote(
      t.db,
      shop,
      (
        await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: bill.lines[0].line_id, quantity: 1 }], reason: 'r' })
      ).json().credit_note_id,
    );
    const pdf = await renderCreditNotePdf(
      { note, invoice: await loadInvoice(t.db, shop, bill.invoice_id) },
      { layout: 'A4', language: 'en' },
    );
    const text = all((await pdfText(pdf)).pages).replace(/\s+/g, ' ');
    expect(text).toContain('CFDI egreso (type E)');
    expect(text).toContain(note.cfdi!.uuid!);
    expect(text).toContain('SANDBOX');
  });

  it("prints SAT's representation of the stamped REP and egreso: QR, RFCs, certificates, seals, cadena original", async () => {
    const shop = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '25.00' }])).json();
    const data = await loadReceiptDocument(t.db, shop, receipt.receipt_id);
    const rep = data.receipt.cfdi!.timbre!;
    // Read from the stamped XML: the REP's folio fiscal, both RFCs and its Total of 0 as written.
    expect(rep).toMatchObject({ uuid: receipt.cfdi.uuid, rfc_emisor: 'TNO010101AB1', rfc_receptor: 'XAXX010101000', total: '0' });
    const note = await loadCreditNote(
      t.db,
      shop,
      (
        await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: bill.lines[0].line_id, quantity: 1 }], reason: 'r' })
      ).json().credit_note_id,
    );
    const egreso = note.cfdi!.timbre!;
    expect(egreso).toMatchObject({ uuid: note.cfdi!.uuid, total: note.total_amount });
    const invoice = await loadInvoice(t.db, shop, bill.invoice_id);
    const pdfs = [
      { timbre: rep, pdf: await renderReceiptPdf(data, { layout: 'A4', language: 'es' }) },
      { timbre: egreso, pdf: await renderCreditNotePdf({ note, invoice }, { layout: 'A4', language: 'en' }) },
    ];
    for (const { timbre, pdf } of pdfs) {
      const text = all((await pdfText(pdf)).pages);
      for (const label of [
        `RFC del emisor: ${timbre.rfc_emisor}`,
        `RFC del receptor: ${timbre.rfc_receptor}`,
        `No. de serie del CSD del emisor: ${timbre.no_certificado}`,
        `No. de serie del certificado del SAT: ${timbre.no_certificado_sat}`,
        `Fecha de certificación: ${timbre.fecha_timbrado}`,
        'Sello digital del CFDI',
        'Sello digital del SAT',
        'Cadena original del complemento de certificación digital del SAT',
        'Este documento es una representación impresa de un CFDI',
      ])
        expect(text).toContain(label);
      const solid = text.replace(/\s+/g, '');
      expect(solid).toContain(timbre.sello_sat);
      expect(solid).toContain(tfdCadenaOriginal(timbre));
    }
    // On 80 mm, the QR under the folio fiscal (as the invoice's receipt); nothing before stamping.
    expect(all((await pdfText(await renderReceiptPdf(data, { layout: 'RECEIPT_80MM', language: 'es' }))).pages)).toContain(
      rep.uuid,
    );
    const unstamped = { ...data, receipt: { ...data.receipt, cfdi: { ...data.receipt.cfdi!, timbre: null } } };
    expect(all((await pdfText(await renderReceiptPdf(unstamped, { layout: 'A4', language: 'es' }))).pages)).not.toContain(
      'Sello digital del SAT',
    );
  });
});

describe('the REP and egreso routes and tenants', () => {
  it("answers 404 for another garage's documents and 403 without the role", async () => {
    const shop = await mexicanShop(t);
    const other = await mexicanShop(t);
    const bill = await billedOrder(shop);
    const receipt = (await pay(shop, bill.invoice_id, [{ method: 'CASH', amount: '3.00' }])).json();
    const note = (
      await credit(shop, { invoice_id: bill.invoice_id, lines: [{ line_id: bill.lines[0].line_id, quantity: 1 }], reason: 'r' })
    ).json();
    const paths = [
      ['GET', `/api/oms/payment/${receipt.receipt_id}/cfdi/xml`],
      ['POST', `/api/oms/payment/${receipt.receipt_id}/cfdi/stamp`],
      ['GET', `/api/oms/order_return/${note.credit_note_id}/cfdi/xml`],
      ['POST', `/api/oms/order_return/${note.credit_note_id}/cfdi/stamp`],
    ] as const;
    for (const [method, path] of paths) expect((await api(other, method, path)).statusCode).toBe(404);
    const technician = { session: await member(shop, ['TECHNICIAN']) };
    for (const [method, path] of paths) expect((await api(shop, method, path, undefined, technician)).statusCode).toBe(403);
    const viewer = { session: await member(shop, ['VIEW_INVOICE']) };
    expect((await api(shop, 'GET', paths[0][1], undefined, viewer)).statusCode).toBe(200);
    expect((await api(shop, 'GET', paths[2][1], undefined, viewer)).statusCode).toBe(200);
    expect((await api(shop, 'POST', paths[1][1], undefined, viewer)).statusCode).toBe(403);
    expect((await api(shop, 'POST', paths[3][1], undefined, viewer)).statusCode).toBe(403);
  });
});
