import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { addPart, addVendor, poBody, raisePo } from '../purchasing/test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const upload = (shop: Shop, type: string, content: string, session?: Shop['s']) =>
  api(shop, 'POST', '/api/oms/ho/csv', { import_type: type, file_name: 'prices.csv', content }, session ? { session } : {});

async function stepUntil(shop: Shop, id: number, action: 'check' | 'import', status: string) {
  for (let steps = 0; steps < 50; steps++) {
    const res = await api(shop, 'POST', `/api/oms/ho/csv/${id}/${action}`);
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().status === status) return res.json();
  }
  throw new Error(`stuck before ${status}`);
}
const reasons = (view: { errors: { row: number; reason: string }[] }) => view.errors.map((e) => [e.row, e.reason]);

async function mobileOf(shop: Shop): Promise<{ code: string; mobile: string }> {
  const [c] = await t.db
    .select({ code: customer.countryPhoneCode, mobile: customer.mobileNumber })
    .from(customer)
    .where(and(eq(customer.groupId, shop.groupId), eq(customer.id, shop.customerId)));
  return { code: c?.code ?? '', mobile: c?.mobile ?? '' };
}

describe('CSV import of price lists (decision 061)', () => {
  it('VENDOR_PRICE: by vendor name or tax number; new and changed prices; unknown vendors and parts, bad cells and duplicates are errors', async () => {
    const shop = await saudiShop(t);
    const gulf = await addVendor(shop, { name: 'Gulf Spares', tax_number: '300 0123 4560 0003' });
    await addVendor(shop, { name: 'Al Noor' });
    const pads = await addPart(shop, { part_name: 'Brake pads', part_number: 'BP-1', purchase_price: '35.00' });
    await addPart(shop, { part_name: 'Oil filter', part_number: 'OF-1', purchase_price: '8.00' });
    await api(shop, 'PUT', '/api/oms/vendor_price', {
      vendor_id: gulf,
      part_id: pads,
      purchase_price: '34',
      vendor_part_code: 'G-BP',
    });
    const file = [
      'vendor,part_number,purchase_price,min_order_qty,lead_time_days,vendor_part_code,valid_from',
      'gulf spares,BP-1,31.50,10,3,,2026-01-01', // 2: UPDATE (code kept: blank cell)
      '300012345600003,OF-1,7.25,,,,', // 3: NEW, vendor by its tax number
      'Nobody Ltd,OF-1,1,,,,', // 4
      'Al Noor,XX-9,1,,,,', // 5
      'Nobody Four,OF-1,-3,,,,', // 6
      'Nobody Three,OF-1,2,,400,,', // 7
      'Nobody Two,BP-1,2,,,,2026-13-01', // 8
      'Al Noor,BP-1,2.5,,,,', // 9: NEW
    ].join('\n');
    const created = await upload(shop, 'VENDOR_PRICE', file);
    expect(created.statusCode, created.body).toBe(201);
    const checked = await stepUntil(shop, created.json().upload_id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 2, updated_rows: 1, error_rows: 5 });
    expect(reasons(checked)).toEqual([
      [4, 'No vendor named Nobody Ltd (or with that tax number) in this garage'],
      [5, 'No part with part number XX-9 in this garage'],
      [6, expect.stringMatching(/purchase_price/)],
      [7, 'lead_time_days: 400 is not a whole number from 0 to 365'],
      [8, expect.stringMatching(/valid_from/)],
    ]);
    // Nothing written before the confirmation.
    const before = (await api(shop, 'GET', `/api/oms/vendor_price?vendor_id=${gulf}`)).json();
    expect(before.content.map((p: { purchase_price: string }) => p.purchase_price)).toEqual(['34.00']);

    const imported = await stepUntil(shop, created.json().upload_id, 'import', 'IMPORTED');
    expect(imported).toMatchObject({ new_rows: 2, updated_rows: 1, error_rows: 5 });
    const after = (await api(shop, 'GET', `/api/oms/vendor_price?vendor_id=${gulf}`)).json();
    expect(after.content).toMatchObject([
      {
        part_name: 'Brake pads',
        purchase_price: '31.50',
        min_order_qty: '10',
        lead_time_days: 3,
        vendor_part_code: 'G-BP',
        valid_from: '2026-01-01',
      },
      { part_name: 'Oil filter', purchase_price: '7.25' },
    ]);
    // And a purchase order for the vendor now starts at the imported price.
    const po = await raisePo(shop, poBody(gulf, [{ part_id: pads, quantity: 1 }]));
    expect(po.lines[0]).toMatchObject({ unit_price: '31.50' });

    const errors = await api(shop, 'GET', `/api/oms/ho/csv/${created.json().upload_id}/errors`);
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^4,Nobody Ltd,OF-1,1,,,,,No vendor named/);
  });

  it('VENDOR_PRICE: the same price twice in a file is an error on both rows; PRICE_VIEW_RESTRICTED and roles without vendors are refused', async () => {
    const shop = await saudiShop(t);
    const gulf = await addVendor(shop, { name: 'Gulf Spares', tax_number: '3001' });
    await addPart(shop, { part_number: 'BP-1' });
    const twice = await upload(
      shop,
      'VENDOR_PRICE',
      'vendor,part_number,purchase_price\nGulf Spares,BP-1,1\n3001,bp-1,2\nGulf Spares,BP-9,3\n',
    );
    const checked = await stepUntil(shop, twice.json().upload_id, 'check', 'CHECKED');
    expect(reasons(checked)).toEqual([
      [2, 'BP-1 appears more than once in the file (rows 2, 3)'],
      [3, 'bp-1 appears more than once in the file (rows 2, 3)'],
      [4, 'No part with part number BP-9 in this garage'],
    ]);
    expect((await api(shop, 'POST', `/api/oms/ho/csv/${twice.json().upload_id}/import`)).json().message).toBeTruthy();
    expect((await api(shop, 'GET', `/api/oms/vendor_price?vendor_id=${gulf}`)).json().total_elements).toBe(0);

    const restricted = await member(shop, ['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED']);
    const hidden = await upload(shop, 'VENDOR_PRICE', 'vendor,part_number,purchase_price\nGulf Spares,BP-1,1\n', restricted);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('Purchase prices are not shown to your role');
    const stockClerk = await member(shop, ['CREATE_INVENTORY']);
    expect(
      (await upload(shop, 'VENDOR_PRICE', 'vendor,part_number,purchase_price\nGulf Spares,BP-1,1\n', stockClerk)).statusCode,
    ).toBe(403);
    expect(
      (await upload(shop, 'CUSTOMER_PART_PRICE', 'customer_mobile,part_number,price\n1,BP-1,1\n', stockClerk)).statusCode,
    ).toBe(403);
  });

  it("CUSTOMER_PART_PRICE: the customer by mobile with or without the country code; another group's customer is unknown", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    const { code, mobile } = await mobileOf(shop);
    const theirs = await mobileOf(other);
    const pads = await addPart(shop, { part_number: 'BP-1', selling_price: '60.00' });
    await addPart(shop, { part_number: 'OF-1', selling_price: '12.00' });
    await addPart(shop, { part_number: 'AF-1', selling_price: '10.00' });
    await api(shop, 'PUT', '/api/oms/part_customer_price', { customer_id: shop.customerId, item_id: pads, price: '58' });
    const file = [
      'customer_mobile,part_number,price',
      `${mobile},BP-1,55`, // 2: UPDATE
      `+${code} ${mobile},OF-1,11.5`, // 3: NEW
      `${theirs.mobile},OF-1,1`, // 4
      '5550000000,OF-1,1', // 5
      `${mobile},NOPE,1`, // 6
      `${mobile},OF-1,12`, // 7: the same customer and part as row 3, written otherwise
      `+${code}${mobile},AF-1,9`, // 8: NEW
    ].join('\n');
    const created = await upload(shop, 'CUSTOMER_PART_PRICE', file);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().upload_id;
    const checked = await stepUntil(shop, id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 1, updated_rows: 1 });
    expect(reasons(checked)).toEqual([
      [3, 'OF-1 appears more than once in the file (rows 3, 7)'],
      [4, `No customer with mobile number ${theirs.mobile}`],
      [5, 'No customer with mobile number 5550000000'],
      [6, 'No part with part number NOPE in this garage'],
      [7, 'OF-1 appears more than once in the file (rows 3, 7)'],
    ]);
    await stepUntil(shop, id, 'import', 'IMPORTED');
    const prices = (await api(shop, 'GET', `/api/oms/part_customer_price?customer_id=${shop.customerId}`)).json();
    expect(prices.content.map((p: { price: string }) => p.price).sort()).toEqual(['55.0000', '9.0000']);
    // The other group's customer got nothing.
    expect((await api(other, 'GET', `/api/oms/part_customer_price?customer_id=${other.customerId}`)).json().total_elements).toBe(
      0,
    );
  });

  it('CUSTOMER_SERVICE_PRICE: by service name in any case; unknown services and negative prices are errors', async () => {
    const shop = await saudiShop(t);
    const { mobile } = await mobileOf(shop);
    const file = [
      'customer_mobile,service_name,price',
      `${mobile},brake SERVICE,120`,
      `${mobile},Tyre change,50`,
      `${mobile},Oil change,-1`,
    ].join('\n');
    const created = await upload(shop, 'CUSTOMER_SERVICE_PRICE', file);
    const id = created.json().upload_id;
    const checked = await stepUntil(shop, id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 1, error_rows: 2 });
    expect(reasons(checked)).toEqual([
      [3, 'No service named Tyre change in this garage'],
      [4, expect.stringMatching(/price/)],
    ]);
    await stepUntil(shop, id, 'import', 'IMPORTED');
    const prices = (await api(shop, 'GET', `/api/oms/service_customer_price?customer_id=${shop.customerId}`)).json();
    expect(prices.content).toMatchObject([{ item_name: 'Brake service', price: '120.0000' }]);
  });

  it("the price-list sample files name the garage's own vendor, customer, parts and services, and import as they are", async () => {
    const shop = await saudiShop(t);
    await addVendor(shop, { name: 'Gulf Spares' });
    await addPart(shop, { part_number: 'BP-1' });
    await addPart(shop, { part_number: 'OF-1' });
    await api(shop, 'POST', '/api/oms/service', { service_name: 'Oil change', price: '80.00', tax_category_id: shop.vat });
    for (const [kind, type, rows] of [
      ['part', 'VENDOR_PRICE', 2],
      ['part', 'CUSTOMER_PART_PRICE', 2],
      ['service', 'CUSTOMER_SERVICE_PRICE', 2],
    ] as const) {
      const sample = await api(shop, 'GET', `/api/analytics/sample/csv/${kind}?import_type=${type}`);
      expect(sample.statusCode).toBe(200);
      expect(sample.headers['content-disposition']).toContain(`sample-${type.toLowerCase()}.csv`);
      const created = (await upload(shop, type, sample.body)).json();
      const checked = await stepUntil(shop, created.upload_id, 'check', 'CHECKED');
      expect(checked.new_rows, `${type}: ${JSON.stringify(checked.errors)}`).toBe(rows);
    }
  });
});
