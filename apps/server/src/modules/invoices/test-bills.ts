/** Fixtures of the invoice and payment tests, on the order tests' shop (orders/test-shop.ts). */
import type { Session } from '../../test/harness.ts';
import { api, createOrder, type Shop } from '../orders/test-shop.ts';

export async function invoiceOrder(shop: Shop, orderId: number, extra: object = {}, session?: Session) {
  return api(shop, 'POST', '/api/oms/invoice', { order_id: orderId, ...extra }, session ? { session } : {});
}

/** An order of the shop, invoiced; answers the invoice. */
export async function billedOrder(shop: Shop, body?: object) {
  const order = await createOrder(shop, body);
  const res = await invoiceOrder(shop, order.order_id);
  if (res.statusCode !== 201) throw new Error(`invoice create failed: ${res.body}`);
  return res.json();
}

export async function pay(shop: Shop, invoiceId: number, payments: object[], options: { key?: string; session?: Session } = {}) {
  return api(
    shop,
    'POST',
    '/api/oms/payment',
    { invoice_id: invoiceId, payments },
    {
      ...(options.session ? { session: options.session } : {}),
      ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
    },
  );
}

export const getInvoice = async (shop: Shop, id: number) => (await api(shop, 'GET', `/api/oms/invoice/${id}`)).json();
export const orderStatus = async (shop: Shop, orderId: number) =>
  (await api(shop, 'GET', `/api/oms/order/data?order_id=${orderId}`)).json().status as string;
export const customerDues = async (shop: Shop) =>
  (await api(shop, 'GET', `/api/customer/customer/${shop.customerId}`)).json().dues as string;
