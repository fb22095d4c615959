import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';
import { addCancelReason, api, createOrder, saudiShop } from '../orders/test-shop.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

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

async function registeredOwner() {
  const s = await signIn(t, freshMobile());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/garage',
    headers: s.headers(),
    payload: {
      garage_name: `Motivos ${++n}`,
      country_code: 'ES',
      time_zone: 'Europe/Madrid',
      type: 'car',
      owner_first_name: 'Lucía',
    },
  });
  expect(res.statusCode).toBe(201);
  return { s, garageId: res.json().garage_id as number };
}

const es = { 'accept-language': 'es' };
const list = (s: Session, garageId: number, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/oms/cancel_reason${query}`, headers: { ...s.headers(garageId), ...headers } });
const update = (s: Session, garageId: number, id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/oms/cancel_reason/${id}`,
    headers: { ...s.headers(garageId), ...headers },
    payload,
  });

describe('seeded cancel reasons in the reader language', () => {
  it('shows the seeded reasons in Spanish to a Spanish reader and in English to an English one', async () => {
    const { s, garageId } = await registeredOwner();
    const spanish = (await list(s, garageId, '?type=ORDER', es)).json() as Reason[];
    expect(spanish.map((r) => r.reason)).toEqual([
      'Cancelado por el cliente',
      'El cliente no se presentó',
      'Recambios no disponibles',
      'Orden duplicada',
      'Precio no aceptado',
    ]);
    const quotes = (await list(s, garageId, '?type=QUOTE', es)).json() as Reason[];
    expect(quotes.map((r) => r.reason)).toContain('Presupuesto duplicado');
    const english = (await list(s, garageId, '?type=ORDER')).json() as Reason[];
    expect(english[3]?.reason).toBe('Duplicate order');
  });

  it('keeps a seeded reason translated when a Spanish owner only deactivates it, and shows a renamed one as written', async () => {
    const { s, garageId } = await registeredOwner();
    const [first, second] = (await list(s, garageId, '?type=ORDER', es)).json() as Reason[];
    const off = await update(s, garageId, first!.id, { reason: first!.reason, type: 'ORDER', active: false }, es);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ reason: 'Cancelado por el cliente', active: false });
    const all = (await list(s, garageId, '?type=ORDER&include_inactive=true')).json() as Reason[];
    expect(all.find((r) => r.id === first!.id)?.reason).toBe('Customer cancelled');

    const renamed = await update(s, garageId, second!.id, { reason: 'No vino', type: 'ORDER', active: true }, es);
    expect(renamed.json().reason).toBe('No vino');
    const again = (await list(s, garageId, '?type=ORDER')).json() as Reason[];
    expect(again.find((r) => r.id === second!.id)?.reason).toBe('No vino');
  });

  it('a cancelled order keeps the seeded text, which the browser translates like the list', async () => {
    const shop = await saudiShop(t);
    await addCancelReason(shop, 'ORDER', 'Duplicate order');
    const reasons = (await api(shop, 'GET', '/api/oms/cancel_reason?type=ORDER', undefined, { headers: es })).json() as Reason[];
    const duplicate = reasons.find((r) => r.reason === 'Orden duplicada');
    expect(duplicate).toBeDefined();
    const order = await createOrder(shop);
    const res = await api(shop, 'PUT', `/api/oms/order/${order.order_id}/progress`, {
      status: 'CANCELLED',
      cancel_reason_id: duplicate!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancel_reason).toBe('Duplicate order');
  });
});
