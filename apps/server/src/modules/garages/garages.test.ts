import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garage, garageGroup, garageProperty } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `97${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const registration = {
  garage_name: 'Speedy Auto Works',
  country_code: 'SA',
  time_zone: 'Asia/Riyadh',
  address: 'King Fahd Road, Riyadh',
  mobile_number: '512345678',
  country_phone_code: '966',
  email: 'hello@speedy.example',
  type: 'car',
  owner_first_name: 'Omar',
  owner_last_name: 'Haddad',
};

async function register(s: Session, body: object = registration, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/customer/garage', headers: { ...s.headers(), ...headers }, payload: body });
}

describe('registering a garage', () => {
  it('creates a group and a garage, makes the user its GARAGE_OWNER and starts a TRIAL', async () => {
    const s = await signIn(t, freshMobile());
    const res = await register(s);
    expect(res.statusCode).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({
      garage_name: 'Speedy Auto Works',
      country_code: 'SA',
      currency_code: 'SAR',
      time_zone: 'Asia/Riyadh',
      roles: 'GARAGE_OWNER',
      subscription: { subscription_type: 'TRIAL' },
    });
    expect(g.garage_group_id).toBe(g.group_id);
    // A 30-day trial: today (Riyadh, UTC+3) is day 1, so it ends at the end of the local day 29 days on.
    expect(g.subscription.end_date).toBe('2026-12-20T20:59:59.999Z');

    const list = await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() });
    expect(list.json().map((x: { garage_id: number }) => x.garage_id)).toEqual([g.garage_id]);

    const info = await t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: s.headers(g.garage_id) });
    expect(info.json()).toMatchObject({
      roles: 'GARAGE_OWNER',
      garage_id: String(g.garage_id),
      first_name: 'Omar',
      display_name: 'Omar Haddad',
    });
  });

  it('refuses bad bodies with a 400 message and creates nothing', async () => {
    const s = await signIn(t, freshMobile());
    const [before] = await t.db.select({ n: count() }).from(garage);
    const cases: Array<[object, string]> = [
      [{ ...registration, garage_name: '' }, 'Garage name is required'],
      [{ ...registration, garage_name: undefined }, 'Garage name is required'],
      [{ ...registration, garage_name: '<script>alert(1)</script>' }, 'Garage name must not contain HTML tags'],
      [{ ...registration, country_code: 'ZZ' }, 'Choose a country from the list'],
      [{ ...registration, time_zone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
      [{ ...registration, email: 'not-an-email' }, 'Enter a valid e-mail address'],
      [{ ...registration, type: 'boat' }, 'Type is not valid'],
      [{ ...registration, garage_name: 'x'.repeat(121) }, 'Garage name must be at most 120 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await register(s, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [after] = await t.db.select({ n: count() }).from(garage);
    expect(after?.n).toBe(before?.n);
  });

  it('is idempotent: the same key replays the same garage; another body with that key is refused', async () => {
    const s = await signIn(t, freshMobile());
    const key = { 'idempotency-key': `reg-${freshMobile()}` };
    const [groupsBefore] = await t.db.select({ n: count() }).from(garageGroup);
    const first = await register(s, registration, key);
    const second = await register(s, registration, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().garage_id).toBe(first.json().garage_id);
    const [groupsAfter] = await t.db.select({ n: count() }).from(garageGroup);
    expect((groupsAfter?.n ?? 0) - (groupsBefore?.n ?? 0)).toBe(1);
    const other = await register(s, { ...registration, garage_name: 'Another' }, key);
    expect(other.statusCode).toBe(400);
  });

  it('adds an outlet to the group when an owner registers from their garage, and both can be switched to', async () => {
    const s = await signIn(t, freshMobile());
    const first = (await register(s)).json();
    const second = await register(
      s,
      { ...registration, garage_name: 'Speedy Outlet 2' },
      { 'x-garage-id': String(first.garage_id) },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().group_id).toBe(first.group_id);
    const list = (await t.app.inject({ method: 'GET', url: '/api/customer/garage', headers: s.headers() })).json();
    expect(list).toHaveLength(2);
    for (const g of list) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/customer/garage/${g.garage_id}`,
        headers: s.headers(g.garage_id),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('does not let a non-owner add an outlet to their group', async () => {
    const shop = await createGarage(t);
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const s = await signIn(t, tech.mobileNumber);
    const res = await register(s, registration, { 'x-garage-id': String(shop.garageId) });
    expect(res.statusCode).toBe(403);
  });
});

describe('tenancy and roles on garage routes', () => {
  it('403 for a garage the user does not belong to (x-garage-id)', async () => {
    const mine = await createGarage(t);
    const theirs = await createGarage(t);
    const owner = await t.db.query.appUser.findFirst({ where: (u, { eq }) => eq(u.id, mine.ownerId) });
    const s = await signIn(t, owner!.mobileNumber);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${theirs.garageId}`,
      headers: s.headers(theirs.garageId),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it("404 for another group's garage id on every garage route that takes an id", async () => {
    const mine = await createGarage(t);
    const theirs = await createGarage(t);
    const owner = await t.db.query.appUser.findFirst({ where: (u, { eq }) => eq(u.id, mine.ownerId) });
    const s = await signIn(t, owner!.mobileNumber);
    const id = theirs.garageId;
    const calls = [
      { method: 'GET', url: `/api/customer/garage/${id}` },
      { method: 'PUT', url: `/api/customer/garage/${id}`, payload: { garage_name: 'Hijack' } },
      { method: 'GET', url: `/api/customer/garage/${id}/property` },
      { method: 'GET', url: `/api/customer/garage/${id}/property/v1/all` },
      { method: 'GET', url: `/api/customer/garage/${id}/property/v1/names?property_names=quote_enabled` },
      {
        method: 'POST',
        url: `/api/customer/garage/${id}/property/v1`,
        payload: { property_name: 'quote_enabled', property_value: true },
      },
      {
        method: 'PUT',
        url: `/api/customer/garage/${id}/property/v1/multiple`,
        payload: [{ property_name: 'quote_enabled', property_value: true }],
      },
    ] as const;
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: s.headers(mine.garageId) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    const [row] = await t.db.select().from(garage).where(eq(garage.id, id));
    expect(row?.name).not.toBe('Hijack');
  });

  it('403 for a missing role, 400 without x-garage-id', async () => {
    const shop = await createGarage(t);
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const s = await signIn(t, tech.mobileNumber);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${shop.garageId}`,
      headers: s.headers(shop.garageId),
      payload: { garage_name: 'Mine now' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: "User don't have permission to access resource", code: 'FORBIDDEN' });
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${shop.garageId}`,
      headers: s.headers(shop.garageId),
    });
    expect(get.statusCode).toBe(200);
    const noHeader = await t.app.inject({ method: 'GET', url: `/api/customer/garage/${shop.garageId}`, headers: s.headers() });
    expect(noHeader.statusCode).toBe(400);
  });

  it('the owner updates garage details and extra information', async () => {
    const s = await signIn(t, freshMobile());
    const g = (await register(s)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${g.garage_id}`,
      headers: s.headers(g.garage_id),
      payload: {
        address: 'New address',
        extra_information: { bays: 4, technicians: 6, services_offered: ['TYRES', 'AC'], heard_from: 'A friend' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: 'New address',
      extra_information: { bays: 4, technicians: 6, services_offered: ['TYRES', 'AC'] },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${g.garage_id}`,
      headers: s.headers(g.garage_id),
      payload: { extra_information: { bays: -1 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('registration refuses what it would otherwise change', () => {
  const update = (s: Session, id: number, extra: object, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${id}`,
      headers: { ...s.headers(id), 'accept-language': language },
      payload: { extra_information: extra },
    });

  it('refuses negative, fractional and too large counts with a message instead of clamping them', async () => {
    const s = await signIn(t, freshMobile());
    const g = (await register(s)).json();
    const negative = await update(s, g.garage_id, { bays: -3 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Service bays must not be negative');
    const huge = await update(s, g.garage_id, { technicians: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Technicians must be at most 10000');
    const fraction = await update(s, g.garage_id, { monthly_vehicles: 2.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe('Vehicles per month must be a whole number');
    const spanish = await update(s, g.garage_id, { bays: -3 }, 'es');
    expect(spanish.json().message).toBe('Bahías de servicio no puede ser negativo');
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${g.garage_id}`,
      headers: s.headers(g.garage_id),
    });
    expect(stored.json().extra_information).toEqual({});
  });

  it.each([
    ['IN', 'Asia/Kolkata', ' 29aabcd1234e1z5 ', '29AABCD1234E1Z5', '29AABCD1234E', 'A GSTIN has 15 characters'],
    ['SA', 'Asia/Riyadh', '310122393500003', '310122393500003', '210122393500003', 'A Saudi VAT number has 15 digits'],
    ['MX', 'America/Mexico_City', 'eku9003173c9', 'EKU9003173C9', 'EKU90031', 'El RFC no es válido'],
    ['AE', 'Asia/Dubai', 'trn 100-2', 'TRN 100-2', 'x'.repeat(21), 'at most 20'],
  ])(
    "saves the garage's own %s tax number upper-cased and refuses an invalid one, changing nothing",
    async (country, tz, typed, saved, invalid, refusal) => {
      const s = await signIn(t, freshMobile());
      const g = (await register(s, { ...registration, country_code: country, time_zone: tz })).json();
      const ok = await update(s, g.garage_id, { bays: 2, tax_number: typed });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().extra_information).toEqual({ bays: 2, tax_number: saved });
      const refused = await update(s, g.garage_id, { bays: 3, tax_number: invalid }, country === 'MX' ? 'es' : 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(refusal);
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/customer/garage/${g.garage_id}`,
        headers: s.headers(g.garage_id),
      });
      expect(stored.json().extra_information).toEqual({ bays: 2, tax_number: saved });
    },
  );

  it('asks a person without a name for it, and keeps the name a person already has', async () => {
    const s = await signIn(t, freshMobile());
    const { owner_first_name: _first, owner_last_name: _last, ...nameless } = registration;
    const refused = await register(s, nameless);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Enter your first name: your team and customers see it instead of your phone number');
    expect((await register(s, { ...nameless, owner_first_name: '   ' })).statusCode).toBe(400);
    expect((await register(s)).statusCode).toBe(201);
    // Named now: the next garage needs no name again.
    expect((await register(s, { ...nameless, garage_name: 'Second Works' })).statusCode).toBe(201);
  });
});

describe('garage properties', () => {
  async function ownerSession() {
    const s = await signIn(t, freshMobile());
    const g = (await register(s)).json();
    return { s, id: g.garage_id as number };
  }

  it('reads every property with typed defaults, camel-case and underscore', async () => {
    const { s, id } = await ownerSession();
    const map = (
      await t.app.inject({ method: 'GET', url: `/api/customer/garage/${id}/property`, headers: s.headers(id) })
    ).json();
    expect(map).toMatchObject({ roundingMode: 2, passcodeTimeoutMinutes: 0, quoteEnabled: false, partTaxInclusive: true });
    const all = (
      await t.app.inject({ method: 'GET', url: `/api/customer/garage/${id}/property/v1/all`, headers: s.headers(id) })
    ).json();
    expect(all).toContainEqual({ garage_id: id, property_name: 'rounding_mode', property_value: '2' });
  });

  it('sets one property by either spelling and reads it back by name', async () => {
    const { s, id } = await ownerSession();
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/customer/garage/${id}/property/v1`,
      headers: s.headers(id),
      payload: { property_name: 'passcodeTimeoutMinutes', property_value: 5 },
    });
    expect(set.json()).toEqual({ garage_id: id, property_name: 'passcode_timeout_minutes', property_value: '5' });
    const names = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${id}/property/v1/names?property_names=passcode_timeout_minutes,quoteEnabled`,
      headers: s.headers(id),
    });
    expect(names.json()).toEqual([
      { garage_id: id, property_name: 'passcode_timeout_minutes', property_value: '5' },
      { garage_id: id, property_name: 'quote_enabled', property_value: 'false' },
    ]);
  });

  it('sets several properties all or none', async () => {
    const { s, id } = await ownerSession();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${id}/property/v1/multiple`,
      headers: s.headers(id),
      payload: [
        { property_name: 'quote_enabled', property_value: true },
        { property_name: 'rounding_mode', property_value: 9 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The value of rounding_mode is not valid');
    const rows = await t.db.select().from(garageProperty).where(eq(garageProperty.garageId, id));
    expect(rows).toHaveLength(0);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${id}/property/v1/multiple`,
      headers: s.headers(id),
      payload: [{ property_name: 'warp_drive', property_value: true }],
    });
    expect(unknown.json().message).toBe('Unknown garage property: warp_drive');
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/${id}/property/v1/multiple`,
      headers: s.headers(id),
      payload: [
        { property_name: 'quote_enabled', property_value: true },
        { property_name: 'partIssuanceEnabled', property_value: 'true' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const g = (await t.app.inject({ method: 'GET', url: `/api/customer/garage/${id}`, headers: s.headers(id) })).json();
    expect(g.part_issuance_enabled).toBe(true);
  });

  it('only an owner sets properties; every member reads them', async () => {
    const shop = await createGarage(t);
    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const s = await signIn(t, tech.mobileNumber);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/customer/garage/${shop.garageId}/property/v1`,
      headers: s.headers(shop.garageId),
      payload: { property_name: 'quote_enabled', property_value: true },
    });
    expect(set.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${shop.garageId}/property`,
      headers: s.headers(shop.garageId),
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('an ended subscription', () => {
  it('answers 403 with the subscription message on business routes, while the garage itself still reads', async () => {
    const owner = await createUser(t.db, { mobileNumber: freshMobile() });
    const shop = await createGarage(t, { ownerId: owner.id, trialDays: 1 });
    const s = await signIn(t, owner.mobileNumber);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/customer/all', headers: s.headers(shop.garageId) })).statusCode,
    ).toBe(200);
    // Past the end of the trial's last local day (the signed-in session is refreshed to outlive the jump).
    t.clock.advance(2 * 86_400_000);
    const fresh = await signIn(t, owner.mobileNumber);
    const business = await t.app.inject({
      method: 'GET',
      url: '/api/customer/customer/all',
      headers: fresh.headers(shop.garageId),
    });
    expect(business.statusCode).toBe(403);
    expect(business.json()).toEqual({
      message: 'Subscription Expired! Please contact the provider today',
      code: 'SUBSCRIPTION_EXPIRED',
    });
    const garageRead = await t.app.inject({
      method: 'GET',
      url: `/api/customer/garage/${shop.garageId}`,
      headers: fresh.headers(shop.garageId),
    });
    expect(garageRead.statusCode).toBe(200);
    expect(garageRead.json().subscription.subscription_type).toBe('TRIAL');
  });
});
