import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `92${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

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

async function customerOf(s: Session, garageId: number, first = 'Kiran', last = 'Rao', code = '91', mobile = freshMobile()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/customer',
    headers: s.headers(garageId),
    payload: { first_name: first, last_name: last, country_phone_code: code, mobile_number: mobile },
  });
  return res.json().customer_id as number;
}

const addVehicle = (s: Session, garageId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/user_car', headers: s.headers(garageId), payload });

describe('vehicles', () => {
  it('adds a vehicle with brand and model; odometer in KM; display name from the catalogue', async () => {
    const { shop, s } = await ownerOf();
    const customerId = await customerOf(s, shop.garageId);
    const res = await addVehicle(s, shop.garageId, {
      customer_id: customerId,
      reg_number: 'ka 01-ab 1234',
      brand_id: 1,
      model_id: 105,
      fuel_type: 'PETROL',
      vin: 'MA3EWDE1S00123456',
      engine_number: 'K12M-123456',
      odometer_reading: 12500,
      manufacture_year: 2021,
      colour: 'Red',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reg_number: 'KA 01-AB 1234',
      brand_name: 'Maruti Suzuki',
      model_name: 'Swift',
      odometer_unit: 'KM',
      display_name: 'Maruti Suzuki Swift Petrol KA 01-AB 1234',
      customer_name: 'Kiran Rao',
    });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/customer/customer/${customerId}`,
      headers: s.headers(shop.garageId),
    });
    expect(details.json().vehicles).toHaveLength(1);
  });

  it('uses MILE in a US garage and honours hide_brand / hide_fuel', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'US', properties: { hide_brand: true, hide_fuel: true } });
    const customerId = await customerOf(s, shop.garageId, 'Joe', 'Doe', '1', `20255${String(++n).padStart(5, '0')}`);
    const res = await addVehicle(s, shop.garageId, {
      customer_id: customerId,
      reg_number: '7ABC123',
      brand_id: 13,
      model_id: 1306,
      fuel_type: 'PETROL',
    });
    expect(res.json()).toMatchObject({ odometer_unit: 'MILE', display_name: 'F-150 7ABC123' });
  });

  it.each([
    [{ reg_number: '<b>KA01</b>' }, 'Registration number must not contain HTML tags'],
    [{ reg_number: 'KA#01' }, 'Registration number may contain letters, digits, spaces and dashes only'],
    [{ reg_number: '' }, 'Registration number is required'],
    [{ vin: 'SHORT' }, 'A VIN has 11 to 17 letters and digits'],
    [{ brand_id: 99999 }, 'Choose a brand from the list'],
    [{ brand_id: 1, model_id: 201 }, 'Choose a model of the chosen brand'],
    [{ manufacture_year: 1800 }, 'Manufacture year is not valid'],
    [{ odometer_reading: -5 }, 'Odometer reading is not valid'],
  ])('refuses %j with "%s"', async (patch, message) => {
    const { shop, s } = await ownerOf();
    const customerId = await customerOf(s, shop.garageId);
    const res = await addVehicle(s, shop.garageId, {
      customer_id: customerId,
      reg_number: `MH12${String(++n).padStart(4, '0')}`,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a Saudi plate (3 letters, 4 digits) in a Saudi garage', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'SA' });
    const customerId = await customerOf(s, shop.garageId, 'Omar', 'Ali', '966', `5${String(Date.now()).slice(-8)}`);
    const bad = await addVehicle(s, shop.garageId, { customer_id: customerId, reg_number: 'AB 12345' });
    expect(bad.json().message).toBe('A Saudi plate has 3 letters and 4 digits');
    const ok = await addVehicle(s, shop.garageId, { customer_id: customerId, reg_number: 'ABC 1234' });
    expect(ok.statusCode).toBe(201);
  });

  it('requires engine number, VIN, odometer and insurance when the garage says so', async () => {
    const { shop, s } = await ownerOf({
      properties: { mandatory_engine_number: true, mandatory_vin: true, mandatory_odometer: true, mandatory_insurance: true },
    });
    const customerId = await customerOf(s, shop.garageId);
    const v = { customer_id: customerId, reg_number: 'DL3CAB1234' };
    expect((await addVehicle(s, shop.garageId, v)).json().message).toBe('Engine number is required');
    expect((await addVehicle(s, shop.garageId, { ...v, engine_number: 'E1' })).json().message).toBe('VIN is required');
    const more = { ...v, engine_number: 'E1', vin: 'MA3EWDE1S00123456' };
    expect((await addVehicle(s, shop.garageId, more)).json().message).toBe('Odometer reading is required');
    expect((await addVehicle(s, shop.garageId, { ...more, odometer_reading: 10 })).json().message).toBe(
      'Insurance provider is required',
    );
    const full = {
      ...more,
      odometer_reading: 10,
      insurance_provider: 'ICICI Lombard',
      policy_number: 'P-1',
      insurance_expiry: '2027-01-31',
    };
    expect((await addVehicle(s, shop.garageId, full)).statusCode).toBe(201);
  });

  it('refuses a plate already registered in the group, whatever its spacing, naming the owner', async () => {
    const { shop, s } = await ownerOf();
    const a = await customerOf(s, shop.garageId, 'Meera', 'Iyer');
    const b = await customerOf(s, shop.garageId, 'Arun', 'Das');
    expect((await addVehicle(s, shop.garageId, { customer_id: a, reg_number: 'TN 09 BX 4321' })).statusCode).toBe(201);
    const dup = await addVehicle(s, shop.garageId, { customer_id: b, reg_number: 'tn09-bx-4321' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('The vehicle TN 09 BX 4321 is already registered to the customer Meera Iyer');
  });

  it('keeps odometer readings over time and changes owner with history (role VEHICLE_OWNERSHIP_CHANGE)', async () => {
    const { shop, s } = await ownerOf();
    const a = await customerOf(s, shop.garageId, 'First', 'Owner');
    const b = await customerOf(s, shop.garageId, 'Second', 'Owner');
    const v = (await addVehicle(s, shop.garageId, { customer_id: a, reg_number: 'KL07CD5555', odometer_reading: 1000 })).json();
    t.clock.advance(5 * 60_000);
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/user_car/${v.user_car_id}`,
      headers: s.headers(shop.garageId),
      payload: { reg_number: 'KL07CD5555', odometer_reading: 2500 },
    });
    expect(upd.json(), upd.body).toMatchObject({ odometer_reading: 2500 });

    const staff = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, staff.id, ['CREATE_ORDER']);
    const ss = await signIn(t, staff.mobileNumber);
    const url = `/api/customer/user_car/${v.user_car_id}/ownership`;
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: ss.headers(shop.garageId), payload: { customer_id: b } })).statusCode,
    ).toBe(403);
    await addMember(t.db, shop, staff.id, ['CREATE_ORDER', 'VEHICLE_OWNERSHIP_CHANGE']);
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: ss.headers(shop.garageId),
      payload: { customer_id: b, note: 'Sold' },
    });
    expect(moved.statusCode).toBe(200);
    const h = moved.json();
    expect(h.customer_name).toBe('Second Owner');
    expect(h.owners.map((o: { customer_name: string; to: string | null }) => [o.customer_name, o.to === null])).toEqual([
      ['Second Owner', true],
      ['First Owner', false],
    ]);
    expect(h.odometer_readings.map((r: { reading: number }) => r.reading)).toEqual([1000, 2500]);
    const again = await t.app.inject({ method: 'PUT', url, headers: s.headers(shop.garageId), payload: { customer_id: b } });
    expect(again.json().message).toBe('The vehicle already belongs to this customer');
  });
});

describe('vehicle search', () => {
  it('finds by partial registration number ignoring case, spaces and dashes; by VIN; by customer name', async () => {
    const { shop, s } = await ownerOf();
    const c1 = await customerOf(s, shop.garageId, 'Sunita', 'Verma');
    const c2 = await customerOf(s, shop.garageId, 'Vikram', 'Singh');
    await addVehicle(s, shop.garageId, { customer_id: c1, reg_number: 'KA 01-AB 1234', vin: 'MA3EWDE1S00999888' });
    await addVehicle(s, shop.garageId, { customer_id: c2, reg_number: 'KA-05-MN-7788' });
    await addVehicle(s, shop.garageId, { customer_id: c2, reg_number: 'MH 02 AB 1299' });
    const find = async (qs: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/customer/vehicle/search?garage_id=${shop.garageId}&${qs}`,
          headers: s.headers(shop.garageId),
        })
      ).json();
    const regs = (page: { content: Array<{ reg_number: string }> }) => page.content.map((v) => v.reg_number).sort();
    expect(regs(await find('reg_number=01ab12'))).toEqual(['KA 01-AB 1234']);
    expect(regs(await find('reg_number=ab12'))).toEqual(['KA 01-AB 1234', 'MH 02 AB 1299']);
    expect(regs(await find('reg_number=ka-05 mn'))).toEqual(['KA-05-MN-7788']);
    expect(regs(await find('search=999888&search_by=vin_number'))).toEqual(['KA 01-AB 1234']);
    expect(regs(await find('search=vikram&search_by=customer_name'))).toEqual(['KA-05-MN-7788', 'MH 02 AB 1299']);
    expect(regs(await find('search=VERMA&search_by=customer_name'))).toEqual(['KA 01-AB 1234']);
    expect((await find('page_number=0')).total_elements).toBe(3);
    const page1 = await find('page_size=2&page_number=1');
    expect(page1.content).toHaveLength(1);
    expect((await find('reg_number=zz99')).content).toHaveLength(0);
  });

  it("never returns another group's vehicles, and their ids are 404", async () => {
    const mine = await ownerOf();
    const theirs = await ownerOf();
    const c = await customerOf(theirs.s, theirs.shop.garageId);
    const v = (await addVehicle(theirs.s, theirs.shop.garageId, { customer_id: c, reg_number: 'GJ01XY0001' })).json();
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/customer/customer/vehicle/search?reg_number=gj01xy',
      headers: mine.s.headers(mine.shop.garageId),
    });
    expect(found.json().content).toHaveLength(0);
    const myCustomer = await customerOf(mine.s, mine.shop.garageId);
    for (const call of [
      { method: 'GET', url: `/api/customer/user_car/${v.user_car_id}` },
      { method: 'PUT', url: `/api/customer/user_car/${v.user_car_id}`, payload: { reg_number: 'GJ01XY0001' } },
      { method: 'PUT', url: `/api/customer/user_car/${v.user_car_id}/ownership`, payload: { customer_id: myCustomer } },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: mine.s.headers(mine.shop.garageId) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // The same plate may exist in another group.
    expect((await addVehicle(mine.s, mine.shop.garageId, { customer_id: myCustomer, reg_number: 'GJ01XY0001' })).statusCode).toBe(
      201,
    );
  });
});
