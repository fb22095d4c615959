import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseActivity, purchaseOrder } from '../../db/schema.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, createOrder, member, repairOrder, type Shop, stockedShop } from '../orders/test-shop.ts';
import { addPart, addVendor, move, poBody, raisePo, receive } from '../purchasing/test-purchasing.ts';
import { oilLine, setProperty } from './parts-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkStockLedger(t.db)).toEqual([]);
  await t.close();
});

type Line = { kind: string; line_id: number; part_status: string | null; item_id: number | null };

async function issuingShop() {
  const shop = await stockedShop(t);
  await setProperty(shop, 'part_issuance_enabled', true);
  return shop;
}

/** A repair order with these part lines, asked of the parts desk (REQUESTED); answers the order and its part lines. */
async function requestedOrder(shop: Shop, parts: object[]) {
  const order = await createOrder(shop, repairOrder(shop, { parts_break_up: parts }));
  const res = await api(shop, 'PUT', `/api/oms/order/${order.order_id}/part_request`, {});
  if (res.statusCode !== 200) throw new Error(`request failed: ${res.body}`);
  const lines = (res.json().lines as Line[]).filter((l) => l.kind === 'part');
  return { orderId: order.order_id as number, number: order.external_order_id as string, lines };
}

const procure = (
  shop: Shop,
  orderId: number,
  body: object,
  options: { session?: Shop['s']; headers?: Record<string, string> } = {},
) => api(shop, 'POST', `/api/oms/order/${orderId}/part_procure`, body, options);
const suggestion = (shop: Shop, orderId: number, lineId: number, session?: Shop['s']) =>
  api(shop, 'GET', `/api/oms/order/${orderId}/part_procure?line_id=${lineId}`, undefined, session ? { session } : {});
const po = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/purchase_order/${id}`)).json();
const posOf = async (shop: Shop) =>
  (await t.db.select({ n: count() }).from(purchaseOrder).where(eq(purchaseOrder.groupId, shop.groupId)))[0]!.n;

describe('Procure: a short part line is bought in on the vendor’s draft purchase order (decision 056 addendum)', () => {
  it('raises a DRAFT purchase order at the vendor’s price, moves the line to PROCURED and names each other', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop, { name: 'Gulf Lubricants' });
    expect(
      (await api(shop, 'PUT', '/api/oms/vendor_price', { vendor_id: gulf, part_id: shop.oilId, purchase_price: '21.5' }))
        .statusCode,
    ).toBe(200);
    const order = await requestedOrder(shop, [oilLine(shop, 130)]);
    const line = order.lines[0]!;

    // The dialog starts at the vendor whose price list has the oil, and 30 l (130 wanted, 100 on hand).
    const hint = await suggestion(shop, order.orderId, line.line_id);
    expect(hint.statusCode).toBe(200);
    expect(hint.json()).toEqual({
      line_id: line.line_id,
      part_id: shop.oilId,
      part_name: 'Engine oil',
      needed: '130',
      on_hand: '100',
      quantity: '30',
      unit_symbol: 'l',
      vendor_id: gulf,
      vendor_name: 'Gulf Lubricants',
      vendor_source: 'PRICE_LIST',
    });

    const desk = await member(shop, ['PARTS_APPROVAL', 'CREATE_INVENTORY']);
    const res = await procure(
      shop,
      order.orderId,
      { vendor_id: gulf, lines: [{ line_id: line.line_id, quantity: '30' }] },
      { session: desk },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ po_number: 'PO-00001', created: true, purchase_order_id: expect.any(Number) });
    expect(body.order.lines.find((l: Line) => l.kind === 'part').part_status).toBe('PROCURED');
    const raised = await po(shop, body.purchase_order_id);
    expect(raised).toMatchObject({ status: 'DRAFT', vendor_id: gulf, po_number: 'PO-00001' });
    expect(raised.lines).toEqual([expect.objectContaining({ part_id: shop.oilId, quantity: '30', unit_price: '21.50' })]);
    expect(raised.activity[0]).toMatchObject({ action: 'CREATED', detail: { for_order: order.number, order_id: order.orderId } });
    const activity = (await api(shop, 'GET', `/api/oms/order/${order.orderId}/activity`)).json();
    expect(activity.at(-1)).toMatchObject({
      action: 'PARTS',
      detail: {
        lines: [{ line_id: line.line_id, from: 'REQUESTED', to: 'PROCURED' }],
        purchase_order: { id: body.purchase_order_id, number: 'PO-00001', created: true },
      },
    });
    // PROCURED is still a waiting line: the desk issues it when the parts come in.
    const queue = (await api(shop, 'GET', '/api/oms/order/part_approval')).json();
    expect(queue).toEqual([expect.objectContaining({ line_id: line.line_id, part_status: 'PROCURED' })]);
  });

  it('a second procure for the vendor adds to its newest draft: the same part’s quantity grows, its price stays', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop);
    const pads = await addPart(shop, { part_name: 'Brake pads', purchase_price: '35.00' });
    const first = await requestedOrder(shop, [oilLine(shop, 120)]);
    const one = (
      await procure(shop, first.orderId, { vendor_id: gulf, lines: [{ line_id: first.lines[0]!.line_id, quantity: '20' }] })
    ).json();
    // The buyer changes the draft's price by hand meanwhile: an added quantity keeps it.
    const draft = await po(shop, one.purchase_order_id);
    await api(
      shop,
      'PUT',
      `/api/oms/purchase_order/${one.purchase_order_id}`,
      poBody(gulf, [{ part_id: shop.oilId, quantity: '20', unit_price: '19.00' }]),
    );
    expect(draft.lines).toHaveLength(1);

    const second = await requestedOrder(shop, [
      oilLine(shop, 5),
      { part_id: pads, part_name: 'Brake pads', quantity: 2, unit_price: '60.00', tax_inclusive: true },
    ]);
    const res = await procure(shop, second.orderId, {
      vendor_id: gulf,
      lines: second.lines.map((l) => ({ line_id: l.line_id, quantity: l.item_id === pads ? '2' : '5' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ purchase_order_id: one.purchase_order_id, po_number: one.po_number, created: false });
    const merged = await po(shop, one.purchase_order_id);
    expect(
      merged.lines.map((l: { part_id: number; quantity: string; unit_price: string }) => [l.part_id, l.quantity, l.unit_price]),
    ).toEqual([
      [shop.oilId, '25', '19.00'],
      [pads, '2', '35.00'],
    ]);
    expect(merged.activity.at(-1)).toMatchObject({ action: 'PARTS_ADDED', detail: { for_order: second.number } });
    expect(await posOf(shop)).toBe(1);
  });

  it('leaves a vendor’s purchase order that is no longer a draft alone: a new draft is raised', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop);
    const sent = await raisePo(shop, poBody(gulf, [{ part_id: shop.oilId, quantity: '10' }]));
    expect((await move(shop, sent.purchase_order_id, 'AWAITING_APPROVAL')).statusCode).toBe(200);
    const order = await requestedOrder(shop, [oilLine(shop, 110)]);
    const res = (
      await procure(shop, order.orderId, { vendor_id: gulf, lines: [{ line_id: order.lines[0]!.line_id, quantity: '10' }] })
    ).json();
    expect(res).toMatchObject({ created: true, po_number: 'PO-00002' });
    expect(res.purchase_order_id).not.toBe(sent.purchase_order_id);
    expect((await po(shop, sent.purchase_order_id)).lines).toEqual([expect.objectContaining({ quantity: '10' })]);
    // Another vendor's draft is not this vendor's either.
    const other = await addVendor(shop);
    const again = await requestedOrder(shop, [oilLine(shop, 101)]);
    const third = (
      await procure(shop, again.orderId, { vendor_id: other, lines: [{ line_id: again.lines[0]!.line_id, quantity: '1' }] })
    ).json();
    expect(third).toMatchObject({ created: true, po_number: 'PO-00003' });
  });

  it('suggests the vendor of the last stock-in when no price list has the part, else none', async () => {
    const shop = await issuingShop();
    const order = await requestedOrder(shop, [oilLine(shop, 3)]);
    const line = order.lines[0]!.line_id;
    expect((await suggestion(shop, order.orderId, line)).json()).toMatchObject({
      vendor_id: null,
      vendor_source: null,
      quantity: '1',
    });
    const noor = await addVendor(shop, { name: 'Al Noor' });
    const stocked = await receive(shop, {
      vendor_id: noor,
      lines: [{ part_id: shop.oilId, quantity: '2', unit_price: '24.00' }],
    });
    expect(stocked.statusCode).toBe(201);
    expect((await suggestion(shop, order.orderId, line)).json()).toMatchObject({
      vendor_id: noor,
      vendor_name: 'Al Noor',
      vendor_source: 'LAST_STOCK_IN',
    });
  });

  it('needs the parts desk’s role and a purchase-order role (403 with a message); another group’s ids are 404', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop);
    const order = await requestedOrder(shop, [oilLine(shop, 120)]);
    const body = { vendor_id: gulf, lines: [{ line_id: order.lines[0]!.line_id, quantity: '20' }] };
    const deskOnly = await member(shop, ['PARTS_APPROVAL']);
    const refused = await procure(shop, order.orderId, body, { session: deskOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Raising purchase orders is not part of your role: ask the owner or the inventory team to procure this part',
    );
    const buyerOnly = await member(shop, ['CREATE_INVENTORY']);
    expect((await procure(shop, order.orderId, body, { session: buyerOnly })).statusCode).toBe(403);
    expect((await suggestion(shop, order.orderId, order.lines[0]!.line_id, buyerOnly)).statusCode).toBe(403);

    const other = await issuingShop();
    const theirVendor = await addVendor(other);
    const theirs = await requestedOrder(other, [oilLine(other, 120)]);
    expect(
      (await procure(shop, theirs.orderId, { ...body, lines: [{ line_id: theirs.lines[0]!.line_id, quantity: '1' }] }))
        .statusCode,
    ).toBe(404);
    expect((await suggestion(shop, theirs.orderId, theirs.lines[0]!.line_id)).statusCode).toBe(404);
    const foreignVendor = await procure(shop, order.orderId, { ...body, vendor_id: theirVendor });
    expect(foreignVendor.statusCode).toBe(404);
    // Nothing was written: the line still waits, no purchase order exists.
    const queue = (await api(shop, 'GET', '/api/oms/order/part_approval')).json();
    expect(queue[0]).toMatchObject({ part_status: 'REQUESTED' });
    expect(await posOf(shop)).toBe(0);
    expect(await posOf(other)).toBe(0);
  });

  it('refuses bad input with a message (400), in Spanish too, and a line the machine cannot move (409)', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop);
    const order = await requestedOrder(shop, [oilLine(shop, 120)]);
    const lineId = order.lines[0]!.line_id;
    const zero = await procure(shop, order.orderId, { vendor_id: gulf, lines: [{ line_id: lineId, quantity: '0' }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toEqual(expect.any(String));
    const empty = await procure(shop, order.orderId, { vendor_id: gulf, lines: [] });
    expect(empty.statusCode).toBe(400);
    const twice = await procure(
      shop,
      order.orderId,
      {
        vendor_id: gulf,
        lines: [
          { line_id: lineId, quantity: '1' },
          { line_id: lineId, quantity: '2' },
        ],
      },
      { headers: { 'accept-language': 'es' } },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`La línea ${lineId} aparece dos veces`);
    const unknown = await procure(shop, order.orderId, { vendor_id: gulf, lines: [{ line_id: 999999999, quantity: '1' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Line 999999999 is not a part line of this order');
    const inactive = await addVendor(shop, { name: 'Closed Spares' });
    const edit = await api(shop, 'GET', `/api/oms/vendor/${inactive}`);
    await api(shop, 'PUT', `/api/oms/vendor/${inactive}`, { ...edit.json(), active: false });
    const closed = await procure(shop, order.orderId, { vendor_id: inactive, lines: [{ line_id: lineId, quantity: '1' }] });
    expect(closed.statusCode).toBe(400);
    expect((await suggestion(shop, order.orderId, 999999999)).statusCode).toBe(400);
    // Procured once, it cannot be procured again.
    expect(
      (await procure(shop, order.orderId, { vendor_id: gulf, lines: [{ line_id: lineId, quantity: '1' }] })).statusCode,
    ).toBe(200);
    expect(
      (await procure(shop, order.orderId, { vendor_id: gulf, lines: [{ line_id: lineId, quantity: '1' }] })).statusCode,
    ).toBe(409);
    expect(await posOf(shop)).toBe(1);
  });

  it('a double press with one Idempotency-Key procures once', async () => {
    const shop = await issuingShop();
    const gulf = await addVendor(shop);
    const order = await requestedOrder(shop, [oilLine(shop, 120)]);
    const body = { vendor_id: gulf, lines: [{ line_id: order.lines[0]!.line_id, quantity: '20' }] };
    const headers = { 'idempotency-key': 'procure-press-1' };
    const [a, b] = await Promise.all([
      procure(shop, order.orderId, body, { headers }),
      procure(shop, order.orderId, body, { headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().purchase_order_id).toBe(a.json().purchase_order_id);
    expect(await posOf(shop)).toBe(1);
    const rows = await t.db
      .select({ n: count() })
      .from(purchaseActivity)
      .where(
        and(
          eq(purchaseActivity.groupId, shop.groupId),
          eq(purchaseActivity.subject, 'PURCHASE_ORDER'),
          eq(purchaseActivity.action, 'CREATED'),
        ),
      );
    expect(rows[0]!.n).toBe(1);
    expect((await po(shop, a.json().purchase_order_id)).lines).toEqual([expect.objectContaining({ quantity: '20' })]);
  });
});
