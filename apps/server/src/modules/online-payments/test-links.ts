/** Fixtures of the online payment tests: links of the invoice tests' bills, and the sandbox's buttons. */
import type { TestApp } from '../../test/harness.ts';
import { api, type Shop } from '../orders/test-shop.ts';

export async function createLink(shop: Shop, body: object, session?: Shop['s']) {
  return api(shop, 'POST', '/api/oms/online_payment', body, session ? { session } : {});
}

export async function newLink(shop: Shop, invoiceId: number, extra: object = {}) {
  const res = await createLink(shop, { invoice_id: invoiceId, ...extra });
  if (res.statusCode !== 201) throw new Error(`link create failed: ${res.body}`);
  return res.json() as { online_payment_id: number; public_id: string; checkout_url: string; amount: string; status: string };
}

/** The checkout page's address without the host (the tests call the app directly). */
export const checkoutPath = (url: string) => new URL(url).pathname;

/** Presses Pay or Cancel on the sandbox checkout page, as the browser's form post does. */
export function press(t: TestApp, url: string, action: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutPath(url)}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}
