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
  it('answers a page found among the newest bills with the matches there as a lower bound of the total', async () => {
    expect(await search('inv 2026', 3)).toEqual({ numbers: [6, 5], total: 3, capped: true, totalDue: undefined });
    // Two in a window of two would not show that there is a next page: the whole table answers.
    expect(await search('inv 2026', 2)).toEqual({ numbers: [6, 5], total: 6, capped: false, totalDue: undefined });
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

  it('answers the same page as the table itself would whatever the window, and a total never above the true one', async () => {
    for (const term of ['inv 2026', '00004', 'nothing like it']) {
      for (const pageNumber of [0, 1, 2]) {
        const whole = await search(term, 1000, pageNumber);
        for (const window of [1, 2, 3, 5]) {
          const found = await search(term, window, pageNumber);
          expect(found.numbers).toEqual(whole.numbers);
          if (found.capped) expect(found.total).toBeLessThanOrEqual(whole.total);
          else expect(found.total).toBe(whole.total);
          // A page that is not the last one has a next page to go to.
          if (found.numbers.length === 2 && whole.total > (pageNumber + 1) * 2)
            expect(found.total).toBeGreaterThan((pageNumber + 1) * 2);
        }
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
