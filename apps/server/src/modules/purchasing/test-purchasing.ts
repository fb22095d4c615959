/** Fixtures of the purchasing tests, on the order tests' shop (orders/test-shop.ts). */
import { and, eq } from 'drizzle-orm';
import { partStock } from '../../db/schema.ts';
import type { Session } from '../../test/harness.ts';
import { api, type Shop } from '../orders/test-shop.ts';

const as = (session?: Session) => (session ? { session } : {});

let n = 0;
export async function addVendor(shop: Shop, extra: object = {}, session?: Session): Promise<number> {
  const res = await api(
    shop,
    'POST',
    '/api/oms/vendor',
    { name: `Gulf Parts ${++n}`, email: 'orders@gulfparts.example', payment_terms_days: 30, ...extra },
    as(session),
  );
  if (res.statusCode !== 201) throw new Error(`vendor create failed: ${res.body}`);
  return res.json().vendor_id;
}

export async function addPart(shop: Shop, extra: object = {}): Promise<number> {
  const res = await api(shop, 'POST', '/api/oms/part', {
    part_name: `Brake pad ${++n}`,
    unit_id: 9,
    selling_price: '60.00',
    purchase_price: '35.00',
    tax_category_id: shop.vat,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`part create failed: ${res.body}`);
  return res.json().part_id;
}

export const poBody = (vendorId: number, lines: object[], extra: object = {}) => ({ vendor_id: vendorId, lines, ...extra });

export async function raisePo(shop: Shop, body: object, session?: Session) {
  const res = await api(shop, 'POST', '/api/oms/purchase_order', body, as(session));
  if (res.statusCode !== 201) throw new Error(`purchase order create failed: ${res.body}`);
  return res.json();
}

export const move = (shop: Shop, id: number, status: string, extra: object = {}, session?: Session) =>
  api(shop, 'PUT', `/api/oms/purchase_order/status/${id}`, { status, ...extra }, as(session));

/** A purchase order taken to APPROVED by the owner. */
export async function approvedPo(shop: Shop, vendorId: number, lines: object[]) {
  const po = await raisePo(shop, poBody(vendorId, lines));
  for (const status of ['AWAITING_APPROVAL', 'APPROVED']) {
    const res = await move(shop, po.purchase_order_id, status);
    if (res.statusCode !== 200) throw new Error(`move to ${status} failed: ${res.body}`);
  }
  return po;
}

export const receive = (shop: Shop, body: object, options: { session?: Session; headers?: Record<string, string> } = {}) =>
  api(shop, 'POST', '/api/oms/stock_purchase', body, options);

export async function onHand(shop: Shop, partId: number): Promise<string> {
  const [row] = await shop.t.db
    .select({ q: partStock.runningStock })
    .from(partStock)
    .where(and(eq(partStock.groupId, shop.groupId), eq(partStock.garageId, shop.garageId), eq(partStock.partId, partId)));
  return row?.q ?? '0';
}
