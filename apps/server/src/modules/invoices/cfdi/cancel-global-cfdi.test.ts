import type { CfdiCancelReason } from '@garage/domain';
import { cfdiLocalDateTime } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalCfdi, invoiceCfdi, orderActivity } from '../../../db/schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { advanceClock, api, member, type Shop } from '../../orders/test-shop.ts';
import { cancelGlobalCfdi } from './cancel-global-cfdi.ts';
import { PacError, SandboxStamper } from './cfdi-stamper.ts';
import type { CfdiDeps } from './stamp-invoice-cfdi.ts';
import { ANA, garageToday, mexicanShop, publicSale } from './test-cfdi-shop.ts';
import { loadCfdiSchema, validateCfdi } from './validate-cfdi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A shop with `n` paid public sales stated in one global invoice of the month. */
async function issuedGlobal(n: number, shop?: Shop) {
  const s = shop ?? (await mexicanShop(t));
  const bills = [];
  for (let i = 0; i < n; i++) bills.push(await publicSale(s));
  const res = await api(s, 'POST', '/api/oms/cfdi_global', { periodicidad: '04', date: await garageToday(t, s) });
  expect(res.statusCode).toBe(201);
  return { shop: s, bills, global: res.json() as { id: number; uuid: string; folio: string } };
}

const cancel = (shop: Shop, id: number, body: object, options: { key?: string; session?: Session; language?: string } = {}) =>
  api(shop, 'POST', `/api/oms/cfdi_global/${id}/cancel`, body, {
    ...(options.session ? { session: options.session } : {}),
    headers: {
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });

const cfdiRow = async (shop: Shop, invoiceId: number) =>
  (
    await t.db
      .select()
      .from(invoiceCfdi)
      .where(and(eq(invoiceCfdi.groupId, shop.groupId), eq(invoiceCfdi.invoiceId, invoiceId)))
  )[0]!;

const globalRows = (shop: Shop) => t.db.select().from(globalCfdi).where(eq(globalCfdi.groupId, shop.groupId));

const xmlOf = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/cfdi_global/${id}/xml`)).body;

describe('cancelling a global invoice (factura global)', () => {
  it('02: cancels it without a substitute and frees its bills — one can then be voided after its refund, the other goes into a new global invoice', async () => {
    const { shop, bills, global } = await issuedGlobal(2);
    const [a, b] = bills;
    const res = await cancel(shop, global.id, { reason: '02' }, { key: 'cancel-1' });
    expect(res.statusCode).toBe(200);
    const { cancelled, substitute } = res.json();
    expect(substitute).toBeNull();
    expect(cancelled).toMatchObject({
      id: global.id,
      status: 'CANCELLED',
      cancellation: { reason: '02', substitute_uuid: null, replaced_by: null, nominative: null },
    });
    expect(cancelled.cancellation.by_name).toBeTruthy();
    expect(cancelled.cancellation.at).toBe(t.clock.now().toISOString());
    // The same key answers the same cancellation; another attempt finds it cancelled.
    const replay = await cancel(shop, global.id, { reason: '02' }, { key: 'cancel-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().cancelled.id).toBe(global.id);
    const again = await cancel(shop, global.id, { reason: '02' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Global invoice FG-${global.folio} is already cancelled`);

    for (const bill of [a, b])
      expect(await cfdiRow(shop, bill.invoice_id)).toMatchObject({ status: 'GLOBAL', globalCfdiId: null });
    const preview = await api(shop, 'GET', `/api/oms/cfdi_global/preview?periodicidad=04&date=${await garageToday(t, shop)}`);
    expect(preview.json().bills.map((x: { invoice_id: number }) => x.invoice_id)).toEqual([a.invoice_id, b.invoice_id]);

    // A freed bill is voided once its payment is refunded; its CFDI row closes without a PAC.
    expect((await api(shop, 'POST', `/api/oms/payment/${a.receipt_id}/refund`, { reason: 'wrong sale' })).statusCode).toBe(200);
    const voided = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${a.order_id}&cancel_reason=wrong`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().cfdi.status).toBe('CANCELLED');
    // The other goes into the next global invoice, Folio 2 of the garage's sequence.
    const next = await api(shop, 'POST', '/api/oms/cfdi_global', { periodicidad: '04', date: await garageToday(t, shop) });
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ folio: '2', bill_count: 1, status: 'ACTIVE', cancellation: null, replaces: null });
    const list = (await api(shop, 'GET', '/api/oms/cfdi_global')).json().content;
    expect(list.map((g: { folio: string; status: string }) => [g.folio, g.status])).toEqual([
      ['2', 'ACTIVE'],
      ['1', 'CANCELLED'],
    ]);
  });

  it('01: stamps a substitute for the same bills (CfdiRelacionados 04 to the old UUID), then cancels the old one naming it', async () => {
    const { shop, bills, global } = await issuedGlobal(2);
    const res = await cancel(shop, global.id, { reason: '01' });
    expect(res.statusCode).toBe(200);
    const { cancelled, substitute } = res.json();
    expect(substitute).toMatchObject({
      folio: '2',
      status: 'ACTIVE',
      bill_count: 2,
      replaces: { id: global.id, folio: '1', uuid: global.uuid },
      period: { periodicidad: '04' },
    });
    expect(cancelled.cancellation).toMatchObject({
      reason: '01',
      substitute_uuid: substitute.uuid,
      replaced_by: { id: substitute.id, folio: '2', uuid: substitute.uuid },
    });
    for (const bill of bills) expect((await cfdiRow(shop, bill.invoice_id)).globalCfdiId).toBe(substitute.id);
    const xml = await xmlOf(shop, substitute.id);
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toMatch(
      /<cfdi:InformacionGlobal [^>]*\/><cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="([0-9A-F-]+)"\/><\/cfdi:CfdiRelacionados><cfdi:Emisor/,
    );
    expect(xml).toContain(`<cfdi:CfdiRelacionado UUID="${global.uuid}"/>`);
    expect(xml).toContain('Serie="FG" Folio="2"');
    expect([...xml.matchAll(/<cfdi:Concepto /g)]).toHaveLength(2);
    // The bills are stated by the substitute now: still not voidable alone.
    const voided = await api(shop, 'GET', `/api/oms/invoice/void?order_id=${bills[0].order_id}&cancel_reason=wrong`);
    expect(voided.statusCode).toBe(409);
  });

  it("04: stamps the named sale's own CFDI to the customer, re-issues the others in a substitute, and cancels the old one", async () => {
    const { shop, bills, global } = await issuedGlobal(3);
    const [a, b, c] = bills;
    // The customer comes back two days later.
    await advanceClock(shop, 2 * 86_400_000);
    const res = await cancel(shop, global.id, { reason: '04', invoice_id: b.invoice_id, receptor: ANA });
    expect(res.statusCode).toBe(200);
    const { cancelled, substitute } = res.json();
    expect(substitute).toMatchObject({ bill_count: 2, replaces: { id: global.id } });
    const own = (await api(shop, 'GET', `/api/oms/invoice/${b.invoice_id}`)).json();
    expect(own.cfdi).toMatchObject({
      status: 'STAMPED',
      uso_cfdi: 'G03',
      metodo_pago: 'PUE',
      forma_pago: '01',
      receptor: { rfc: ANA.rfc, name: ANA.name, regimen: '612', cp: '64000' },
    });
    expect(cancelled.cancellation).toMatchObject({
      reason: '04',
      substitute_uuid: substitute.uuid,
      replaced_by: { id: substitute.id },
      nominative: { invoice_id: b.invoice_id, invoice_number: b.invoice_number, uuid: own.cfdi.uuid },
    });
    expect(await cfdiRow(shop, b.invoice_id)).toMatchObject({ globalCfdiId: null, status: 'STAMPED' });
    const stated = async (id: number) =>
      (await api(shop, 'GET', `/api/oms/cfdi_global/${id}`)).json().bills.map((x: { invoice_id: number }) => x.invoice_id);
    expect(await stated(substitute.id)).toEqual([a.invoice_id, c.invoice_id]);
    expect(await stated(global.id)).toEqual([]);
    for (const bill of [a, c]) expect((await cfdiRow(shop, bill.invoice_id)).globalCfdiId).toBe(substitute.id);

    const xml = (await api(shop, 'GET', `/api/oms/invoice/${b.invoice_id}/cfdi/xml`)).body;
    expect(await validateCfdi(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="LOAA800101AB1" Nombre="ANA LÓPEZ AGUILAR" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="612" UsoCFDI="G03"/>',
    );
    expect(xml).not.toContain('InformacionGlobal');
    // Dated when it is issued (a PAC refuses a Fecha older than 72 hours), not when the sale was billed.
    expect(xml).toContain(`Fecha="${cfdiLocalDateTime(t.clock.now(), own.seller.time_zone)}"`);
    expect(xml).not.toContain(`Fecha="${cfdiLocalDateTime(new Date(own.invoiced_at), own.seller.time_zone)}"`);
    expect(xml).toContain('MetodoPago="PUE" ');
    const substituteXml = await xmlOf(shop, substitute.id);
    expect(substituteXml).not.toContain(`NoIdentificacion="${b.invoice_number}"`);
    expect(substituteXml).toContain(`NoIdentificacion="${a.invoice_number}"`);

    const [activity] = await t.db
      .select()
      .from(orderActivity)
      .where(
        and(
          eq(orderActivity.groupId, shop.groupId),
          eq(orderActivity.orderId, b.order_id),
          eq(orderActivity.action, 'CFDI_NOMINATIVE'),
        ),
      );
    expect(activity?.detail).toMatchObject({ invoice_number: b.invoice_number, rfc: ANA.rfc, global_folio: 'FG-1' });

    // A global invoice of one sale: the sale gets its own CFDI and nothing is re-issued.
    const single = await issuedGlobal(1);
    const alone = await cancel(single.shop, single.global.id, {
      reason: '04',
      invoice_id: single.bills[0].invoice_id,
      receptor: ANA,
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({
      substitute: null,
      cancelled: { cancellation: { replaced_by: null, substitute_uuid: null } },
    });
  });

  it('refuses bad input with catalogue messages (en/es), changing nothing', async () => {
    const { shop, bills, global } = await issuedGlobal(1);
    const loose = await publicSale(shop);
    const refusals: Array<[object, string, string?]> = [
      [{ reason: '03' }, 'A global invoice is cancelled for SAT reason 01, 02 or 04'],
      [{}, 'A global invoice is cancelled for SAT reason 01, 02 or 04'],
      [{ reason: '04', invoice_id: bills[0].invoice_id }, "Reason 04 needs the bill and the customer's fiscal data"],
      [{ reason: '04', receptor: ANA }, "Reason 04 needs the bill and the customer's fiscal data"],
      [{ reason: '02', invoice_id: bills[0].invoice_id }, 'are given only with reason 04'],
      [
        { reason: '04', invoice_id: bills[0].invoice_id, receptor: { ...ANA, rfc: 'XAXX010101000' } },
        'not the generic XAXX010101000 or XEXX010101000',
      ],
      [
        { reason: '04', invoice_id: bills[0].invoice_id, receptor: { ...ANA, rfc: 'xexx010101000' } },
        'no el genérico XAXX010101000 ni XEXX010101000',
        'es',
      ],
      [{ reason: '04', invoice_id: bills[0].invoice_id, receptor: { ...ANA, regimen: '601' } }, 'not open to the customer'],
      [{ reason: '04', invoice_id: bills[0].invoice_id, receptor: { ...ANA, cp: '123' } }, 'postal code has 5 digits'],
      [{ reason: '04', invoice_id: bills[0].invoice_id, receptor: { ...ANA, uso_cfdi: 'CP01' } }, 'The CFDI use must be'],
      [{ reason: '04', invoice_id: loose.invoice_id, receptor: ANA }, 'The chosen bill is not stated in global invoice FG-1'],
      [
        { reason: '04', invoice_id: loose.invoice_id, receptor: ANA },
        'La factura elegida no está incluida en la factura global FG-1',
        'es',
      ],
    ];
    for (const [body, text, language] of refusals) {
      const res = await cancel(shop, global.id, body, language ? { language } : {});
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect((await globalRows(shop))[0]).toMatchObject({ status: 'ACTIVE', cancelReason: null });
    expect((await cfdiRow(shop, bills[0].invoice_id)).globalCfdiId).toBe(global.id);
  });

  it("answers 404 for another garage's global invoice and 403 without an invoice-creating role", async () => {
    const { shop, global } = await issuedGlobal(1);
    const other = await mexicanShop(t);
    expect((await cancel(other, global.id, { reason: '02' })).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/oms/cfdi_global/${global.id}`)).statusCode).toBe(404);
    expect((await cancel(shop, global.id + 100_000, { reason: '02' })).statusCode).toBe(404);
    const technician = await member(shop, ['TECHNICIAN']);
    expect((await cancel(shop, global.id, { reason: '02' }, { session: technician })).statusCode).toBe(403);
    const viewer = await member(shop, ['VIEW_INVOICE']);
    expect((await cancel(shop, global.id, { reason: '02' }, { session: viewer })).statusCode).toBe(403);
    expect((await globalRows(shop))[0]?.status).toBe('ACTIVE');
    const creator = await member(shop, ['CREATE_INVOICE']);
    expect((await cancel(shop, global.id, { reason: '02' }, { session: creator })).statusCode).toBe(200);
  });
});

type Call = ['stamp', string] | ['cancel', string, CfdiCancelReason, string | null];
let n = 0;
/** The sandbox PAC, recording what it is asked; it refuses stamps or cancellations when told to. */
function pac(refuse: { stamp?: boolean; cancel?: boolean } = {}) {
  const calls: Call[] = [];
  const sandbox = new SandboxStamper(t.clock, () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`);
  const stamper = Object.assign(Object.create(sandbox) as SandboxStamper, {
    stamp: async (xml: string) => {
      if (refuse.stamp) throw new PacError('CFDI40999: refused by the test PAC');
      const stamped = await sandbox.stamp(xml);
      calls.push(['stamp', stamped.uuid]);
      return stamped;
    },
    cancel: async (uuid: string, reason: CfdiCancelReason, substitute: string | null) => {
      calls.push(['cancel', uuid, reason, substitute]);
      if (refuse.cancel) throw new PacError('SAT: the receiver must accept the cancellation');
      return sandbox.cancel();
    },
  });
  const deps: CfdiDeps = { stamper, schema: loadCfdiSchema(''), clock: t.clock, log: t.app.log };
  return { deps, calls };
}
const run = (shop: Shop, deps: CfdiDeps, id: number, body: Parameters<typeof cancelGlobalCfdi>[4]) =>
  t.db.transaction((tx) =>
    cancelGlobalCfdi(
      tx,
      deps,
      { groupId: shop.groupId, garageId: shop.garageId, roles: ['GARAGE_OWNER' as const] },
      id,
      body,
      shop.s.userId,
      t.clock.now(),
    ),
  );

describe('the PAC during a cancellation', () => {
  it('changes nothing when the PAC refuses the cancellation, and cancels again the substitute it had stamped', async () => {
    const { shop, bills, global } = await issuedGlobal(2);
    const refusing = pac({ cancel: true });
    await expect(run(shop, refusing.deps, global.id, { reason: '02' })).rejects.toMatchObject({
      key: 'cfdiGlobal.cancelFailed',
      status: 409,
      params: { folio: 'FG-1', reason: 'SAT: the receiver must accept the cancellation' },
    });
    expect(refusing.calls).toEqual([['cancel', global.uuid, '02', null]]);

    const substituting = pac({ cancel: true });
    await expect(run(shop, substituting.deps, global.id, { reason: '01' })).rejects.toMatchObject({
      key: 'cfdiGlobal.cancelFailed',
      status: 409,
    });
    const [, stampedUuid] = substituting.calls[0] as ['stamp', string];
    // The substitute stamped for this attempt is cancelled again (02), so SAT does not keep two global invoices.
    expect(substituting.calls).toEqual([
      ['stamp', stampedUuid],
      ['cancel', global.uuid, '01', stampedUuid],
      ['cancel', stampedUuid, '02', null],
    ]);

    const rows = await globalRows(shop);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ACTIVE', cancelReason: null, cancelledAt: null, replacedById: null });
    for (const bill of bills)
      expect(await cfdiRow(shop, bill.invoice_id)).toMatchObject({ globalCfdiId: global.id, status: 'GLOBAL' });

    // Accepted: the substitute is stamped first, and the old one is cancelled naming it (FolioSustitucion).
    const accepting = pac();
    const done = await run(shop, accepting.deps, global.id, { reason: '01' });
    const [, substituteUuid] = accepting.calls[0] as ['stamp', string];
    expect(accepting.calls).toEqual([
      ['stamp', substituteUuid],
      ['cancel', global.uuid, '01', substituteUuid],
    ]);
    // The folio taken by the refused attempt rolled back with it: the substitute is FG-2.
    const [made] = (await globalRows(shop)).filter((g) => g.id === done.substitute_id);
    expect(made).toMatchObject({ folio: 2, uuid: substituteUuid, status: 'ACTIVE' });
  });

  it("changes nothing when the PAC refuses the customer's own CFDI (04)", async () => {
    const { shop, bills, global } = await issuedGlobal(2);
    const refusing = pac({ stamp: true });
    await expect(
      run(shop, refusing.deps, global.id, { reason: '04', invoice_id: bills[1].invoice_id, receptor: ANA }),
    ).rejects.toMatchObject({ key: 'cfdiGlobal.nominativeFailed', status: 409 });
    expect(refusing.calls).toEqual([]);
    expect(await cfdiRow(shop, bills[1].invoice_id)).toMatchObject({
      status: 'GLOBAL',
      globalCfdiId: global.id,
      uuid: null,
      receptor: null,
    });
    expect((await globalRows(shop))[0]?.status).toBe('ACTIVE');

    // 04 asks the PAC for the customer's CFDI, then the substitute, then the cancellation (no FolioSustitucion).
    const accepting = pac();
    await run(shop, accepting.deps, global.id, { reason: '04', invoice_id: bills[1].invoice_id, receptor: ANA });
    const stamps = accepting.calls.filter((c) => c[0] === 'stamp').map((c) => c[1]);
    expect(accepting.calls).toEqual([...stamps.map((uuid) => ['stamp', uuid]), ['cancel', global.uuid, '04', null]]);
    expect(stamps).toHaveLength(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('cancelling one global invoice twice at once (PostgreSQL)', () => {
  it('cancels it once: the second waits on the row lock, then finds it cancelled (409)', async () => {
    const { shop, bills, global } = await issuedGlobal(2);
    const answers = await Promise.all([cancel(shop, global.id, { reason: '01' }), cancel(shop, global.id, { reason: '02' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json();
    const lost = answers.find((r) => r.statusCode === 409)!.json();
    expect(lost.message).toBe('Global invoice FG-1 is already cancelled');
    const rows = await globalRows(shop);
    const old = rows.find((g) => g.id === global.id)!;
    expect(old.status).toBe('CANCELLED');
    expect(old.cancelReason).toBe(won.cancelled.cancellation.reason);
    // Only the winner's substitute (01), or none (02), exists; the bills are where the winner put them.
    expect(rows).toHaveLength(won.substitute ? 2 : 1);
    for (const bill of bills) expect((await cfdiRow(shop, bill.invoice_id)).globalCfdiId).toBe(won.substitute?.id ?? null);
  });

  it('asks the PAC once: the second cancellation stops at the lock before the PAC hears of it', async () => {
    const { shop, global } = await issuedGlobal(2);
    const recording = pac();
    const outcomes = await Promise.allSettled([
      run(shop, recording.deps, global.id, { reason: '02' }),
      run(shop, recording.deps, global.id, { reason: '02' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { key: 'cfdiGlobal.alreadyCancelled', status: 409 },
    });
    expect(recording.calls).toEqual([['cancel', global.uuid, '02', null]]);
  });
});
