import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, invoiceCfdi } from '../../../db/schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { api, createOrder, member, type Shop, shopIn } from '../../orders/test-shop.ts';
import { invoiceOrder } from '../test-bills.ts';
import { CFDI_UUID, garageToday, mexicanShop, publicSale } from './test-cfdi-shop.ts';
import { validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const issue = (shop: Shop, body: object, options: { key?: string; session?: Session } = {}) =>
  api(shop, 'POST', '/api/oms/cfdi_global', body, {
    ...(options.session ? { session: options.session } : {}),
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });

describe("Mexico's global invoice (factura global)", () => {
  it('leaves a public sale without a CFDI of its own, and issues one schema-valid global CFDI with a Concepto per paid bill', async () => {
    const shop = await mexicanShop(t);
    const a = await publicSale(shop);
    const b = await publicSale(shop);
    const owed = await publicSale(shop, false);
    expect(a.cfdi).toMatchObject({ status: 'GLOBAL', uuid: null });
    // Waiting: no global invoice states it yet.
    expect((await api(shop, 'GET', `/api/oms/invoice/${a.invoice_id}`)).json().cfdi).toMatchObject({
      status: 'GLOBAL',
      global_invoice: null,
    });

    const date = await garageToday(t, shop);
    const preview = await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=04&date=${date}`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.bills.map((x: { invoice_id: number }) => x.invoice_id)).toEqual([a.invoice_id, b.invoice_id]);
    expect(p.unpaid_count).toBe(1);
    expect(p.period).toMatchObject({ periodicidad: '04', meses: date.slice(5, 7), anio: Number(date.slice(0, 4)) });
    expect(p.total).toBe((Number(a.total_amount) + Number(b.total_amount)).toFixed(2));

    const res = await issue(shop, { periodicidad: '04', date }, { key: 'global-1' });
    expect(res.statusCode).toBe(201);
    const global = res.json();
    // The garage's first global invoice is folio 1 of its own sequence (not an id shared by all garages).
    expect(global).toMatchObject({ bill_count: 2, total: p.total, sandbox: true, forma_pago: '01', serie: 'FG', folio: '1' });
    expect(global.uuid).toMatch(CFDI_UUID);
    expect(global.bills).toHaveLength(2);
    // The same key answers the same global invoice.
    expect((await issue(shop, { periodicidad: '04', date }, { key: 'global-1' })).json().id).toBe(global.id);

    const xml = (await api(shop, 'GET', `/api/oms/cfdi_global/${global.id}/xml`)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<cfdi:InformacionGlobal Periodicidad="04" Meses="${date.slice(5, 7)}" Año="${date.slice(0, 4)}"/>`);
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="616" UsoCFDI="S01"/>',
    );
    expect(xml).toContain('MetodoPago="PUE"');
    expect(xml).toContain('Serie="FG" Folio="1"');
    expect(xml).toContain(`Total="${p.total}"`);
    const conceptos = [...xml.matchAll(/<cfdi:Concepto [^>]*>/g)].map((m) => m[0]);
    expect(conceptos).toHaveLength(2);
    for (const [i, bill] of [a, b].entries()) {
      expect(conceptos[i]).toContain(
        `ClaveProdServ="01010101" NoIdentificacion="${bill.invoice_number}" Cantidad="1" ClaveUnidad="ACT"`,
      );
      expect(conceptos[i]).toContain('ObjetoImp="02"');
    }
    expect(xml).toContain('TasaOCuota="0.160000"');
    expect(xml).toContain('Leyenda="SANDBOX — sin validez fiscal"');

    // The bill names the global invoice that states it; the owed one still waits.
    expect((await api(shop, 'GET', `/api/oms/invoice/${a.invoice_id}`)).json().cfdi.global_invoice).toEqual({
      id: global.id,
      folio: 'FG-1',
      uuid: global.uuid,
    });
    expect((await api(shop, 'GET', `/api/oms/invoice/${owed.invoice_id}`)).json().cfdi.global_invoice).toBeNull();

    // Covered bills are not covered again, cannot be stamped or voided alone; the owed one is still free.
    expect((await issue(shop, { periodicidad: '04', date })).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await api(shop, 'POST', `/api/oms/invoice/${a.invoice_id}/cfdi/stamp`)).statusCode).toBe(409);
    const voided = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${a.order_id}&cancel_reason=wrong`);
    expect(voided.statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, owed.invoice_id)));
    expect(row).toMatchObject({ status: 'GLOBAL', globalCfdiId: null });

    const list = (await api(shop, 'GET', '/api/oms/cfdi_global')).json();
    expect(list.content.map((g: { id: number }) => g.id)).toEqual([global.id]);
  });

  it('refuses bad input with catalogue messages (en/es): a future period, no bills, a customer with an RFC, a non-Mexican garage', async () => {
    const shop = await mexicanShop(t);
    const date = await garageToday(t, shop);
    const year = Number(date.slice(0, 4)) + 1;
    const future = await issue(shop, { periodicidad: '01', date: `${year}-01-10` });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('The period has not started yet');
    const none = await api(
      shop,
      'POST',
      '/api/oms/cfdi_global',
      { periodicidad: '01', date },
      { headers: { 'accept-language': 'es' } },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('No quedan ventas al público');
    expect((await issue(shop, { periodicidad: '06', date })).statusCode).toBe(400);

    await t.db
      .update(customer)
      .set({ taxNumber: 'XEXX010101000' })
      .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
    const named = await invoiceOrder(shop, (await createOrder(shop)).order_id, { cfdi_global: true });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain('Only a sale to a customer without an RFC');

    const saudi = await shopIn(t, 'SA');
    expect((await issue(saudi, { periodicidad: '04', date })).statusCode).toBe(400);
    expect((await api(saudi, 'GET', `/api/oms/cfdi_global/preview?periodicidad=04&date=${date}`)).json().message).toContain(
      'Global invoices (factura global) are for garages in Mexico',
    );
    const sale = await invoiceOrder(saudi, (await createOrder(saudi)).order_id, { cfdi_global: true });
    expect(sale.statusCode).toBe(400);
  });

  it('keeps the bimonthly period (05) for issuers in régimen 621: 400 in en/es for another régimen, nothing written', async () => {
    const shop = await mexicanShop(t);
    const sale = await publicSale(shop);
    const date = await garageToday(t, shop);
    const refused = await issue(shop, { periodicidad: '05', date });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "A bimonthly (05) global invoice is only for issuers in régimen fiscal 621 (Incorporación Fiscal), and the garage's régimen is 601: choose a daily, weekly, fortnightly or monthly period",
    );
    const es = await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=05&date=${date}`, undefined, {
      headers: { 'accept-language': 'es' },
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toBe(
      'La factura global bimestral (05) es solo para emisores del régimen fiscal 621 (Incorporación Fiscal) y el régimen del taller es 601: elija un periodo diario, semanal, quincenal o mensual',
    );
    // Nothing written: no global invoice, the sale still in the pool, and the garage's first folio still unused.
    expect((await api(shop, 'GET', '/api/oms/cfdi_global')).json().content).toEqual([]);
    const [row] = await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, sale.invoice_id)));
    expect(row).toMatchObject({ status: 'GLOBAL', globalCfdiId: null });
    const monthly = await issue(shop, { periodicidad: '04', date });
    expect(monthly.json()).toMatchObject({ folio: '1', bill_count: 1 });

    // A garage in régimen 621 (Incorporación Fiscal) states the bimester: Meses 13–18.
    const rif = await mexicanShop(t, { cfdi_postal_code: '06600', cfdi_tax_regime: '621' });
    await publicSale(rif);
    const bimonthly = await issue(rif, { periodicidad: '05', date });
    expect(bimonthly.statusCode).toBe(201);
    const meses = String(13 + Math.floor((Number(date.slice(5, 7)) - 1) / 2));
    expect(bimonthly.json().period).toMatchObject({ periodicidad: '05', meses });
    const xml = (await api(rif, 'GET', `/api/oms/cfdi_global/${bimonthly.json().id}/xml`)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<cfdi:InformacionGlobal Periodicidad="05" Meses="${meses}" Año="${date.slice(0, 4)}"/>`);
    expect(xml).toContain('RegimenFiscal="621"');
  });

  it("answers 404 for another garage's global invoice and 403 without an invoice role", async () => {
    const shop = await mexicanShop(t);
    const other = await mexicanShop(t);
    await publicSale(shop);
    const date = await garageToday(t, shop);
    const global = (await issue(shop, { periodicidad: '01', date })).json();
    expect((await api(other, 'GET', `/api/oms/cfdi_global/${global.id}/xml`)).statusCode).toBe(404);
    expect((await api(other, 'GET', '/api/oms/cfdi_global')).json().content).toEqual([]);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await issue(shop, { periodicidad: '01', date }, { session: technician })).statusCode).toBe(403);
    expect(
      (await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=01&date=${date}`, undefined, { session: technician }))
        .statusCode,
    ).toBe(403);
    expect((await api(shop, 'GET', `/api/oms/cfdi_global/${global.id}/xml`, undefined, { session: technician })).statusCode).toBe(
      403,
    );
    const viewer = await member(shop, ['VIEW_INVOICE']);
    expect((await api(shop, 'GET', '/api/oms/cfdi_global', undefined, { session: viewer })).statusCode).toBe(200);
    expect((await issue(shop, { periodicidad: '01', date }, { session: viewer })).statusCode).toBe(403);
  });

  it('lets a public sale not yet in a global invoice get its own CFDI, or be voided, and then leaves it out', async () => {
    const shop = await mexicanShop(t);
    const own = await publicSale(shop);
    const voided = await publicSale(shop, false);
    const stamped = await api(shop, 'POST', `/api/oms/invoice/${own.invoice_id}/cfdi/stamp`);
    expect(stamped.statusCode).toBe(200);
    expect(stamped.json().cfdi).toMatchObject({ status: 'STAMPED', metodo_pago: 'PUE', forma_pago: '01' });
    const res = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${voided.order_id}&cancel_reason=wrong`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cfdi.status).toBe('CANCELLED');
    const preview = await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=04&date=${await garageToday(t, shop)}`);
    expect(preview.json()).toMatchObject({ bills: [], total: '0.00', unpaid_count: 0 });
  });

  it('covers each bill once when two global invoices of one period are issued at once', async () => {
    const shop = await mexicanShop(t);
    const bills = [await publicSale(shop), await publicSale(shop), await publicSale(shop)];
    const date = await garageToday(t, shop);
    const answers = await Promise.all([issue(shop, { periodicidad: '04', date }), issue(shop, { periodicidad: '02', date })]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400]);
    const made = answers.find((r) => r.statusCode === 201)!.json();
    expect(made.bill_count).toBe(3);
    const rows = await t.db.select().from(invoiceCfdi).where(eq(invoiceCfdi.groupId, shop.groupId));
    const covered = rows.filter((r) => bills.some((b) => b.invoice_id === r.invoiceId));
    expect(new Set(covered.map((r) => r.globalCfdiId))).toEqual(new Set([made.id]));
  });
});
