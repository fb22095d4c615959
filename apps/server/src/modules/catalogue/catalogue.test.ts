import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `91${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

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
const get = (s: Session, garageId: number, url: string) => t.app.inject({ method: 'GET', url, headers: s.headers(garageId) });
const send = (s: Session, garageId: number, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  t.app.inject({ method, url, headers: s.headers(garageId), payload });

describe('tax categories', () => {
  it('an Indian garage starts with GST 5/12/18/28 as CGST + SGST halves, and IGST', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'IN' });
    const list = (await get(s, shop.garageId, '/api/oms/tax_category')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      'GST 5%',
      'GST 12%',
      'GST 18%',
      'GST 28%',
      'IGST 5%',
      'IGST 12%',
      'IGST 18%',
      'IGST 28%',
    ]);
    const gst18 = list.find((c: { name: string }) => c.name === 'GST 18%');
    expect(gst18.total_value).toBe('18.00');
    expect(
      gst18.tax_component_list.map((c: { tax_component_name: string; value: string }) => [c.tax_component_name, c.value]),
    ).toEqual([
      ['CGST', '9.00'],
      ['SGST', '9.00'],
    ]);
  });

  it.each([
    ['SA', ['VAT 15%']],
    ['MX', ['IVA 16%']],
    ['US', ['Sales tax']],
    ['KE', ['VAT 16%']],
    ['TZ', ['VAT 18%']],
  ])('a garage in %s starts with %j', async (countryCode, names) => {
    const { shop, s } = await ownerOf({ countryCode });
    const list = (await get(s, shop.garageId, '/api/oms/tax_category')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it('the owner adds and edits categories; components must add up to the total', async () => {
    const { shop, s } = await ownerOf({ countryCode: 'US' });
    const bad = await send(s, shop.garageId, 'POST', '/api/oms/tax_category', {
      name: 'Texas',
      total_value: '8.25',
      tax_component_list: [
        { tax_component_name: 'State', value: '6.25' },
        { tax_component_name: 'City', value: '1' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The components must add up to the total (8.25%)');
    const ok = await send(s, shop.garageId, 'POST', '/api/oms/tax_category', {
      name: 'Texas',
      total_value: 8.25,
      tax_component_list: [
        { tax_component_name: 'State', value: '6.25' },
        { tax_component_name: 'Local', value: '2' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().tax_category_id;
    const edited = await send(s, shop.garageId, 'PUT', `/api/oms/tax_category/${id}`, {
      name: 'Texas (Austin)',
      total_value: '8.25',
      tax_component_list: [{ tax_component_name: 'Combined', value: '8.25' }],
    });
    expect(edited.json()).toMatchObject({
      name: 'Texas (Austin)',
      tax_component_list: [{ tax_component_name: 'Combined', value: '8.25' }],
    });
    const other = await ownerOf();
    expect((await send(other.s, other.shop.garageId, 'PUT', `/api/oms/tax_category/${id}`, edited.json())).statusCode).toBe(404);
  });
});

describe('services and parts', () => {
  it('creates, edits, searches and pages services; names are unique per garage', async () => {
    const { shop, s } = await ownerOf();
    const [gst18] = (await get(s, shop.garageId, '/api/oms/tax_category'))
      .json()
      .filter((c: { name: string }) => c.name === 'GST 18%');
    const mk = (service_name: string, price: string | number, extra: object = {}) =>
      send(s, shop.garageId, 'POST', '/api/oms/service', {
        service_name,
        price,
        tax_category_id: gst18.tax_category_id,
        ...extra,
      });
    const a = await mk('General Service', '1499.5', { sac: '998714', hourly_rating: '2.5' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      price: '1499.50',
      sac: '998714',
      tax_inclusive: false,
      hourly_rating: '2.50',
      tax_category: { name: 'GST 18%' },
    });
    await mk('Wheel Alignment', 600);
    await mk('Wheel Balancing', 400);
    const dup = await mk('general service', 10);
    expect(dup.json().message).toBe('general service already exists in this garage');
    expect((await mk('Bad price', '-1')).json().message).toBe('Price must not be negative');
    expect((await mk('Bad price', '1.23456')).json().message).toBe('Price is not valid');
    const page = (await get(s, shop.garageId, '/api/oms/service?query=wheel&page_size=1')).json();
    expect(page).toMatchObject({ total_elements: 2, total_pages: 2 });
    expect((await get(s, shop.garageId, '/api/oms/service?query=998714')).json().content[0].service_name).toBe('General Service');
    const id = a.json().service_id;
    const off = await send(s, shop.garageId, 'PUT', `/api/oms/service/${id}`, {
      service_name: 'General Service',
      price: '1599',
      active: false,
    });
    expect(off.json()).toMatchObject({ price: '1599.00', active: false });
    expect((await get(s, shop.garageId, '/api/oms/service?query=general')).json().content).toHaveLength(0);
    expect((await get(s, shop.garageId, '/api/oms/service?query=general&include_inactive=true')).json().content).toHaveLength(1);
  });

  it('parts default to tax inclusive, keep part numbers unique, and hide purchase prices from PRICE_VIEW_RESTRICTED users', async () => {
    const { shop, s } = await ownerOf();
    const res = await send(s, shop.garageId, 'POST', '/api/oms/part', {
      part_name: 'Oil filter',
      part_number: 'OF-1234',
      hsn: '8421',
      brand: 'Bosch',
      unit_id: 9,
      selling_price: '350',
      purchase_price: '210.5',
      min_stock: '5',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tax_inclusive: true,
      part_type: 'PART',
      tracking: 'NONE',
      unit_symbol: 'pc',
      purchase_price: '210.50',
      min_stock: '5',
    });
    const dup = await send(s, shop.garageId, 'POST', '/api/oms/part', {
      part_name: 'Other',
      part_number: 'of 1234',
      selling_price: 1,
    });
    expect(dup.json().message).toBe('Part number of 1234 already exists in this garage');
    expect(
      (await send(s, shop.garageId, 'POST', '/api/oms/part', { part_name: 'X', selling_price: 1, unit_id: 999 })).json().message,
    ).toBe('Choose a unit of measure from the list');

    const clerk = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, clerk.id, ['CREATE_SERVICE_PARTS', 'EDIT_SERVICE_PARTS', 'PRICE_VIEW_RESTRICTED']);
    const cs = await signIn(t, clerk.mobileNumber);
    const seen = (await get(cs, shop.garageId, '/api/oms/part?query=bosch')).json().content[0];
    expect(seen.purchase_price).toBeNull();
    const put = await send(cs, shop.garageId, 'PUT', `/api/oms/part/${seen.part_id}`, {
      ...seen,
      selling_price: '360',
      purchase_price: '1',
      tax_category_id: null,
    });
    expect(put.json().selling_price).toBe('360.00');
    const owner = (await get(s, shop.garageId, `/api/oms/part/${seen.part_id}`)).json();
    expect(owner.purchase_price).toBe('210.50');

    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const ts = await signIn(t, tech.mobileNumber);
    expect((await send(ts, shop.garageId, 'POST', '/api/oms/part', { part_name: 'Y', selling_price: 1 })).statusCode).toBe(403);
    expect((await get(ts, shop.garageId, '/api/oms/part')).statusCode).toBe(200);
  });

  it("another garage's service, part and package ids are 404", async () => {
    const theirs = await ownerOf();
    const svc = (
      await send(theirs.s, theirs.shop.garageId, 'POST', '/api/oms/service', { service_name: 'Paint', price: 100 })
    ).json();
    const prt = (
      await send(theirs.s, theirs.shop.garageId, 'POST', '/api/oms/part', { part_name: 'Bulb', selling_price: 5 })
    ).json();
    const pkg = (
      await send(theirs.s, theirs.shop.garageId, 'POST', '/api/oms/service_package', {
        service_package_name: 'P',
        service_ids_list: [svc.service_id],
      })
    ).json();
    const mine = await ownerOf();
    for (const url of [
      `/api/oms/service/${svc.service_id}`,
      `/api/oms/part/${prt.part_id}`,
      `/api/oms/service_package/${pkg.service_package_id}`,
    ]) {
      expect((await get(mine.s, mine.shop.garageId, url)).statusCode, url).toBe(404);
    }
    const steal = await send(mine.s, mine.shop.garageId, 'POST', '/api/oms/service_package', {
      service_package_name: 'Q',
      part_ids_list: [prt.part_id],
    });
    expect(steal.json().message).toBe('A chosen service or part does not exist in this garage');
  });
});

describe('service packages', () => {
  it('groups services and parts; the description is at most 1000 words', async () => {
    const { shop, s } = await ownerOf();
    const svc = (
      await send(s, shop.garageId, 'POST', '/api/oms/service', { service_name: 'Oil change labour', price: 300 })
    ).json();
    const prt = (
      await send(s, shop.garageId, 'POST', '/api/oms/part', { part_name: 'Engine oil 5W30', selling_price: 900, unit_id: 1 })
    ).json();
    const body = { service_package_name: 'Basic service', service_ids_list: [svc.service_id], part_ids_list: [prt.part_id] };
    const long = await send(s, shop.garageId, 'POST', '/api/oms/service_package', { ...body, description: 'word '.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The description must be at most 1000 words (it has 1001)');
    const ok = await send(s, shop.garageId, 'POST', '/api/oms/service_package', { ...body, description: 'word '.repeat(1000) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      services: [{ service_name: 'Oil change labour' }],
      parts: [{ part_name: 'Engine oil 5W30', unit_symbol: 'l' }],
    });
    const empty = await send(s, shop.garageId, 'POST', '/api/oms/service_package', { service_package_name: 'Empty' });
    expect(empty.json().message).toBe('Add at least one service or part to the package');
    expect((await get(s, shop.garageId, '/api/oms/service_package')).json()).toHaveLength(1);
  });
});

describe('vehicle catalogue', () => {
  it('lists car and bike brands with their models; favourites come first', async () => {
    const { shop, s } = await ownerOf();
    const cars = (await get(s, shop.garageId, '/api/customer/brand/all?vehicle_type=car')).json();
    const bikes = (await get(s, shop.garageId, '/api/customer/brand/all?vehicle_type=bike')).json();
    expect(cars.length).toBeGreaterThan(40);
    expect(bikes.length).toBeGreaterThan(10);
    expect(cars.map((b: { brand_name: string }) => b.brand_name)).toEqual(
      expect.arrayContaining(['Toyota', 'Maruti Suzuki', 'Nissan', 'Ford', 'Chevrolet']),
    );
    expect(bikes.map((b: { brand_name: string }) => b.brand_name)).toEqual(
      expect.arrayContaining(['Hero', 'Bajaj', 'Italika', 'Boxer (East Africa)']),
    );
    const fav = await send(s, shop.garageId, 'POST', '/api/customer/favourite_brand_map', {
      garage_id: shop.garageId,
      brand_id_list: [5],
    });
    expect(fav.json()[0]).toMatchObject({ brand_name: 'Toyota', is_favourite: true });
    await send(s, shop.garageId, 'DELETE', '/api/customer/favourite_brand_map', { garage_id: shop.garageId, brand_id_list: [5] });
    expect((await get(s, shop.garageId, '/api/customer/brand/all')).json()[0].is_favourite).toBe(false);
    const models = (await get(s, shop.garageId, '/api/customer/brand/5/models')).json();
    expect(models.map((m: { model_name: string }) => m.model_name)).toEqual(
      expect.arrayContaining(['Hilux', 'Corolla', 'Land Cruiser']),
    );
    const hilux = models.find((m: { model_name: string }) => m.model_name === 'Hilux');
    await send(s, shop.garageId, 'POST', '/api/customer/favourite_model_map', {
      garage_id: shop.garageId,
      model_id_list: [hilux.model_id],
    });
    expect((await get(s, shop.garageId, '/api/customer/brand/5/models')).json()[0].model_name).toBe('Hilux');
    const wrongGarage = await send(s, shop.garageId, 'POST', '/api/customer/favourite_brand_map', {
      garage_id: shop.garageId + 999,
      brand_id_list: [5],
    });
    expect(wrongGarage.statusCode).toBe(404);
  });

  it("a group's own models are seen by that group only", async () => {
    const { shop, s } = await ownerOf();
    const res = await send(s, shop.garageId, 'POST', '/api/customer/model', {
      brand_id: 5,
      model_name: 'Hilux Champ',
      fuel_types: ['DIESEL'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_custom: true, display_name: 'Toyota Hilux Champ Diesel' });
    const dup = await send(s, shop.garageId, 'POST', '/api/customer/model', { brand_id: 5, model_name: 'hilux' });
    expect(dup.json().message).toBe('The model hilux already exists for this brand');
    const other = await ownerOf();
    const seen = (await get(other.s, other.shop.garageId, '/api/customer/brand/5/models')).json();
    expect(seen.some((m: { model_name: string }) => m.model_name === 'Hilux Champ')).toBe(false);
  });

  it('serves units of measure with multipliers', async () => {
    const { shop, s } = await ownerOf();
    const units = (await get(s, shop.garageId, '/api/oms/unit')).json();
    expect(units).toContainEqual({ unit_id: 2, unit_name: 'Millilitre', symbol: 'ml', category_id: 1, multiplier: '0.001' });
  });
});
