import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop, shopIn, sisterShop } from '../orders/test-shop.ts';
import { addPart, addVendor, poBody, raisePo } from '../purchasing/test-purchasing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const save = (shop: Shop, body: object) => api(shop, 'PUT', '/api/oms/vendor_price', body);
const list = (shop: Shop, query: string) => api(shop, 'GET', `/api/oms/vendor_price?${query}`);

describe('vendor price lists (vendor-pricing, pricing-list)', () => {
  it('sets, replaces, lists by vendor and by part, and removes a price', async () => {
    const shop = await saudiShop(t);
    const gulf = await addVendor(shop, { name: 'Gulf Spares' });
    const noor = await addVendor(shop, { name: 'Al Noor' });
    const pads = await addPart(shop, { part_name: 'Brake pads', part_number: 'BP-1', purchase_price: '35.00' });
    const first = await save(shop, {
      vendor_id: gulf,
      part_id: pads,
      purchase_price: '31.5',
      min_order_qty: '10',
      lead_time_days: 3,
      vendor_part_code: 'GS-BP1',
      valid_from: '2026-01-01',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      vendor_name: 'Gulf Spares',
      part_name: 'Brake pads',
      part_number: 'BP-1',
      purchase_price: '31.50',
      part_purchase_price: '35.00',
      min_order_qty: '10',
      lead_time_days: 3,
      vendor_part_code: 'GS-BP1',
      valid_from: '2026-01-01',
    });
    // Saving again replaces it: one row, the later price, fields not sent are cleared.
    const again = await save(shop, { vendor_id: gulf, part_id: pads, purchase_price: '30' });
    expect(again.json()).toMatchObject({
      id: first.json().id,
      purchase_price: '30.00',
      min_order_qty: null,
      vendor_part_code: null,
    });
    await save(shop, { vendor_id: noor, part_id: pads, purchase_price: '29' });
    await save(shop, { vendor_id: gulf, part_id: shop.oilId, purchase_price: '9.75' });

    const gulfList = (await list(shop, `vendor_id=${gulf}`)).json();
    expect(gulfList.total_elements).toBe(2);
    expect(gulfList.content.map((p: { part_name: string }) => p.part_name)).toEqual(['Brake pads', 'Engine oil']);
    expect((await list(shop, `vendor_id=${gulf}&query=bp-1`)).json().content).toHaveLength(1);
    expect((await list(shop, `vendor_id=${gulf}&query=tyre`)).json().content).toHaveLength(0);
    const paged = (await list(shop, `vendor_id=${gulf}&page_size=1&page_number=1`)).json();
    expect(paged).toMatchObject({ total_elements: 2, total_pages: 2, content: [{ part_name: 'Engine oil' }] });

    // Who sells this part and at what: cheapest first.
    const sellers = (await api(shop, 'GET', `/api/oms/vendor_price/part/${pads}`)).json();
    expect(
      sellers.content.map((p: { vendor_name: string; purchase_price: string }) => [p.vendor_name, p.purchase_price]),
    ).toEqual([
      ['Al Noor', '29.00'],
      ['Gulf Spares', '30.00'],
    ]);

    expect((await api(shop, 'DELETE', `/api/oms/vendor_price/${first.json().id}`)).json()).toEqual({ deleted: true });
    expect((await list(shop, `vendor_id=${gulf}`)).json().total_elements).toBe(1);
    expect((await api(shop, 'DELETE', `/api/oms/vendor_price/${first.json().id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const shop = await saudiShop(t);
    const gulf = await addVendor(shop);
    for (const body of [
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: '-1' },
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: 'abc' },
      { vendor_id: gulf, part_id: shop.oilId },
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: '1', min_order_qty: '0' },
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: '1', lead_time_days: -2 },
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: '1', valid_from: '2026-02-30' },
      { vendor_id: gulf, part_id: shop.oilId, purchase_price: '1', vendor_part_code: '<b>x</b>' },
    ]) {
      const res = await save(shop, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await list(shop, `vendor_id=${gulf}`)).json().total_elements).toBe(0);
  });

  it("keeps other garages' vendors, parts and prices out (404), needs a vendor role to set and hides prices from PRICE_VIEW_RESTRICTED (403)", async () => {
    const a = await saudiShop(t);
    const b = await saudiShop(t);
    const aVendor = await addVendor(a);
    const bVendor = await addVendor(b);
    expect((await save(b, { vendor_id: aVendor, part_id: b.oilId, purchase_price: '1' })).statusCode).toBe(404);
    expect((await save(b, { vendor_id: bVendor, part_id: a.oilId, purchase_price: '1' })).statusCode).toBe(404);
    expect((await list(b, `vendor_id=${aVendor}`)).statusCode).toBe(404);
    expect((await api(b, 'GET', `/api/oms/vendor_price/part/${a.oilId}`)).statusCode).toBe(404);
    const saved = (await save(a, { vendor_id: aVendor, part_id: a.oilId, purchase_price: '30' })).json();
    expect((await api(b, 'DELETE', `/api/oms/vendor_price/${saved.id}`)).statusCode).toBe(404);
    // A sister outlet of the same group keeps its own vendors and prices.
    const sister = await sisterShop(t, a);
    expect((await list(sister, `vendor_id=${aVendor}`)).statusCode).toBe(404);

    const viewer = await member(a, ['VIEW_INVENTORY']);
    expect((await api(a, 'GET', `/api/oms/vendor_price?vendor_id=${aVendor}`, undefined, { session: viewer })).statusCode).toBe(
      200,
    );
    expect(
      (
        await api(
          a,
          'PUT',
          '/api/oms/vendor_price',
          { vendor_id: aVendor, part_id: a.oilId, purchase_price: '1' },
          { session: viewer },
        )
      ).statusCode,
    ).toBe(403);
    const clerk = await member(a, ['CREATE_ORDER']);
    expect((await api(a, 'GET', `/api/oms/vendor_price?vendor_id=${aVendor}`, undefined, { session: clerk })).statusCode).toBe(
      403,
    );
    const restricted = await member(a, ['INVENTORY_MANAGEMENT', 'PRICE_VIEW_RESTRICTED']);
    const hidden = await api(a, 'GET', `/api/oms/vendor_price?vendor_id=${aVendor}`, undefined, { session: restricted });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('Purchase prices are not shown to your role');
    expect((await api(a, 'GET', `/api/oms/vendor_price/part/${a.oilId}`, undefined, { session: restricted })).statusCode).toBe(
      403,
    );
    expect(
      (
        await api(
          a,
          'PUT',
          '/api/oms/vendor_price',
          { vendor_id: aVendor, part_id: a.oilId, purchase_price: '1' },
          {
            session: restricted,
          },
        )
      ).statusCode,
    ).toBe(403);
    expect((await api(a, 'DELETE', `/api/oms/vendor_price/${saved.id}`, undefined, { session: restricted })).statusCode).toBe(
      403,
    );
  });

  it("prices a purchase order line without a price at the vendor's price, else the part's purchase price", async () => {
    const shop = await saudiShop(t);
    const gulf = await addVendor(shop);
    const other = await addVendor(shop);
    const pads = await addPart(shop, { purchase_price: '35.00', tax_category_id: null });
    await save(shop, { vendor_id: gulf, part_id: pads, purchase_price: '31.00' });
    const fromGulf = await raisePo(shop, poBody(gulf, [{ part_id: pads, quantity: 2 }]));
    expect(fromGulf.lines[0]).toMatchObject({ unit_price: '31.00' });
    const fromOther = await raisePo(shop, poBody(other, [{ part_id: pads, quantity: 2 }]));
    expect(fromOther.lines[0]).toMatchObject({ unit_price: '35.00' });
    // A price typed on the line wins.
    const typed = await raisePo(shop, poBody(gulf, [{ part_id: pads, quantity: 1, unit_price: '33' }]));
    expect(typed.lines[0]).toMatchObject({ unit_price: '33.00' });
    // Changing the order's vendor re-prices lines sent without a price at the new vendor's.
    const moved = await api(
      shop,
      'PUT',
      `/api/oms/purchase_order/${fromOther.purchase_order_id}`,
      poBody(gulf, [{ part_id: pads, quantity: 2 }]),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().lines[0]).toMatchObject({ unit_price: '31.00' });
  });

  it("starts a purchase order line at a vendor's price only from its valid-from day (the garage's local day); before it, the price is upcoming", async () => {
    // 05:59Z on the 21st is 23:59 on the 20th in Mexico City (UTC−6): the garage's today is the 20th.
    t.clock.set(new Date('2026-11-21T05:59:00Z'));
    const shop = await shopIn(t, 'MX');
    const gulf = await addVendor(shop, { name: 'Gulf Parts' });
    const noor = await addVendor(shop, { name: 'Al Noor' });
    const pads = await addPart(shop, { purchase_price: '35.00', tax_category_id: null });
    expect(
      (await save(shop, { vendor_id: gulf, part_id: pads, purchase_price: '31.00', valid_from: '2026-11-21' })).statusCode,
    ).toBe(200);
    await save(shop, { vendor_id: noor, part_id: pads, purchase_price: '34.00', valid_from: '2026-11-20' });
    const upcoming = (await list(shop, `vendor_id=${gulf}`)).json().content[0];
    expect(upcoming).toMatchObject({ purchase_price: '31.00', valid_from: '2026-11-21', in_effect: false });
    expect((await list(shop, `vendor_id=${noor}`)).json().content[0]).toMatchObject({ in_effect: true });
    // Who sells it now comes first, cheapest first; an upcoming price after, however cheap.
    const sellers = (await api(shop, 'GET', `/api/oms/vendor_price/part/${pads}`)).json().content;
    expect(sellers.map((v: { vendor_name: string; in_effect: boolean }) => [v.vendor_name, v.in_effect])).toEqual([
      ['Al Noor', true],
      ['Gulf Parts', false],
    ]);
    // Before its day (though it is already the 21st in UTC) the line starts at the part's purchase price.
    const early = await raisePo(shop, poBody(gulf, [{ part_id: pads, quantity: 1 }]));
    expect(early.lines[0]).toMatchObject({ unit_price: '35.00' });
    expect((await raisePo(shop, poBody(noor, [{ part_id: pads, quantity: 1 }]))).lines[0]).toMatchObject({ unit_price: '34.00' });

    // Midnight in Mexico City: the 21st there, and the price applies.
    t.clock.advance(60 * 1000);
    expect((await raisePo(shop, poBody(gulf, [{ part_id: pads, quantity: 1 }]))).lines[0]).toMatchObject({ unit_price: '31.00' });
    expect((await list(shop, `vendor_id=${gulf}`)).json().content[0]).toMatchObject({ in_effect: true });
    const sellersNow = (await api(shop, 'GET', `/api/oms/vendor_price/part/${pads}`)).json().content;
    expect(sellersNow.map((v: { vendor_name: string }) => v.vendor_name)).toEqual(['Gulf Parts', 'Al Noor']);
    // A draft edited now is re-priced on the day it is saved.
    const moved = await api(
      shop,
      'PUT',
      `/api/oms/purchase_order/${early.purchase_order_id}`,
      poBody(gulf, [{ part_id: pads, quantity: 1 }]),
    );
    expect(moved.json().lines[0]).toMatchObject({ unit_price: '31.00' });
  });
});
