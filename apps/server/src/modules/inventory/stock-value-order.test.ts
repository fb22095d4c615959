import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type InventoryShop, inventoryShop } from './test-inventory.ts';

// The value order is read in bands (stock.repository.ts, valuePage); these tests hold it to the order of
// sorting every part by coalesce(stock_value, 0), then name, then id — the query it replaced.
let t: TestApp;
let shop: InventoryShop;
let oldPart: number;
beforeAll(async () => {
  t = await createTestApp();
  shop = await inventoryShop(t, { allow_negative_stock: true });
  // Filter 12 × 5 = 60 and pads 3 × 20 = 60 (from inventoryShop); the wiper is sold out (a row worth 0) and
  // the spark plug never stocked (no row). Below: a third part worth 60, one worth more, two more never
  // stocked, another sold out, two sold past zero (worth −6 each) and an inactive part worth the most.
  const bearing = await shop.addPart({ part_name: 'Bearing', brand: 'SKF', min_stock: '5' });
  const clutch = await shop.addPart({ part_name: 'Clutch kit', brand: 'Valeo' });
  await shop.addPart({ part_name: 'Air filter', brand: 'Mann', min_stock: '2' });
  await shop.addPart({ part_name: 'Zinc plate' });
  const horn = await shop.addPart({ part_name: 'Horn', brand: 'Bosch' });
  const fuse = await shop.addPart({ part_name: 'Fuse', purchase_price: '3' });
  const gasket = await shop.addPart({ part_name: 'Gasket', purchase_price: '3', min_stock: '1' });
  oldPart = await shop.addPart({ part_name: 'Old part', brand: 'Bosch' });
  await shop.move([
    { partId: bearing, kind: 'STOCK_IN', quantity: '4', unitCost: '15' },
    { partId: clutch, kind: 'STOCK_IN', quantity: '1', unitCost: '100' },
    { partId: horn, kind: 'STOCK_IN', quantity: '1', unitCost: '9' },
    { partId: oldPart, kind: 'STOCK_IN', quantity: '1', unitCost: '500' },
  ]);
  await shop.move([
    { partId: horn, kind: 'COUNTER_SALE', quantity: '1' },
    { partId: fuse, kind: 'COUNTER_SALE', quantity: '2' },
    { partId: gasket, kind: 'COUNTER_SALE', quantity: '2' },
  ]);
  const off = await t.app.inject({
    method: 'PUT',
    url: `/api/oms/part/${oldPart}`,
    headers: shop.s.headers(shop.garageId),
    payload: { part_name: 'Old part', brand: 'Bosch', selling_price: '10', active: false },
  });
  expect(off.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Row = { part_id: number; part_name: string; stock_value: string };
const list = async (query: string): Promise<{ content: Row[]; total_elements: number }> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/oms/stock?${query}`, headers: shop.s.headers(shop.garageId) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The matching parts (the name order is read as before), put in the replaced query's value order. */
async function expected(filter: string, dir: 'asc' | 'desc'): Promise<number[]> {
  const ids = (await list(`${filter}&page_size=100`)).content.map((r) => r.part_id);
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    t.db,
    sql`select p.id from part p left join part_stock s
          on s.group_id = p.group_id and s.garage_id = p.garage_id and s.part_id = p.id
         where p.group_id = ${shop.groupId}
           and p.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
         order by coalesce(s.stock_value, 0) ${sql.raw(dir)}, lower(p.name), p.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Every page of the value order, one after the other. */
async function paged(filter: string, dir: 'asc' | 'desc', size: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; page < 50; page++) {
    const body = await list(`${filter}&sort=value&dir=${dir}&page_size=${size}&page_number=${page}`);
    if (body.content.length === 0) break;
    ids.push(...body.content.map((r) => r.part_id));
  }
  return ids;
}

describe('the inventory list sorted by value', () => {
  it('orders parts worth more, parts without stock or at zero, then parts below zero, ties by name', async () => {
    const body = await list('sort=value&dir=desc&page_size=100');
    expect(body.content.map((r) => [r.part_name, r.stock_value])).toEqual([
      ['Clutch kit', '100.00'],
      ['Bearing', '60.00'],
      ['Brake pads', '60.00'],
      ['Oil filter', '60.00'],
      ['Air filter', '0.00'],
      ['Engine oil', '0.00'],
      ['Horn', '0.00'],
      ['Spark plug', '0.00'],
      ['Wiper blade', '0.00'],
      ['Zinc plate', '0.00'],
      ['Fuse', '-6.00'],
      ['Gasket', '-6.00'],
    ]);
    expect(body.content.map((r) => r.part_id)).not.toContain(oldPart);
    const up = await list('sort=value&dir=asc&page_size=100');
    expect(up.content.map((r) => r.part_name)).toEqual([
      'Fuse',
      'Gasket',
      'Air filter',
      'Engine oil',
      'Horn',
      'Spark plug',
      'Wiper blade',
      'Zinc plate',
      'Bearing',
      'Brake pads',
      'Oil filter',
      'Clutch kit',
    ]);
  });

  it('pages through the same rows in the same order as sorting every part, with any filter and page size', async () => {
    for (const filter of ['filter=ALL', 'filter=LOW', 'filter=OUT', 'q=bosch', 'q=e', 'filter=LOW&q=a']) {
      for (const dir of ['desc', 'asc'] as const) {
        const want = await expected(filter, dir);
        for (const size of [1, 2, 3, 5, 20]) {
          expect(await paged(filter, dir, size), `${filter} ${dir} by ${size}`).toEqual(want);
        }
        expect((await list(`${filter}&sort=value&dir=${dir}`)).total_elements).toBe(want.length);
      }
    }
  }, 120_000);
});
