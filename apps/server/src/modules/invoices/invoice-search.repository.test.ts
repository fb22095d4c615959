import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type Shop, saudiShop } from '../orders/test-shop.ts';
import { findInvoicePage } from './invoice-search.repository.ts';
import { billedOrder } from './test-bills.ts';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await saudiShop(t);
  // INV/2026/00001 … 00006, the newest last.
  for (let i = 0; i < 6; i++) await billedOrder(shop);
});
afterAll(async () => {
  await t.close();
});

/** A text search of the garage's bills with a window of the newest `window`, two to a page. */
async function search(term: string, window: number, pageNumber = 0) {
  const page = await findInvoicePage(t.db, shop, { match: { terms: [term] } }, pageNumber, 2, {
    sumDue: false,
    recentWindow: window,
  });
  return { numbers: page.rows.map((r) => r.number), total: page.total, capped: page.capped, totalDue: page.totalDue };
}

describe('a text search reads the newest bills first', () => {
  it('answers a page found among the newest bills, counting every match when the window does not hold them all', async () => {
    expect(await search('inv 2026', 3)).toEqual({ numbers: [6, 5], total: 6, capped: false, totalDue: undefined });
  });

  it('falls back to the whole table for a text the window does not hold', async () => {
    expect(await search('00001', 3)).toEqual({ numbers: [1], total: 1, capped: false, totalDue: undefined });
  });

  it('falls back for a page older than the window', async () => {
    expect(await search('inv 2026', 3, 1)).toEqual({ numbers: [4, 3], total: 6, capped: false, totalDue: undefined });
  });

  it('counts exactly from a window that holds every bill', async () => {
    expect(await search('inv 2026', 10)).toEqual({ numbers: [6, 5], total: 6, capped: false, totalDue: undefined });
    expect(await search('00002', 10)).toEqual({ numbers: [2], total: 1, capped: false, totalDue: undefined });
  });

  it('answers the same page and total as the table itself would, whatever the window', async () => {
    for (const term of ['inv 2026', '00004', 'nothing like it']) {
      for (const pageNumber of [0, 1, 2]) {
        const whole = await search(term, 1000, pageNumber);
        for (const window of [1, 2, 3, 5]) expect(await search(term, window, pageNumber)).toEqual(whole);
      }
    }
  });
});

describe('the sum of what a search leaves due', () => {
  it('is read only when asked for', async () => {
    const summed = await findInvoicePage(t.db, shop, { dueOnly: true }, 0, 2, { sumDue: true });
    expect(Number(summed.totalDue)).toBe(1863);
    expect(summed.total).toBe(6);
  });
});
