import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, partStock } from '../../db/schema.ts';
import { DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed runs only on an empty database: before any test makes a garage.
  expect(await seedDemo(t.db, t.clock)).toBe(true);
  // The demo's opening stock went through the ledger: every part adds up to its movements.
  expect(await checkStockLedger(t.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const stockInfo = (s: Session, garageId: number) =>
  t.app.inject({ method: 'GET', url: '/api/oms/stock/garage_info', headers: s.headers(garageId) });

async function ownerShop() {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id });
  const s = await signIn(t, owner.mobileNumber);
  const addPart = async (name: string, active = true) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/oms/part',
        headers: s.headers(shop.garageId),
        payload: { part_name: name, selling_price: '10', active },
      })
    ).json().part_id as number;
  return { shop, s, addPart };
}

describe('garage stock info', () => {
  it('lists every active part with its running stock; a part never stocked has 0', async () => {
    const { shop, s, addPart } = await ownerShop();
    const filter = await addPart('Oil filter');
    const oil = await addPart('Engine oil');
    const never = await addPart('Wiper');
    const retired = await addPart('Old part', false);
    await t.db.insert(partStock).values([
      { groupId: shop.groupId, garageId: shop.garageId, partId: filter, runningStock: '18' },
      { groupId: shop.groupId, garageId: shop.garageId, partId: oil, runningStock: '12.500' },
      { groupId: shop.groupId, garageId: shop.garageId, partId: retired, runningStock: '4' },
    ]);
    const res = await stockInfo(s, shop.garageId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { part_id: filter, running_stock: '18' },
      { part_id: oil, running_stock: '12.5' },
      { part_id: never, running_stock: '0' },
    ]);
  });

  it("shows only the caller's garage, even within one group", async () => {
    const a = await ownerShop();
    const aPart = await a.addPart('Spark plug');
    const outlet = await createGarage(t, { groupId: a.shop.groupId, ownerId: a.shop.ownerId });
    await t.db
      .insert(partStock)
      .values({ groupId: a.shop.groupId, garageId: outlet.garageId, partId: aPart, runningStock: '99' });
    expect((await stockInfo(a.s, a.shop.garageId)).json()).toEqual([{ part_id: aPart, running_stock: '0' }]);
    expect((await stockInfo(a.s, outlet.garageId)).json()).toEqual([]);
    const b = await ownerShop();
    expect((await stockInfo(b.s, a.shop.garageId)).statusCode).toBe(403);
  });

  it('is open to order and inventory staff, not to an accountant', async () => {
    const { shop } = await ownerShop();
    const sessionWith = async (roles: Parameters<typeof addMember>[3]) => {
      const user = await createUser(t.db, { mobileNumber: freshMobile() });
      await addMember(t.db, shop, user.id, roles);
      return signIn(t, user.mobileNumber);
    };
    expect((await stockInfo(await sessionWith(['TECHNICIAN']), shop.garageId)).statusCode).toBe(200);
    expect((await stockInfo(await sessionWith(['VIEW_INVENTORY']), shop.garageId)).statusCode).toBe(200);
    expect((await stockInfo(await sessionWith(['ACCOUNTS_MANAGEMENT']), shop.garageId)).statusCode).toBe(403);
  });
});

describe('the demo garage', () => {
  it('has running stock (one part sold out), an AMC package and the default cancel reasons', async () => {
    const s = await signIn(t, DEMO_OWNER.mobileNumber, DEMO_OWNER.countryPhoneCode);
    const garages = (await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() })).json();
    const garageId = garages[0].garage_id as number;
    const stock = (await stockInfo(s, garageId)).json() as Array<{ part_id: number; running_stock: string }>;
    expect(stock).toHaveLength(10);
    expect(stock.filter((p) => p.running_stock === '0')).toHaveLength(1);
    // 42.5 l opened, 20 l received from the demo's Castrol purchase order (demo-purchasing.ts), and the
    // demo's invoiced orders took 3.5 l of it (decision 056).
    expect(stock[0]?.running_stock).toBe('59');

    const reasons = (
      await t.app.inject({ method: 'GET', url: '/api/oms/cancel_reason?type=ORDER', headers: s.headers(garageId) })
    ).json();
    expect(reasons.map((r: { reason: string }) => r.reason)).toContain('Customer did not turn up');

    const [rahul] = await t.db.select({ customer_id: customer.id }).from(customer).where(eq(customer.mobileNumber, '9845012345'));
    const amc = (
      await t.app.inject({ method: 'GET', url: `/api/oms/amc/customer/${rahul!.customer_id}`, headers: s.headers(garageId) })
    ).json();
    expect(
      amc.map((i: { item_name: string; quantity: string; unit: string | null }) => [i.item_name, i.quantity, i.unit]),
    ).toEqual([
      ['General service (labour)', '2', null],
      ['Engine oil 5W-30 synthetic', '4', 'l'],
    ]);
    expect(amc.every((i: { user_car_id: number | null }) => i.user_car_id !== null)).toBe(true);
  });
});
