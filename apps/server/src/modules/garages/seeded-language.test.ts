import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelReason } from '../../db/schema.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Registers a garage through the API in the language of the browser (Accept-Language). */
async function register(country_code: string, time_zone: string, language: 'es' | 'en') {
  const s = await signIn(t, freshMobile());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/garage',
    headers: { ...s.headers(), 'accept-language': language },
    payload: { garage_name: `Taller ${++n}`, country_code, time_zone, type: 'car', owner_first_name: 'Ana' },
  });
  expect(res.statusCode).toBe(201);
  return { s, garageId: res.json().garage_id as number };
}

const get = (s: Session, garageId: number, url: string, language: 'es' | 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...s.headers(garageId), 'accept-language': language } });

/** What the garage stores, read straight from the table (not through the reader's translation). */
async function storedReasons(garageId: number): Promise<string[]> {
  const rows = await t.db
    .select({ reason: cancelReason.reason })
    .from(cancelReason)
    .where(and(eq(cancelReason.garageId, garageId), eq(cancelReason.type, 'ORDER')))
    .orderBy(cancelReason.id);
  return rows.map((r) => r.reason);
}

describe('master data seeded in the garage language (decision 038)', () => {
  it('a garage registered in Spanish stores Spanish cancel reasons; each reader still sees their own language', async () => {
    const { s, garageId } = await register('MX', 'America/Mexico_City', 'es');
    expect(await storedReasons(garageId)).toEqual([
      'Cancelado por el cliente',
      'El cliente no se presentó',
      'Recambios no disponibles',
      'Orden duplicada',
      'Precio no aceptado',
    ]);
    const english = (await get(s, garageId, '/api/oms/cancel_reason?type=ORDER', 'en')).json() as Array<{ reason: string }>;
    expect(english[0]?.reason).toBe('Customer cancelled');
  });

  it('gives a new garage expense labels in its language, so an expense can be recorded at once', async () => {
    const spanish = await register('MX', 'America/Mexico_City', 'es');
    const labels = async (r: { s: Session; garageId: number }, language: 'es' | 'en') =>
      ((await get(r.s, r.garageId, '/api/oms/expense/heads', language)).json() as Array<{ name: string }>).map((l) => l.name);
    const es = await labels(spanish, 'es');
    expect(es).toHaveLength(9);
    expect(es).toEqual(expect.arrayContaining(['Renta', 'Luz y agua', 'Sueldos y salarios', 'Otros']));
    const english = await register('IN', 'Asia/Kolkata', 'en');
    expect(await labels(english, 'en')).toEqual(expect.arrayContaining(['Rent', 'Electricity and water', 'Other']));
  });

  it('names a Spanish-speaking US garage’s sales tax in Spanish and keeps an English one in English', async () => {
    const spanish = await register('US', 'America/Chicago', 'es');
    const names = (await get(spanish.s, spanish.garageId, '/api/oms/tax_category', 'es')).json() as Array<{ name: string }>;
    expect(names.map((c) => c.name)).toEqual(['Impuesto sobre las ventas']);
    const english = await register('US', 'America/New_York', 'en');
    const en = (await get(english.s, english.garageId, '/api/oms/tax_category', 'en')).json() as Array<{ name: string }>;
    expect(en.map((c) => c.name)).toEqual(['Sales tax']);
    expect(await storedReasons(english.garageId)).toContain('Customer cancelled');
  });

  it('a Mexican garage gets IVA 16%', async () => {
    const { s, garageId } = await register('MX', 'America/Mexico_City', 'es');
    const names = (await get(s, garageId, '/api/oms/tax_category', 'es')).json() as Array<{ name: string }>;
    expect(names.map((c) => c.name)).toEqual(['IVA 16%']);
  });

  it('gives an Indian garage UPI as a bank method of its own, and a garage elsewhere none (decision 050, addendum)', async () => {
    const methods = async (r: { s: Session; garageId: number }) =>
      (await get(r.s, r.garageId, '/api/oms/payment_method', 'en')).json() as Array<{
        code: string;
        custom: boolean;
        kind: string;
        name: string | null;
        active: boolean;
      }>;
    const indian = await methods(await register('IN', 'Asia/Kolkata', 'en'));
    expect(indian.filter((m) => m.custom)).toEqual([expect.objectContaining({ name: 'UPI', kind: 'BANK', active: true })]);
    const spanishIndian = await methods(await register('IN', 'Asia/Kolkata', 'es'));
    expect(spanishIndian.filter((m) => m.custom).map((m) => m.name)).toEqual(['UPI']);
    const mexican = await methods(await register('MX', 'America/Mexico_City', 'es'));
    expect(mexican.filter((m) => m.custom)).toEqual([]);
  });
});
