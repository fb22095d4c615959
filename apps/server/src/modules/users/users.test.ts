import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `96${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerOfNewGarage() {
  const owner = await createUser(t.db, { mobileNumber: freshMobile(), firstName: 'Olga' });
  const shop = await createGarage(t, { ownerId: owner.id });
  const s = await signIn(t, owner.mobileNumber);
  return { shop, s, owner };
}

describe('garage users', () => {
  it('refuses unknown roles, no roles and HTML in names with 400 messages', async () => {
    const { shop, s } = await ownerOfNewGarage();
    const mobile = freshMobile();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/customer/garage/user', headers: s.headers(shop.garageId), payload });
    const base = { mobile_number: mobile, country_phone_code: '91', first_name: 'Tara', roles: ['TECHNICIAN'] };
    expect((await post({ ...base, roles: 'WIZARD' })).json().message).toBe('Unknown role: WIZARD');
    expect((await post({ ...base, roles: '' })).json().message).toBe('Give the user at least one role');
    expect((await post({ ...base, first_name: '<b>Tara</b>' })).json().message).toBe('First name must not contain HTML tags');
    expect((await post(base)).statusCode).toBe(201);
  });

  it('only an owner manages users (403 for a missing role)', async () => {
    const { shop } = await ownerOfNewGarage();
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN', 'CREATE_ORDER']);
    const s = await signIn(t, tech.mobileNumber);
    for (const c of [
      { method: 'GET', url: '/api/customer/garage/user' },
      {
        method: 'POST',
        url: '/api/customer/garage/user',
        payload: { mobile_number: freshMobile(), country_phone_code: '91', first_name: 'X', roles: 'GARAGE_OWNER' },
      },
      { method: 'PUT', url: `/api/customer/garage/user/roles/${tech.id}`, payload: { roles: 'GARAGE_OWNER' } },
      { method: 'PUT', url: '/api/customer/garage/user/update', payload: { user_id: tech.id, active: false } },
      { method: 'GET', url: '/api/customer/garage/user/invitations' },
    ] as const) {
      const res = await t.app.inject({ ...c, headers: s.headers(shop.garageId) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
    }
  });

  it('updates roles and active; a user of another group gives 404', async () => {
    const { shop, s } = await ownerOfNewGarage();
    const staff = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, staff.id, ['TECHNICIAN']);
    const roles = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/user/roles/${staff.id}`,
      headers: s.headers(shop.garageId),
      payload: { roles: ['TECHNICIAN', 'VIEW_ORDER'] },
    });
    expect(roles.json().roles).toBe('TECHNICIAN,VIEW_ORDER');
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/garage/user/update',
      headers: s.headers(shop.garageId),
      payload: { user_id: staff.id, active: false },
    });
    expect(upd.json()).toMatchObject({ first_name: 'Test', active: false });

    const other = await createGarage(t);
    const foreign = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, other, foreign.id, ['TECHNICIAN']);
    const r1 = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/user/roles/${foreign.id}`,
      headers: s.headers(shop.garageId),
      payload: { roles: 'GARAGE_OWNER' },
    });
    expect(r1.statusCode).toBe(404);
    const r2 = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/garage/user/update',
      headers: s.headers(shop.garageId),
      payload: { user_id: foreign.id, active: false },
    });
    expect(r2.statusCode).toBe(404);
  });

  it('keeps at least one owner', async () => {
    const { shop, s, owner } = await ownerOfNewGarage();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/user/roles/${owner.id}`,
      headers: s.headers(shop.garageId),
      payload: { roles: 'TECHNICIAN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A garage needs at least one owner');
  });

  it('a member whose membership is made inactive loses access to that garage', async () => {
    const { shop, s } = await ownerOfNewGarage();
    const staff = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, staff.id, ['VIEW_ORDER']);
    const ss = await signIn(t, staff.mobileNumber);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/garage/${shop.garageId}`, headers: ss.headers(shop.garageId) }))
        .statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/customer/garage/user/update',
      headers: s.headers(shop.garageId),
      payload: { user_id: staff.id, active: false },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/garage/${shop.garageId}`, headers: ss.headers(shop.garageId) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the signed-in user', () => {
  it('switches language to Spanish and back', async () => {
    const s = await signIn(t, freshMobile());
    const put = (language_code: string) =>
      t.app.inject({ method: 'PUT', url: '/api/customer/user/language', headers: s.headers(), payload: { language_code } });
    expect((await put('sp')).json().language_code).toBe('sp');
    const err = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/user/language',
      headers: s.headers(),
      payload: { language_code: 'xx' },
    });
    expect(err.statusCode).toBe(400);
    // Without Accept-Language, the user's own language is used for messages.
    expect(err.json().message).toBe('Idioma no es válido');
    expect((await put('en')).json().language_code).toBe('en');
  });

  it('a user without a garage has no roles and no garages', async () => {
    const s = await signIn(t, freshMobile());
    const info = (await t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: s.headers() })).json();
    expect(info).toMatchObject({ garage_id: '', roles: '' });
  });
});
