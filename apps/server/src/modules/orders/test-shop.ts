/** Test fixtures of the order and quotation tests: a Saudi garage with a customer, vehicle and masters. */
import type { Role } from '@garage/domain';
import { amcItem, cancelReason } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { moveStock } from '../../platform/stock-ledger.ts';
import { type Session, signIn, type TestApp } from '../../test/harness.ts';

let n = 0;
export const freshMobile = () => `88${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const plateDigits = () => String(1000 + (++n % 9000)).padStart(4, '0');

export interface Shop {
  t: TestApp;
  s: Session;
  ownerMobile: string;
  garageId: number;
  groupId: number;
  customerId: number;
  userCarId: number;
  reg: string;
  vat: number;
  serviceId: number;
  /** A part counted in litres (unit 1). */
  oilId: number;
}

export async function saudiShop(t: TestApp, properties: Record<string, string | number | boolean> = {}): Promise<Shop> {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id, countryCode: 'SA', properties });
  return fill(t, await signIn(t, owner.mobileNumber), owner.mobileNumber, shop.garageId, shop.groupId);
}

/** A garage of another country (IN, MX, US…) with the same customer, vehicle and masters as saudiShop. */
export async function shopIn(
  t: TestApp,
  countryCode: string,
  properties: Record<string, string | number | boolean> = {},
  /** Days the subscription runs from the test clock (tests that move the clock by months). */
  trialDays = 30,
): Promise<Shop> {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id, countryCode, properties, trialDays });
  return fill(t, await signIn(t, owner.mobileNumber), owner.mobileNumber, shop.garageId, shop.groupId);
}

/** A second garage of the same group and owner (garage-level isolation). */
export async function sisterShop(t: TestApp, of: Shop): Promise<Shop> {
  const shop = await createGarage(t, { ownerId: of.s.userId, countryCode: 'SA', groupId: of.groupId });
  return fill(t, of.s, of.ownerMobile, shop.garageId, shop.groupId);
}

async function fill(t: TestApp, s: Session, ownerMobile: string, garageId: number, groupId: number): Promise<Shop> {
  const h = s.headers(garageId);
  const customerId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer',
      headers: h,
      payload: {
        first_name: 'Fahad',
        last_name: `Harbi${++n}`,
        country_phone_code: '966',
        // Fixed digits, not the wall clock's: a search test looks for a plate's digits and must not find them in
        // this mobile by chance (a CI run found "7788" in one).
        mobile_number: `5000${String(++n % 100_000).padStart(5, '0')}`,
      },
    })
  ).json().customer_id;
  const reg = `ABC ${plateDigits()}`;
  const userCarId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/user_car',
      headers: h,
      payload: { customer_id: customerId, reg_number: reg },
    })
  ).json().user_car_id;
  const vat = (await t.app.inject({ method: 'GET', url: '/api/oms/tax_category', headers: h })).json()[0].tax_category_id;
  const serviceId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/oms/service',
      headers: h,
      payload: { service_name: 'Brake service', price: '150.00', tax_category_id: vat },
    })
  ).json().service_id;
  const oilId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/oms/part',
      headers: h,
      payload: { part_name: 'Engine oil', unit_id: 1, selling_price: '40.00', tax_category_id: vat },
    })
  ).json().part_id;
  return { t, s, ownerMobile, garageId, groupId, customerId, userCarId, reg, vat, serviceId, oilId };
}

export const brakeLine = (shop: Shop, extra: object = {}) => ({
  service_id: shop.serviceId,
  service_name: 'Brake service',
  quantity: 2,
  unit_price: '150.00',
  discount: 10,
  tax_inclusive: false,
  ...extra,
});

export const repairOrder = (shop: Shop, extra: object = {}) => ({
  order_type: 'REPAIR_ORDER',
  customer_id: shop.customerId,
  user_car_id: shop.userCarId,
  estimated_delivery_time: '2026-11-22T10:00:00Z',
  item_wise_discount: true,
  services_break_up: [brakeLine(shop)],
  comments: ['Check brakes'],
  customer_remarks: ['Noise when braking'],
  ...extra,
});

/** Moves the test clock and signs the owner in again (access tokens expire). */
export async function advanceClock(shop: Shop, ms: number): Promise<void> {
  shop.t.clock.advance(ms);
  shop.s = await signIn(shop.t, shop.ownerMobile);
}

/** A request as the shop's owner (or another session) with the garage header. */
export function api(
  shop: Shop,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  options: { session?: Session; headers?: Record<string, string> } = {},
) {
  return shop.t.app.inject({
    method,
    url,
    headers: { ...(options.session ?? shop.s).headers(shop.garageId), ...options.headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}

export async function createOrder(shop: Shop, body: object = repairOrder(shop)) {
  const res = await api(shop, 'POST', '/api/oms/order/order', body);
  if (res.statusCode !== 201) throw new Error(`order create failed: ${res.body}`);
  return res.json();
}

export async function createQuote(shop: Shop, body: object = repairOrder(shop, { estimated_delivery_time: null })) {
  const res = await api(shop, 'POST', '/api/oms/quotes', body);
  if (res.statusCode !== 201) throw new Error(`quote create failed: ${res.body}`);
  return res.json();
}

/** A member of the shop's garage with these roles, signed in. */
export async function member(shop: Shop, roles: readonly Role[]): Promise<Session> {
  const user = await createUser(shop.t.db, { mobileNumber: freshMobile() });
  await addMember(shop.t.db, { groupId: shop.groupId, garageId: shop.garageId }, user.id, roles);
  return signIn(shop.t, user.mobileNumber);
}

export async function addCancelReason(shop: Shop, type: 'ORDER' | 'QUOTE', reason: string, active = true): Promise<number> {
  const [row] = await shop.t.db
    .insert(cancelReason)
    .values({ groupId: shop.groupId, garageId: shop.garageId, type, reason, active })
    .returning({ id: cancelReason.id });
  return row!.id;
}

export async function addAmcItem(
  shop: Shop,
  item: {
    kind: 'service' | 'part';
    itemId: number;
    name: string;
    quantity: string;
    discount: string;
    unitId?: number | null;
    userCarId?: number | null;
  },
): Promise<number> {
  const [row] = await shop.t.db
    .insert(amcItem)
    .values({
      groupId: shop.groupId,
      garageId: shop.garageId,
      customerId: shop.customerId,
      userCarId: item.userCarId ?? null,
      kind: item.kind,
      itemId: item.itemId,
      itemName: item.name,
      quantity: item.quantity,
      discount: item.discount,
      unitId: item.unitId ?? null,
    })
    .returning({ id: amcItem.id });
  return row!.id;
}

/** Books opening stock of a part through the ledger (an OPENING movement at `unitCost`). */
export async function stockUp(shop: Shop, partId: number, quantity: string, unitCost = '25.00'): Promise<void> {
  await shop.t.db.transaction((tx) =>
    moveStock(
      tx,
      { groupId: shop.groupId, garageId: shop.garageId, userId: shop.s.userId },
      shop.t.clock.now(),
      [{ partId, kind: 'OPENING', quantity, unitCost }],
      { kind: 'OPENING', id: partId },
    ),
  );
}

/** A Saudi shop with 100 l of engine oil on the shelf (orders that sell parts take them from stock). */
export async function stockedShop(t: TestApp, properties: Record<string, string | number | boolean> = {}): Promise<Shop> {
  const shop = await saudiShop(t, properties);
  await stockUp(shop, shop.oilId, '100');
  return shop;
}
