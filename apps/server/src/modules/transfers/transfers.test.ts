import type { Role } from '@garage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garage, part, partStock, stockMovement } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { checkStockLedger, moveStock } from '../../platform/stock-ledger.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

// Runs on PGlite and on PostgreSQL (DATABASE_URL); the concurrent receipts race only on PostgreSQL, on
// PGlite they serialise and must give the same answer.
let t: TestApp;
let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerIp: 0, rateLimitWritesPerUser: 0 });
});
afterAll(async () => {
  await t.close();
});

const base = (garageId: number) => `/api/oms/garage/${garageId}/inter_branch_transfer`;

/** A group of two outlets with one owner: Main (A, the head office) holds the stock, Branch (B) asks for it. */
async function twoOutlets() {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const a = await createGarage(t, { ownerId: owner.id, name: `Main ${n}` });
  const b = await createGarage(t, { groupId: a.groupId, ownerId: owner.id, name: `Main ${n} — Branch` });
  await t.db
    .update(garage)
    .set({ headOffice: true })
    .where(and(eq(garage.groupId, a.groupId), eq(garage.id, a.garageId)));
  const s = await signIn(t, owner.mobileNumber);
  const addPart = async (garageId: number, name: string, number: string | null, purchase: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oms/part',
      headers: s.headers(garageId),
      payload: { part_name: name, part_number: number, selling_price: '100', purchase_price: purchase, active: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json().part_id as number;
  };
  const stock = async (garageId: number, partId: number, quantity: string, unitCost: string) =>
    t.db.transaction((tx) =>
      moveStock(
        tx,
        { groupId: a.groupId, garageId, userId: owner.id },
        t.clock.now(),
        [{ partId, kind: 'OPENING', quantity, unitCost }],
        { kind: 'OPENING', id: partId },
      ),
    );
  const filterA = await addPart(a.garageId, 'Oil filter', 'OF-100', '190');
  const padsA = await addPart(a.garageId, 'Brake pads', 'BP-200', '1200');
  const filterB = await addPart(b.garageId, 'Oil filter (branch name)', 'of 100', '200');
  await stock(a.garageId, filterA, '10', '190');
  await stock(a.garageId, padsA, '3', '1200');
  await stock(b.garageId, filterB, '2', '200');
  return { owner, a, b, s, filterA, padsA, filterB, addPart, stock };
}

type Outlets = Awaited<ReturnType<typeof twoOutlets>>;

const post = (
  s: Session,
  garageId: number,
  path: string,
  payload: InjectOptions['payload'],
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: `${base(garageId)}${path}`, headers: { ...s.headers(garageId), ...headers }, payload });
const put = (s: Session, garageId: number, path: string, payload: InjectOptions['payload'] = {}) =>
  t.app.inject({ method: 'PUT', url: `${base(garageId)}${path}`, headers: s.headers(garageId), payload });
const get = (s: Session, garageId: number, path: string) =>
  t.app.inject({ method: 'GET', url: `${base(garageId)}${path}`, headers: s.headers(garageId) });

async function request(o: Outlets, lines: Array<{ part_id: number; quantity: string }>, submit = true) {
  const res = await post(o.s, o.b.garageId, '/request', { from_garage_id: o.a.garageId, lines, submit });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function onHand(groupId: number, garageId: number, partId: number) {
  const [row] = await t.db
    .select({ q: partStock.runningStock, v: partStock.stockValue })
    .from(partStock)
    .where(and(eq(partStock.groupId, groupId), eq(partStock.garageId, garageId), eq(partStock.partId, partId)));
  return row ? { q: Number(row.q), v: Number(row.v) } : { q: 0, v: 0 };
}

const movementsOf = (groupId: number, deliveryId: number) =>
  t.db
    .select({
      garageId: stockMovement.garageId,
      partId: stockMovement.partId,
      kind: stockMovement.kind,
      quantity: stockMovement.quantity,
      unitCost: stockMovement.unitCost,
      docNumber: stockMovement.docNumber,
    })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.groupId, groupId),
        eq(stockMovement.docKind, 'TRANSFER_DELIVERY'),
        eq(stockMovement.docId, deliveryId),
      ),
    )
    .orderBy(asc(stockMovement.id));

describe('a transfer request answered and received in full', () => {
  it('moves the stock out of A at its cost and into B at the same cost, on B’s part of the same number', async () => {
    const o = await twoOutlets();
    const req = await request(o, [
      { part_id: o.filterA, quantity: '4' },
      { part_id: o.padsA, quantity: '2' },
    ]);
    expect(req).toMatchObject({ number: 'IBT-00001', status: 'REQUESTED', side: 'REQUESTER', allowed_moves: [] });
    expect(req.lines.map((l: { available: string }) => l.available)).toEqual(['10', '3']);

    // A sees it among the requests made to it and may deliver.
    const incoming = (await get(o.s, o.a.garageId, '/request?direction=INCOMING')).json();
    expect(incoming.content.map((r: { request_id: number }) => r.request_id)).toEqual([req.request_id]);
    const seenByA = (await get(o.s, o.a.garageId, `/request/${req.request_id}`)).json();
    expect(seenByA).toMatchObject({ side: 'SUPPLIER', allowed_moves: ['DELIVER'] });

    const reserved = await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {});
    expect(reserved.statusCode, reserved.body).toBe(201);
    const delivery = reserved.json();
    expect(delivery).toMatchObject({
      number: 'IBD-00001',
      status: 'RESERVED',
      side: 'SENDER',
      allowed_moves: ['DISPATCH', 'CANCEL'],
    });
    // A reservation is a promise: nothing has moved yet.
    expect(await movementsOf(o.a.groupId, delivery.delivery_id)).toEqual([]);

    const dispatched = await put(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`);
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json()).toMatchObject({ status: 'TRANSIT', total_dispatched: '6', allowed_moves: [] });
    expect(await onHand(o.a.groupId, o.a.garageId, o.filterA)).toEqual({ q: 6, v: 1140 });
    expect(await onHand(o.a.groupId, o.a.garageId, o.padsA)).toEqual({ q: 1, v: 1200 });

    const atB = (await get(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}`)).json();
    expect(atB).toMatchObject({ side: 'RECEIVER', allowed_moves: ['RECEIVE'], request_number: 'IBT-00001' });
    const received = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'RECEIVED', total_received: '6' });

    // The filter lands on B's own part ("of 100" is OF-100); the pads are new to B, made from A's master.
    expect(await onHand(o.a.groupId, o.b.garageId, o.filterB)).toEqual({ q: 6, v: 400 + 760 });
    const [padsB] = await t.db
      .select()
      .from(part)
      .where(and(eq(part.groupId, o.a.groupId), eq(part.garageId, o.b.garageId), eq(part.partNumber, 'BP-200')));
    expect(padsB).toMatchObject({ name: 'Brake pads', purchasePrice: '1200.0000', sellingPrice: '100.0000', minStock: '0.000' });
    expect(await onHand(o.a.groupId, o.b.garageId, padsB!.id)).toEqual({ q: 2, v: 2400 });

    const moves = await movementsOf(o.a.groupId, delivery.delivery_id);
    expect(moves.map((m) => [m.garageId, m.partId, m.kind, m.quantity, m.unitCost, m.docNumber])).toEqual([
      [o.a.garageId, o.filterA, 'TRANSFER_OUT', '-4.000', '190.0000', 'IBD-00001'],
      [o.a.garageId, o.padsA, 'TRANSFER_OUT', '-2.000', '1200.0000', 'IBD-00001'],
      [o.b.garageId, o.filterB, 'TRANSFER_IN', '4.000', '190.0000', 'IBD-00001'],
      [o.b.garageId, padsB!.id, 'TRANSFER_IN', '2.000', '1200.0000', 'IBD-00001'],
    ]);
    expect(await checkStockLedger(t.db, o.a.groupId)).toEqual([]);

    const done = (await get(o.s, o.b.garageId, `/request/${req.request_id}`)).json();
    expect(done).toMatchObject({ status: 'RECEIVED', delivery_status: 'RECEIVED' });
    expect(done.activity.map((a: { action: string }) => a.action)).toEqual(['REQUESTED', 'RESERVED', 'TRANSIT', 'RECEIVED']);
    // Nothing is left to receive.
    const again = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`);
    expect(again.statusCode).toBe(400);
  });
});

describe('partial flows', () => {
  it('reserves what A has, dispatches less, and is received in two parts', async () => {
    const o = await twoOutlets();
    const req = await request(o, [
      { part_id: o.filterA, quantity: '4' },
      { part_id: o.padsA, quantity: '5' },
    ]);
    const delivery = (await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {})).json();
    expect(delivery.status).toBe('PARTIAL_RESERVED');
    expect(delivery.lines.map((l: { reserved: string }) => l.reserved)).toEqual(['4', '3']);

    const [filterLine, padsLine] = delivery.lines;
    const over = await put(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`, {
      lines: [{ line_id: padsLine.line_id, quantity: '4' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Brake pads: 4 is more than the 3 reserved');

    const sent = await put(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`, {
      lines: [
        { line_id: filterLine.line_id, quantity: '3' },
        { line_id: padsLine.line_id, quantity: '3' },
      ],
    });
    expect(sent.json()).toMatchObject({ status: 'PARTIAL_TRANSIT', total_dispatched: '6' });

    const tooMuch = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`, {
      lines: [{ line_id: filterLine.line_id, quantity: '4' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Oil filter: 4 is more than the 3 still on the way');

    const first = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`, {
      lines: [
        { line_id: filterLine.line_id, quantity: '1' },
        { line_id: padsLine.line_id, quantity: '0' },
      ],
    });
    expect(first.json()).toMatchObject({ status: 'PARTIAL_RECEIVED', total_received: '1' });
    expect((await get(o.s, o.b.garageId, `/request/${req.request_id}`)).json().status).toBe('REQUESTED');

    const rest = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`);
    expect(rest.json()).toMatchObject({ status: 'RECEIVED', total_received: '6' });
    expect(await onHand(o.a.groupId, o.b.garageId, o.filterB)).toEqual({ q: 5, v: 400 + 570 });
    expect((await get(o.s, o.b.garageId, `/request/${req.request_id}`)).json().status).toBe('RECEIVED');
    expect(await checkStockLedger(t.db, o.a.groupId)).toEqual([]);
  });

  it('refuses to dispatch what A no longer has (the reservation holds nothing in the ledger)', async () => {
    const o = await twoOutlets();
    const req = await request(o, [{ part_id: o.padsA, quantity: '3' }]);
    const delivery = (await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {})).json();
    expect(delivery.status).toBe('RESERVED');
    // Meanwhile two pads are sold at A.
    await t.db.transaction((tx) =>
      moveStock(
        tx,
        { groupId: o.a.groupId, garageId: o.a.garageId, userId: o.owner.id },
        t.clock.now(),
        [{ partId: o.padsA, kind: 'COUNTER_SALE', quantity: '2' }],
        { kind: 'COUNTER_SALE', id: 1 },
      ),
    );
    const res = await put(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not enough stock of Brake pads: 1 on hand, 3 needed');
    expect((await get(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}`)).json().status).toBe('RESERVED');
    expect(await checkStockLedger(t.db, o.a.groupId)).toEqual([]);
  });
});

describe('drafts, cancelling and direct deliveries', () => {
  it('keeps a draft private to B until it is sent', async () => {
    const o = await twoOutlets();
    const draft = await request(o, [{ part_id: o.filterA, quantity: '1' }], false);
    expect(draft).toMatchObject({ status: 'DRAFT', allowed_moves: ['EDIT', 'SUBMIT'] });
    expect((await get(o.s, o.a.garageId, `/request/${draft.request_id}`)).statusCode).toBe(404);
    const edited = await put(o.s, o.b.garageId, `/request/${draft.request_id}`, {
      from_garage_id: o.a.garageId,
      lines: [{ part_id: o.filterA, quantity: '2' }],
    });
    expect(edited.json()).toMatchObject({ status: 'DRAFT', total_quantity: '2' });
    const sent = await put(o.s, o.b.garageId, `/request/${draft.request_id}/submit`);
    expect(sent.json().status).toBe('REQUESTED');
    expect((await put(o.s, o.b.garageId, `/request/${draft.request_id}/submit`)).statusCode).toBe(400);
    expect((await get(o.s, o.a.garageId, `/request/${draft.request_id}`)).json().side).toBe('SUPPLIER');
  });

  it('cancels a reserved delivery (nothing moved) and lets the request be answered again', async () => {
    const o = await twoOutlets();
    const req = await request(o, [{ part_id: o.filterA, quantity: '2' }]);
    const first = (await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {})).json();
    expect((await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {})).statusCode).toBe(409);
    // Only the sender cancels.
    expect((await put(o.s, o.b.garageId, `/delivery/${first.delivery_id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    const cancelled = await put(o.s, o.a.garageId, `/delivery/${first.delivery_id}/cancel`, { reason: 'Shelf count wrong' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Shelf count wrong', allowed_moves: [] });
    expect(await movementsOf(o.a.groupId, first.delivery_id)).toEqual([]);
    expect((await put(o.s, o.a.garageId, `/delivery/${first.delivery_id}/dispatch`)).statusCode).toBe(400);
    const second = await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {});
    expect(second.json()).toMatchObject({ number: 'IBD-00002', status: 'RESERVED' });
    const sent = await put(o.s, o.a.garageId, `/delivery/${second.json().delivery_id}/dispatch`);
    expect(sent.json().status).toBe('TRANSIT');
    // Cancelling after dispatch is refused.
    expect((await put(o.s, o.a.garageId, `/delivery/${second.json().delivery_id}/cancel`, { reason: 'late' })).statusCode).toBe(
      400,
    );
  });

  it('pushes stock without a request: DIRECT_DELIVERY_TRANSIT, then DIRECT_DELIVERY_RECEIVED', async () => {
    const o = await twoOutlets();
    const res = await post(o.s, o.a.garageId, '/delivery', {
      to_garage_id: o.b.garageId,
      lines: [{ part_id: o.filterA, quantity: '5' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const delivery = res.json();
    expect(delivery).toMatchObject({ status: 'DIRECT_DELIVERY_TRANSIT', direct: true, request_id: null, number: 'IBD-00001' });
    expect(await onHand(o.a.groupId, o.a.garageId, o.filterA)).toEqual({ q: 5, v: 950 });
    const received = await put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`);
    expect(received.json().status).toBe('DIRECT_DELIVERY_RECEIVED');
    expect(await onHand(o.a.groupId, o.b.garageId, o.filterB)).toEqual({ q: 7, v: 400 + 950 });
    const list = (await get(o.s, o.b.garageId, '/delivery?direction=INCOMING')).json();
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({ status: 'DIRECT_DELIVERY_RECEIVED', direct: true, total_received: '5' });
    // More than A has is refused and nothing is written.
    const tooMuch = await post(o.s, o.a.garageId, '/delivery', {
      to_garage_id: o.b.garageId,
      lines: [{ part_id: o.padsA, quantity: '9' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect((await get(o.s, o.a.garageId, '/delivery?direction=OUTGOING')).json().total_elements).toBe(1);
    expect(await checkStockLedger(t.db, o.a.groupId)).toEqual([]);
  });

  it('creates one request for one Idempotency-Key', async () => {
    const o = await twoOutlets();
    const body = { from_garage_id: o.a.garageId, lines: [{ part_id: o.filterA, quantity: '1' }], submit: true };
    const first = await post(o.s, o.b.garageId, '/request', body, { 'idempotency-key': 'ibt-1' });
    const second = await post(o.s, o.b.garageId, '/request', body, { 'idempotency-key': 'ibt-1' });
    expect(second.json().request_id).toBe(first.json().request_id);
    expect((await get(o.s, o.b.garageId, '/request')).json().total_elements).toBe(1);
  });
});

describe('tenancy and roles', () => {
  it('cannot ask a garage of another group for stock (404), nor see its transfers', async () => {
    const o = await twoOutlets();
    const other = await twoOutlets();
    const res = await post(o.s, o.b.garageId, '/request', {
      from_garage_id: other.a.garageId,
      lines: [{ part_id: other.filterA, quantity: '1' }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That outlet is not part of your group');
    const direct = await post(o.s, o.a.garageId, '/delivery', {
      to_garage_id: other.b.garageId,
      lines: [{ part_id: o.filterA, quantity: '1' }],
    });
    expect(direct.statusCode).toBe(404);
    const theirs = await request(other, [{ part_id: other.filterA, quantity: '1' }]);
    expect((await get(o.s, o.b.garageId, `/request/${theirs.request_id}`)).statusCode).toBe(404);
    expect((await post(o.s, o.a.garageId, `/request/${theirs.request_id}/delivery`, {})).statusCode).toBe(404);
    // Another group's outlet in the header: not a member.
    expect((await get(o.s, other.a.garageId, `/request/${theirs.request_id}`)).statusCode).toBe(403);
    // Asking oneself is refused.
    expect(
      (
        await post(o.s, o.a.garageId, '/request', {
          from_garage_id: o.a.garageId,
          lines: [{ part_id: o.filterA, quantity: '1' }],
        })
      ).statusCode,
    ).toBe(400);
    // A part of another outlet than the one asked.
    const wrongPart = await post(o.s, o.b.garageId, '/request', {
      from_garage_id: o.a.garageId,
      lines: [{ part_id: o.filterB, quantity: '1' }],
    });
    expect(wrongPart.statusCode).toBe(400);
  });

  it('needs an inventory role at the outlet acting, membership of it, and the right side', async () => {
    const o = await twoOutlets();
    const member = async (garageId: number, roles: Role[]) => {
      const user = await createUser(t.db, { mobileNumber: freshMobile() });
      await addMember(t.db, { groupId: o.a.groupId, garageId }, user.id, roles);
      return signIn(t, user.mobileNumber);
    };
    const accountant = await member(o.b.garageId, ['ACCOUNTS_MANAGEMENT']);
    const body = { from_garage_id: o.a.garageId, lines: [{ part_id: o.filterA, quantity: '1' }], submit: true };
    expect((await post(accountant, o.b.garageId, '/request', body)).statusCode).toBe(403);
    expect((await get(accountant, o.b.garageId, '/branch_stocks')).statusCode).toBe(403);
    const viewer = await member(o.b.garageId, ['VIEW_INVENTORY']);
    expect((await get(viewer, o.b.garageId, '/request')).statusCode).toBe(200);
    expect((await post(viewer, o.b.garageId, '/request', body)).statusCode).toBe(403);

    const storekeeperB = await member(o.b.garageId, ['INVENTORY_MANAGEMENT']);
    const req = (await post(storekeeperB, o.b.garageId, '/request', body)).json();
    // B's storekeeper is no member of A: acting for A is refused, and B cannot answer its own request.
    expect((await post(storekeeperB, o.a.garageId, `/request/${req.request_id}/delivery`, {})).statusCode).toBe(403);
    const wrongSide = await post(storekeeperB, o.b.garageId, `/request/${req.request_id}/delivery`, {});
    expect(wrongSide.statusCode).toBe(403);
    expect(wrongSide.json().message).toBe('Only the sending outlet can do this');
    // The path names an outlet other than the one signed in to.
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `${base(o.a.garageId)}/request`,
      headers: storekeeperB.headers(o.b.garageId),
    });
    expect(mismatch.statusCode).toBe(403);

    const storekeeperA = await member(o.a.garageId, ['CREATE_INVENTORY']);
    const delivery = (await post(storekeeperA, o.a.garageId, `/request/${req.request_id}/delivery`, {})).json();
    await put(storekeeperA, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`);
    // The sender cannot receive its own delivery.
    expect((await put(storekeeperA, o.a.garageId, `/delivery/${delivery.delivery_id}/receive`)).statusCode).toBe(403);
    expect((await put(storekeeperB, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`)).json().status).toBe('RECEIVED');
  });
});

describe('branch stocks and head office stock information', () => {
  it('shows a part’s on hand at every outlet of the group, matched by part number', async () => {
    const o = await twoOutlets();
    const res = await get(o.s, o.b.garageId, `/branch_stocks?part_id=${o.filterB}`);
    expect(res.statusCode).toBe(200);
    const [row] = res.json().content;
    expect(row).toMatchObject({ part_name: 'Oil filter (branch name)', total_on_hand: '12', total_value: null });
    expect(
      row.outlets.map((x: { garage_id: number; on_hand: string; avg_cost: string | null }) => [
        x.garage_id,
        x.on_hand,
        x.avg_cost,
      ]),
    ).toEqual([
      [o.a.garageId, '10', null],
      [o.b.garageId, '2', null],
    ]);
    const search = (await get(o.s, o.b.garageId, `/branch_stocks?q=brake&garage_id=${o.a.garageId}`)).json();
    expect(search.content.map((r: { part_number: string }) => r.part_number)).toEqual(['BP-200']);
    const other = await twoOutlets();
    expect((await get(o.s, o.b.garageId, `/branch_stocks?garage_id=${other.a.garageId}`)).statusCode).toBe(404);
  });

  it('gives the head office every outlet’s stock with value, never to PRICE_VIEW_RESTRICTED, only at the head office', async () => {
    const o = await twoOutlets();
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/oms/head_office/stock_information',
      headers: o.s.headers(o.a.garageId),
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ total_elements: 2, group_value: '5900.00' });
    const filter = info.json().content.find((r: { part_number: string }) => r.part_number === 'OF-100');
    expect(filter).toMatchObject({ total_on_hand: '12', total_value: '2300.00' });
    expect(filter.outlets.map((x: { stock_value: string }) => x.stock_value)).toEqual(['1900.00', '400.00']);

    const atBranch = await t.app.inject({
      method: 'GET',
      url: '/api/oms/head_office/stock_information',
      headers: o.s.headers(o.b.garageId),
    });
    expect(atBranch.statusCode).toBe(403);
    const restricted = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, o.a, restricted.id, ['HO_STOCK_INFORMATION', 'PRICE_VIEW_RESTRICTED']);
    const rs = await signIn(t, restricted.mobileNumber);
    const hidden = (
      await t.app.inject({ method: 'GET', url: '/api/oms/head_office/stock_information', headers: rs.headers(o.a.garageId) })
    ).json();
    expect(hidden.group_value).toBeNull();
    expect(hidden.content[0].outlets[0].stock_value).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/oms/head_office/outlets', headers: rs.headers(o.a.garageId) })).statusCode,
    ).toBe(403);

    const outlets = (
      await t.app.inject({ method: 'GET', url: '/api/oms/head_office/outlets', headers: o.s.headers(o.a.garageId) })
    ).json();
    expect(
      outlets.map((x: { member: boolean; parts_in_stock: number; stock_value: string }) => [
        x.member,
        x.parts_in_stock,
        x.stock_value,
      ]),
    ).toEqual([
      [true, 2, '5500.00'],
      [true, 1, '400.00'],
    ]);
  });
});

describe('head office purchase orders', () => {
  it('lists the purchase orders of every outlet, by outlet and status, totals hidden from PRICE_VIEW_RESTRICTED, only at the head office', async () => {
    const o = await twoOutlets();
    const raise = async (garageId: number, partId: number, quantity: string) => {
      const vendor = await t.app.inject({
        method: 'POST',
        url: '/api/oms/vendor',
        headers: o.s.headers(garageId),
        payload: { name: `Spares ${garageId}-${quantity}`, payment_terms_days: 30 },
      });
      expect(vendor.statusCode, vendor.body).toBe(201);
      const po = await t.app.inject({
        method: 'POST',
        url: '/api/oms/purchase_order',
        headers: o.s.headers(garageId),
        payload: { vendor_id: vendor.json().vendor_id, lines: [{ part_id: partId, quantity, unit_price: '100.00' }] },
      });
      expect(po.statusCode, po.body).toBe(201);
      return po.json() as { purchase_order_id: number; po_number: string };
    };
    const atA = await raise(o.a.garageId, o.filterA, '2');
    const atB = await raise(o.b.garageId, o.filterB, '3');
    const list = async (query: string, garageId = o.a.garageId, s = o.s) =>
      t.app.inject({ method: 'GET', url: `/api/oms/head_office/purchase_order${query}`, headers: s.headers(garageId) });

    const all = await list('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total_elements).toBe(2);
    expect(
      all
        .json()
        .content.map((r: { purchase_order_id: number; garage_id: number; member: boolean; grand_total: string | null }) => [
          r.purchase_order_id,
          r.garage_id,
          r.member,
          r.grand_total !== null,
        ]),
    ).toEqual([
      [atB.purchase_order_id, o.b.garageId, true, true],
      [atA.purchase_order_id, o.a.garageId, true, true],
    ]);
    expect(all.json().content.map((r: { garage_name: string }) => r.garage_name.endsWith('— Branch'))).toEqual([true, false]);
    const onlyB = (await list(`?garage_id=${o.b.garageId}`)).json();
    expect(onlyB.content.map((r: { po_number: string }) => r.po_number)).toEqual([atB.po_number]);
    expect((await list('?status=CANCELLED')).json().total_elements).toBe(0);

    // Another group's outlet is 404; a branch is not the head office (403); bad input is 400.
    const other = await twoOutlets();
    expect((await list(`?garage_id=${other.b.garageId}`)).statusCode).toBe(404);
    expect((await list('', o.b.garageId)).statusCode).toBe(403);
    const bad = await list('?status=NOPE');
    expect(bad.statusCode).toBe(400);

    // A purchase-order viewer without purchase prices sees no totals; a member without the roles gets 403.
    const restricted = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, o.a, restricted.id, ['HO_PURCHASE_ORDER', 'PRICE_VIEW_RESTRICTED']);
    const rs = await signIn(t, restricted.mobileNumber);
    const hidden = (await list('', o.a.garageId, rs)).json();
    expect(hidden.content.map((r: { grand_total: string | null; member: boolean }) => [r.grand_total, r.member])).toEqual([
      [null, false],
      [null, true],
    ]);
    const clerk = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, o.a, clerk.id, ['JOB_CONTROLLER']);
    expect((await list('', o.a.garageId, await signIn(t, clerk.mobileNumber))).statusCode).toBe(403);
  });
});

describe('receipts at once', () => {
  it('receives a delivery once when ten receipts of it arrive together', async () => {
    const o = await twoOutlets();
    const req = await request(o, [{ part_id: o.filterA, quantity: '4' }]);
    const delivery = (await post(o.s, o.a.garageId, `/request/${req.request_id}/delivery`, {})).json();
    await put(o.s, o.a.garageId, `/delivery/${delivery.delivery_id}/dispatch`);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => put(o.s, o.b.garageId, `/delivery/${delivery.delivery_id}/receive`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400 || c === 409)).toBe(true);
    expect(await onHand(o.a.groupId, o.b.garageId, o.filterB)).toEqual({ q: 6, v: 400 + 760 });
    const moves = (await movementsOf(o.a.groupId, delivery.delivery_id)).filter((m) => m.kind === 'TRANSFER_IN');
    expect(moves).toHaveLength(1);
    expect(await checkStockLedger(t.db, o.a.groupId)).toEqual([]);
  });
});
