import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';
import { DEFAULT_CANCEL_REASONS } from './create-default-cancel-reasons.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Reason {
  id: number;
  reason: string;
  type: 'ORDER' | 'QUOTE';
  active: boolean;
}

/** An owner with a garage registered through the API, as a real user would. */
async function registeredOwner() {
  const s = await signIn(t, freshMobile());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/garage',
    headers: s.headers(),
    payload: {
      garage_name: `Reasons ${++n}`,
      country_code: 'IN',
      time_zone: 'Asia/Kolkata',
      type: 'car',
      owner_first_name: 'Ravi',
    },
  });
  expect(res.statusCode).toBe(201);
  const garage = res.json();
  return { s, garageId: garage.garage_id as number, groupId: garage.group_id as number };
}

const list = async (s: Session, garageId: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/oms/cancel_reason${query}`, headers: s.headers(garageId) });
const create = (s: Session, garageId: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/oms/cancel_reason', headers: { ...s.headers(garageId), ...headers }, payload });
const update = (s: Session, garageId: number, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/oms/cancel_reason/${id}`, headers: s.headers(garageId), payload });

describe('cancel reasons', () => {
  it('a newly registered garage has the default ORDER and QUOTE reasons', async () => {
    const { s, garageId } = await registeredOwner();
    const orders = (await list(s, garageId, '?type=ORDER')).json() as Reason[];
    expect(orders.map((r) => r.reason)).toEqual(DEFAULT_CANCEL_REASONS.ORDER);
    expect(orders.every((r) => r.type === 'ORDER' && r.active)).toBe(true);
    const quotes = (await list(s, garageId, `?type=QUOTE&garageId=${garageId}`)).json() as Reason[];
    expect(quotes.map((r) => r.reason)).toEqual(DEFAULT_CANCEL_REASONS.QUOTE);
    const all = (await list(s, garageId)).json() as Reason[];
    expect(all).toHaveLength(DEFAULT_CANCEL_REASONS.ORDER.length + DEFAULT_CANCEL_REASONS.QUOTE.length);
  });

  it('the owner adds, renames and deactivates reasons; inactive ones are listed only on request', async () => {
    const { s, garageId } = await registeredOwner();
    const created = await create(s, garageId, { reason: 'Vehicle sold', type: 'ORDER' });
    expect(created.statusCode).toBe(201);
    const reason = created.json() as Reason;
    expect(reason).toMatchObject({ reason: 'Vehicle sold', type: 'ORDER', active: true });

    const renamed = await update(s, garageId, reason.id, { reason: 'Vehicle sold by owner', type: 'ORDER', active: false });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: reason.id, reason: 'Vehicle sold by owner', type: 'ORDER', active: false });

    const active = (await list(s, garageId, '?type=ORDER')).json() as Reason[];
    expect(active.map((r) => r.id)).not.toContain(reason.id);
    const withInactive = (await list(s, garageId, '?type=ORDER&include_inactive=true')).json() as Reason[];
    expect(withInactive.find((r) => r.id === reason.id)?.active).toBe(false);
    const explicitFalse = (await list(s, garageId, '?type=ORDER&include_inactive=false')).json() as Reason[];
    expect(explicitFalse.map((r) => r.id)).not.toContain(reason.id);
  });

  it('refuses a duplicate of the same type (any case), allows the same text for the other type', async () => {
    const { s, garageId } = await registeredOwner();
    const dup = await create(s, garageId, { reason: 'customer CANCELLED', type: 'ORDER' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('The cancel reason "customer CANCELLED" already exists');
    expect((await create(s, garageId, { reason: 'Customer cancelled', type: 'QUOTE' })).statusCode).toBe(201);

    const other = (await create(s, garageId, { reason: 'Bay not free', type: 'ORDER' })).json() as Reason;
    const clash = await update(s, garageId, other.id, { reason: 'Duplicate order', type: 'ORDER', active: true });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('The cancel reason "Duplicate order" already exists');
  });

  it('lets the unique index decide between concurrent duplicates', async () => {
    const { s, garageId } = await registeredOwner();
    const results = await Promise.all(
      [1, 2, 3].map(() => create(s, garageId, { reason: 'Flood in the workshop', type: 'ORDER' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const { s, garageId } = await registeredOwner();
    const key = { 'idempotency-key': `reason-${n}` };
    const first = await create(s, garageId, { reason: 'Insurance refused', type: 'QUOTE' }, key);
    const second = await create(s, garageId, { reason: 'Insurance refused', type: 'QUOTE' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });

  it('keeps garages apart: another garage id in the query or path is not found', async () => {
    const a = await registeredOwner();
    const b = await registeredOwner();
    expect((await list(a.s, a.garageId, `?garageId=${b.garageId}`)).statusCode).toBe(404);
    const bReason = ((await list(b.s, b.garageId)).json() as Reason[])[0]!;
    const res = await update(a.s, a.garageId, bReason.id, { reason: 'Stolen', type: 'ORDER', active: true });
    expect(res.statusCode).toBe(404);
    expect(((await list(b.s, b.garageId)).json() as Reason[])[0]).toEqual(bReason);
  });

  it('staff who take orders read the reasons; only the owner changes them', async () => {
    const owner = await createUser(t.db, { mobileNumber: freshMobile() });
    const shop = await createGarage(t, { ownerId: owner.id });
    const controller = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, controller.id, ['JOB_CONTROLLER', 'CREATE_ORDER']);
    const s = await signIn(t, controller.mobileNumber);
    expect((await list(s, shop.garageId)).statusCode).toBe(200);
    const denied = await create(s, shop.garageId, { reason: 'Any', type: 'ORDER' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("User don't have permission to access resource");
    expect((await update(s, shop.garageId, 1, { reason: 'Any', type: 'ORDER', active: true })).statusCode).toBe(403);
  });

  it('validates the body', async () => {
    const { s, garageId } = await registeredOwner();
    expect((await create(s, garageId, { reason: '', type: 'ORDER' })).statusCode).toBe(400);
    expect((await create(s, garageId, { reason: 'Fine', type: 'INVOICE' })).statusCode).toBe(400);
    expect((await create(s, garageId, { reason: '<b>x</b>', type: 'ORDER' })).statusCode).toBe(400);
  });
});
