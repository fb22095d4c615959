import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `93${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerOf(seed: Parameters<typeof createGarage>[1] = {}) {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id, ...seed });
  const s = await signIn(t, owner.mobileNumber);
  return { shop, s };
}

const post = (s: Session, garageId: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/customer/customer', headers: { ...s.headers(garageId), ...headers }, payload });

const base = () => ({ first_name: 'Asha', last_name: 'Patel', country_phone_code: '91', mobile_number: freshMobile() });

describe('creating and editing customers', () => {
  it('creates a customer with every field and reads it back with its vehicles and dues', async () => {
    const { shop, s } = await ownerOf();
    const body = {
      ...base(),
      email: 'asha@example.com',
      address: '4 Park Street',
      city: 'Pune',
      state: 'MH',
      postal_code: '411001',
      tax_number: '27aapfu0939f1zv',
      customer_category: 'CORPORATE',
      tags: ['vip', 'fleet', 'vip'],
      notes: 'Prefers morning slots',
    };
    const res = await post(s, shop.garageId, body);
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      display_name: 'Asha Patel',
      tax_number: '27AAPFU0939F1ZV',
      tags: ['vip', 'fleet'],
      customer_category: 'CORPORATE',
      vehicles: [],
      dues: '0.00',
      group_id: shop.groupId,
    });
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/customer/gp/${c.customer_id}`,
      headers: s.headers(shop.garageId),
      payload: { ...body, first_name: 'Asha R.', tags: [] },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ display_name: 'Asha R. Patel', tags: [] });
  });

  it.each([
    [{ first_name: '<script>x</script>' }, 'First name must not contain HTML tags'],
    [{ last_name: '<b>Patel</b>' }, 'Last name must not contain HTML tags'],
    [{ email: '<a href=x>@y.com' }, 'E-mail must not contain HTML tags'],
    [{ email: 'not-mail' }, 'Enter a valid e-mail address'],
    [{ first_name: '' }, 'First name is required'],
    [{ mobile_number: '12' }, 'Enter a valid mobile number'],
    [{ tax_number: 'GST-123/4' }, 'Tax number may contain letters and digits only'],
    [{ customer_category: 'ALIEN' }, 'Customer category is not valid'],
    [{ country_phone_code: '966', mobile_number: '412345678' }, 'A Saudi mobile number has 9 digits and starts with 5'],
  ])('refuses %j with "%s" and saves nothing', async (patch, message) => {
    const { shop, s } = await ownerOf();
    const res = await post(s, shop.garageId, { ...base(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/customer/all', headers: s.headers(shop.garageId) });
    expect(list.json().total_elements).toBe(0);
  });

  it('applies the Saudi postal code and building number rules in a Saudi garage', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'SA' });
    const saudi = { ...base(), country_phone_code: '966', mobile_number: `5${String(Date.now()).slice(-8)}` };
    expect((await post(s, shop.garageId, { ...saudi, postal_code: '1234' })).json().message).toBe(
      'A Saudi postal code has 5 digits',
    );
    expect((await post(s, shop.garageId, { ...saudi, building_number: '12345' })).json().message).toBe(
      'A Saudi building number has 4 digits',
    );
    const ok = await post(s, shop.garageId, { ...saudi, postal_code: '12345', building_number: '1234' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a régimen fiscal that does not fit the RFC: a person’s for a 13-character RFC, a company’s for 12', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'MX', timeZone: 'America/Mexico_City' });
    const mx = () => ({
      ...base(),
      country_phone_code: '52',
      mobile_number: `55${String(Date.now()).slice(-5)}${++n % 10}${n % 10}${n % 10}`,
    });
    const person = await post(s, shop.garageId, { ...mx(), tax_number: 'LOAA800101AB1', tax_regime: '601' });
    expect(person.statusCode).toBe(400);
    expect(person.json().message).toBe(
      "Régimen fiscal 601 is not a person's: an RFC of 13 characters takes one of 605, 606, 607, 608, 610, 611, 612, 614, 615, 616, 621, 625, 626",
    );
    const company = await post(
      s,
      shop.garageId,
      { ...mx(), tax_number: 'FDS020202XY9', tax_regime: '612' },
      { 'accept-language': 'es' },
    );
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toBe(
      'El régimen fiscal 612 no es de persona moral: un RFC de 12 caracteres lleva uno de 601, 603, 610, 620, 622, 623, 624, 626',
    );
    expect((await post(s, shop.garageId, { ...mx(), tax_number: 'LOAA800101AB1', tax_regime: '612' })).statusCode).toBe(201);
    expect((await post(s, shop.garageId, { ...mx(), tax_number: 'FDS020202XY9', tax_regime: '626' })).statusCode).toBe(201);
  });

  it('requires e-mail, address and tax number when the garage says so', async () => {
    const { shop, s } = await ownerOf({
      properties: { mandatory_customer_email: true, mandatory_customer_address: true, mandatory_customer_gstin: true },
    });
    expect((await post(s, shop.garageId, base())).json().message).toBe('E-mail is required');
    expect((await post(s, shop.garageId, { ...base(), email: 'a@b.co' })).json().message).toBe('Address is required');
    expect((await post(s, shop.garageId, { ...base(), email: 'a@b.co', address: 'x' })).json().message).toBe(
      'Tax number is required',
    );
    expect((await post(s, shop.garageId, { ...base(), email: 'a@b.co', address: 'x', tax_number: 'ABC123' })).statusCode).toBe(
      201,
    );
    const es = await post(s, shop.garageId, base(), { 'accept-language': 'es' });
    expect(es.json().message).toBe('Correo electrónico es obligatorio');
  });

  it('refuses a second customer with the same mobile number in the group, naming the first', async () => {
    const { shop, s } = await ownerOf();
    const first = { ...base(), first_name: 'Ravi', last_name: 'Menon' };
    expect((await post(s, shop.garageId, first)).statusCode).toBe(201);
    const dup = await post(s, shop.garageId, { ...first, first_name: 'Other' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('This mobile number already belongs to the customer Ravi Menon');
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/customer/customer/check/mobile?mobile_number=${first.mobile_number}&country_phone_code=91`,
      headers: s.headers(shop.garageId),
    });
    expect(check.json()).toMatchObject({ exists: true, display_name: 'Ravi Menon' });
    // Another group may have a customer with the same number.
    const other = await ownerOf();
    expect((await post(other.s, other.shop.garageId, first)).statusCode).toBe(201);
  });

  it('shares customers between the outlets of a group', async () => {
    const { shop, s } = await ownerOf();
    const outlet = await createGarage(t, { groupId: shop.groupId, ownerId: shop.ownerId });
    const c = (await post(s, shop.garageId, base())).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/customer/${c.customer_id}`,
      headers: s.headers(outlet.garageId),
    });
    expect(res.statusCode).toBe(200);
  });

  it('is idempotent under one Idempotency-Key', async () => {
    const { shop, s } = await ownerOf();
    const body = base();
    const a = await post(s, shop.garageId, body, { 'idempotency-key': 'k1' });
    const b = await post(s, shop.garageId, body, { 'idempotency-key': 'k1' });
    expect(b.json().customer_id).toBe(a.json().customer_id);
  });
});

describe('finding customers', () => {
  it('matches partial, case-insensitive name, number and e-mail, paged', async () => {
    const { shop, s } = await ownerOf();
    const mk = (first_name: string, last_name: string, mobile_number: string, email?: string) =>
      post(s, shop.garageId, { first_name, last_name, country_phone_code: '91', mobile_number, ...(email ? { email } : {}) });
    await mk('Zoë', 'Fernández', '9811122233', 'zoe@mail.example');
    await mk('Rahul', 'Sharma', '9811144455');
    await mk('Rahima', 'Begum', '9822233344');
    const search = async (query: string, extra = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/customer/search?query=${encodeURIComponent(query)}${extra}`,
          headers: s.headers(shop.garageId),
        })
      ).json();
    expect((await search('RAH')).content.map((c: { first_name: string }) => c.first_name).sort()).toEqual(['Rahima', 'Rahul']);
    expect((await search('fernandez')).content[0].first_name).toBe('Zoë');
    expect((await search('11144')).content[0].first_name).toBe('Rahul');
    expect((await search('+9198222')).content[0].first_name).toBe('Rahima');
    expect((await search('zoe@mail')).content).toHaveLength(1);
    expect((await search('ra')).content).toHaveLength(2);
    expect((await search('nobody')).content).toHaveLength(0);
    const paged = await search('rah', '&page_size=1&page_number=1');
    expect(paged).toMatchObject({ total_elements: 2, total_pages: 2, page_number: 1, page_size: 1 });
    expect(paged.content).toHaveLength(1);
    const v2 = await t.app.inject({
      method: 'GET',
      url: '/api/customer/customer/search/v2?query=rahul',
      headers: s.headers(shop.garageId),
    });
    expect(v2.json().content[0].vehicles).toEqual([]);
  });
});

describe('tenancy and roles', () => {
  it("another group's customer id is 404 on every route that takes it", async () => {
    const mine = await ownerOf();
    const theirs = await ownerOf();
    const c = (await post(theirs.s, theirs.shop.garageId, base())).json();
    for (const call of [
      { method: 'GET', url: `/api/customer/customer/${c.customer_id}` },
      { method: 'GET', url: `/api/customer/customer/${c.customer_id}/vehicles` },
      { method: 'PUT', url: `/api/customer/customer/gp/${c.customer_id}`, payload: base() },
      { method: 'POST', url: '/api/customer/user_car', payload: { customer_id: c.customer_id, reg_number: 'MH12AB1234' } },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: mine.s.headers(mine.shop.garageId) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/customer/customer/search?query=${c.mobile_number}`,
      headers: mine.s.headers(mine.shop.garageId),
    });
    expect(search.json().content).toHaveLength(0);
  });

  it('a user without a customer role gets 403', async () => {
    const { shop } = await ownerOf();
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const s = await signIn(t, tech.mobileNumber);
    expect((await post(s, shop.garageId, base())).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/customer/all', headers: s.headers(shop.garageId) });
    expect(list.statusCode).toBe(403);
    const viewer = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, viewer.id, ['VIEW_ORDER']);
    const v = await signIn(t, viewer.mobileNumber);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/customer/all', headers: v.headers(shop.garageId) })).statusCode,
    ).toBe(200);
    expect((await post(v, shop.garageId, base())).statusCode).toBe(403);
  });
});
