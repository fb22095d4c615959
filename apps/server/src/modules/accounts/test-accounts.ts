/** Fixtures of the accounts tests, on the order tests' shop (orders/test-shop.ts). */
import type { Session } from '../../test/harness.ts';
import { api, type Shop } from '../orders/test-shop.ts';

const as = (session?: Session) => (session ? { session } : {});

export async function addLabel(shop: Shop, name: string, session?: Session): Promise<number> {
  const res = await api(shop, 'POST', '/api/oms/expense/heads', { name }, as(session));
  if (res.statusCode !== 201) throw new Error(`label create failed: ${res.body}`);
  return res.json().id;
}

export const expenseBody = (labelId: number, extra: object = {}) => ({
  expense_date: '2026-11-21',
  label_id: labelId,
  amount: '25.00',
  status: 'PAID',
  payment_method: 'CASH',
  payee: 'City Power Co',
  ...extra,
});

export const postExpense = (shop: Shop, body: object, options: { session?: Session; headers?: Record<string, string> } = {}) =>
  api(shop, 'POST', '/api/oms/expense/v3', body, options);

export async function addExpense(shop: Shop, labelId: number, extra: object = {}) {
  const res = await postExpense(shop, expenseBody(labelId, extra));
  if (res.statusCode !== 201) throw new Error(`expense create failed: ${res.body}`);
  return res.json();
}

export const book = async (shop: Shop, query: string) => {
  const res = await api(shop, 'GET', `/api/oms/ledger?${query}`);
  if (res.statusCode !== 200) throw new Error(`ledger failed: ${res.body}`);
  return res.json();
};

/** The line of one method of an account book answer. */
export const line = (answer: { methods: Array<{ method: string }> }, method: string) =>
  answer.methods.find((m) => m.method === method);
