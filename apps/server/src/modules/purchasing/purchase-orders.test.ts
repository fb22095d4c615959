import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrder } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addPart, addVendor, approvedPo, move, poBody, raisePo, receive } from './test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const countPos = async (shop: Shop) =>
  (
    await t.db
      .select({ id: purchaseOrder.id })
      .from(purchaseOrder)
      .where(and(eq(purchaseOrder.groupId, shop.groupId), eq(purchaseOrder.garageId, shop.garageId)))
  ).length;

describe('purchase orders (create-purchase-order, show-purchase-order)', () => {
  it('are numbered PO-n per garage and priced by the server: quantity × price, plus the tax of its category', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const pads = await addPart(shop, { part_name: 'Brake pads', part_number: 'BP-1' });
    const po = await raisePo(
      shop,
      poBody(vendorId, [
        { part_id: pads, quantity: 4, unit_price: '35.00' },
        { part_id: shop.oilId, quantity: '2.5', unit_price: '10', tax_category_id: null },
      ]),
    );
    expect(po).toMatchObject({
      po_number: 'PO-00001',
      status: 'DRAFT',
      sub_total: '165.00',
      tax_total: '21.00',
      grand_total: '186.00',
      allowed_moves: ['AWAITING_APPROVAL', 'CANCELLED'],
      receivable: false,
    });
    expect(po.lines[0]).toMatchObject({
      part_name: 'Brake pads',
      part_number: 'BP-1',
      quantity: '4',
      remaining: '4',
      unit_price: '35.00',
      tax_rate: '15',
      tax_amount: '21.00',
      total: '161.00',
    });
    expect(po.activity.map((a: { action: string }) => a.action)).toEqual(['CREATED']);
    // Without a price the part's purchase price is taken.
    const second = await raisePo(shop, poBody(vendorId, [{ part_id: pads, quantity: 1 }]));
    expect(second).toMatchObject({ po_number: 'PO-00002', grand_total: '40.25' });
    const other = await saudiShop(t);
    const theirs = await raisePo(other, poBody(await addVendor(other), [{ part_id: other.oilId, quantity: 1, unit_price: 1 }]));
    expect(theirs.po_number).toBe('PO-00001');
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop);
    const noLines = await api(shop, 'POST', '/api/oms/purchase_order', poBody(vendorId, []));
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().message).toContain('A purchase order needs at least one part');
    const zero = await api(shop, 'POST', '/api/oms/purchase_order', poBody(vendorId, [{ part_id: shop.oilId, quantity: 0 }]));
    expect(zero.statusCode).toBe(400);
    const twice = await api(
      shop,
      'POST',
      '/api/oms/purchase_order',
      poBody(vendorId, [
        { part_id: shop.oilId, quantity: 1 },
        { part_id: shop.oilId, quantity: 2 },
      ]),
    );
    expect(twice.json().message).toBe('"Engine oil" is on the purchase order twice: put it on one line');
    const other = await saudiShop(t);
    const theirPart = await api(
      shop,
      'POST',
      '/api/oms/purchase_order',
      poBody(vendorId, [{ part_id: other.oilId, quantity: 1 }]),
    );
    expect(theirPart.statusCode).toBe(400);
    expect(theirPart.json().message).toBe('A part of this purchase order was not found');
    const theirVendor = await api(
      shop,
      'POST',
      '/api/oms/purchase_order',
      poBody(await addVendor(other), [{ part_id: shop.oilId, quantity: 1 }]),
    );
    expect(theirVendor.statusCode).toBe(404);
    await api(shop, 'PUT', `/api/oms/vendor/${vendorId}`, { name: 'Sleepy vendor', active: false });
    const inactive = await api(shop, 'POST', '/api/oms/purchase_order', poBody(vendorId, [{ part_id: shop.oilId, quantity: 1 }]));
    expect(inactive.json().message).toBe('Vendor "Sleepy vendor" is inactive: choose an active vendor');
    expect(await countPos(shop)).toBe(0);
  });

  it('moves DRAFT → AWAITING_APPROVAL → APPROVED (approver only) → SENT (PDF link e-mailed) → closed after a partial receipt', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { email: 'sales@alnoor.example' });
    const buyer = await member(shop, ['CREATE_INVENTORY']);
    const approver = await member(shop, ['PURCHASE_ORDER_APPROVAL']);
    const po = await raisePo(shop, poBody(vendorId, [{ part_id: shop.oilId, quantity: 10, unit_price: '12' }]), buyer);
    const id = po.purchase_order_id;
    // An approve before submitting is not a move of the machine.
    expect((await move(shop, id, 'APPROVED')).json().message).toBe('A purchase order that is DRAFT cannot be made APPROVED');
    expect((await move(shop, id, 'AWAITING_APPROVAL', {}, buyer)).statusCode).toBe(200);
    const seen = (await api(shop, 'GET', `/api/oms/purchase_order/${id}`, undefined, { session: buyer })).json();
    expect(seen.allowed_moves).toEqual(['CANCELLED']);
    const refused = await move(shop, id, 'APPROVED', {}, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the owner or a purchase order approver can approve or reject a purchase order');
    // Edits only while DRAFT.
    const edit = await api(
      shop,
      'PUT',
      `/api/oms/purchase_order/${id}`,
      poBody(vendorId, [{ part_id: shop.oilId, quantity: 1 }]),
    );
    expect(edit.json().message).toBe('Only a draft purchase order can be changed (this one is AWAITING_APPROVAL)');
    const approved = await move(shop, id, 'APPROVED', {}, approver);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', receivable: true, allowed_moves: ['SENT', 'CANCELLED'] });
    const sent = await move(shop, id, 'SENT', { language: 'es' });
    expect(sent.json()).toMatchObject({ status: 'SENT', sent_to: 'sales@alnoor.example' });
    const mail = t.sender.sent.find((m) => m.to === 'sales@alnoor.example');
    expect(mail?.subject).toMatch(/^Orden de compra PO-00001/);
    const url = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const pdf = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await receive(shop, {
      purchase_order_id: id,
      bill_number: 'INV-9',
      lines: [{ part_id: shop.oilId, quantity: 4 }],
    });
    expect(part.statusCode).toBe(201);
    const after = (await api(shop, 'GET', `/api/oms/purchase_order/${id}`)).json();
    expect(after).toMatchObject({ status: 'PARTIALLY_RECEIVED', allowed_moves: ['CLOSED'] });
    expect((await move(shop, id, 'CANCELLED')).statusCode).toBe(400);
    const closed = await move(shop, id, 'CLOSED');
    expect(closed.json()).toMatchObject({ status: 'CLOSED', receivable: false });
    expect(closed.json().activity.map((a: { action: string }) => a.action)).toEqual([
      'CREATED',
      'AWAITING_APPROVAL',
      'APPROVED',
      'SENT',
      'PARTIALLY_RECEIVED',
      'CLOSED',
    ]);
  });

  it('sends back to DRAFT (rejection), cancels with a reason, and refuses SENT without the vendor e-mail', async () => {
    const shop = await saudiShop(t);
    const vendorId = await addVendor(shop, { email: null });
    const po = await raisePo(shop, poBody(vendorId, [{ part_id: shop.oilId, quantity: 1, unit_price: 1 }]));
    const id = po.purchase_order_id;
    await move(shop, id, 'AWAITING_APPROVAL');
    const back = await move(shop, id, 'DRAFT', { reason: 'Ask for a better price' });
    expect(back.json().status).toBe('DRAFT');
    await move(shop, id, 'AWAITING_APPROVAL');
    await move(shop, id, 'APPROVED');
    const noMail = await move(shop, id, 'SENT');
    expect(noMail.json().message).toBe('The vendor has no e-mail address: add one to send the purchase order');
    expect((await move(shop, id, 'SENT', { send_email: false })).json()).toMatchObject({ status: 'SENT', sent_to: null });
    const cancelled = await api(shop, 'DELETE', `/api/oms/purchase_order/${id}`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    const list = (await api(shop, 'GET', '/api/oms/purchase_order?status=CANCELLED')).json();
    expect(list.content.map((p: { po_number: string }) => p.po_number)).toEqual([po.po_number]);
  });

  it('suggests parts below their minimum stock: min_stock × 2 − on hand, rounded up', async () => {
    const shop = await saudiShop(t);
    const low = await addPart(shop, { part_name: 'Wiper blade', min_stock: '5' });
    await addPart(shop, { part_name: 'No minimum' });
    const stocked = await addPart(shop, { part_name: 'Air filter', min_stock: '2' });
    const vendorId = await addVendor(shop);
    await receive(shop, { vendor_id: vendorId, lines: [{ part_id: stocked, quantity: 3, unit_price: 20 }] });
    await receive(shop, { vendor_id: vendorId, lines: [{ part_id: low, quantity: '1.5', unit_price: 20 }] });
    const suggestion = (await api(shop, 'GET', '/api/oms/purchase_order/suggestion')).json();
    expect(suggestion).toEqual([
      {
        part_id: low,
        part_name: 'Wiper blade',
        part_number: null,
        on_hand: '1.5',
        min_stock: '5',
        quantity: '9',
        unit_price: '20.00',
        tax_category_id: shop.vat,
      },
    ]);
  });

  it("answers 404 for another group's purchase order and 403 without an inventory role; hides prices from PRICE_VIEW_RESTRICTED", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const theirs = await approvedPo(other, await addVendor(other), [{ part_id: other.oilId, quantity: 1, unit_price: 5 }]);
    const id = theirs.purchase_order_id;
    expect((await api(shop, 'GET', `/api/oms/purchase_order/${id}`)).statusCode).toBe(404);
    expect((await move(shop, id, 'SENT', { send_email: false })).statusCode).toBe(404);
    expect((await api(shop, 'PUT', `/api/oms/purchase_order/${id}`, poBody(1, [{ part_id: 1, quantity: 1 }]))).statusCode).toBe(
      404,
    );
    expect((await api(shop, 'POST', `/api/oms/purchase_order/${id}/share`, {})).statusCode).toBe(404);
    const clerk = await member(shop, ['VIEW_ORDER']);
    expect((await api(shop, 'GET', '/api/oms/purchase_order', undefined, { session: clerk })).statusCode).toBe(403);
    const viewer = await member(shop, ['VIEW_INVENTORY']);
    const vendorId = await addVendor(shop);
    expect(
      (
        await api(shop, 'POST', '/api/oms/purchase_order', poBody(vendorId, [{ part_id: shop.oilId, quantity: 1 }]), {
          session: viewer,
        })
      ).statusCode,
    ).toBe(403);
    const mine = await raisePo(shop, poBody(vendorId, [{ part_id: shop.oilId, quantity: 1, unit_price: 7 }]));
    const restricted = await member(shop, ['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED']);
    const seen = (
      await api(shop, 'GET', `/api/oms/purchase_order/${mine.purchase_order_id}`, undefined, { session: restricted })
    ).json();
    expect(seen).toMatchObject({ prices_hidden: true, grand_total: null, sub_total: null });
    expect(seen.lines[0]).toMatchObject({ unit_price: null, total: null, quantity: '1' });
  });
});
