import { describe, expect, it } from 'vitest';
import type { LineDraft } from './editor-draft.ts';
import { savingTakesStock, stockHints } from './stock-hints.ts';

const part = (key: string, itemId: number | null, quantity: string): LineDraft => ({
  key,
  kind: 'part',
  itemId,
  name: `Part ${itemId}`,
  code: null,
  packageName: null,
  quantity,
  unitPrice: '10',
  masterPrice: '10',
  discount: '',
  taxInclusive: true,
  taxCategoryId: null,
  masterTaxCategoryId: null,
  insurancePercentage: '',
  customerPercentage: '',
  unitId: 9,
  unitSymbol: 'pc',
  purchasePrice: null,
  serials: [],
});

describe('running stock of the order editor', () => {
  it('adds the lines of one part in order: the second line sees what the first asked for', () => {
    const hints = stockHints(
      [part('a', 1, '2'), part('b', 1, '3'), part('c', 2, '1')],
      new Map([
        [1, '4'],
        [2, '5'],
      ]),
    );
    expect(hints.get('a')).toEqual({ onHand: '4', asked: '2', short: false, shortBy: '0', blocks: false });
    expect(hints.get('b')).toEqual({ onHand: '4', asked: '5', short: true, shortBy: '1', blocks: false });
    expect(hints.get('c')?.short).toBe(false);
  });

  it('says nothing of free-text parts, parts without stock info, and reads a half-typed quantity as 0', () => {
    const hints = stockHints([part('a', null, '2'), part('b', 3, '1'), part('c', 1, '1.')], new Map([[1, '0']]));
    expect(hints.has('a')).toBe(false);
    expect(hints.has('b')).toBe(false);
    expect(hints.get('c')).toMatchObject({ asked: '0', short: false });
  });

  it('a shelf already below zero: the whole quantity is short', () => {
    expect(stockHints([part('a', 1, '2')], new Map([[1, '-1']])).get('a')).toMatchObject({ short: true, shortBy: '2' });
  });
});

describe('a counter sale short of stock (decision 056: it takes its parts as it is saved)', () => {
  const keeps = { inventoryEnabled: true, allowNegativeStock: false, partIssuance: false };
  it('takes stock on save only for a counter sale of a stock-keeping garage without negative stock or part issuance', () => {
    expect(savingTakesStock('COUNTER_SALE', keeps)).toBe(true);
    expect(savingTakesStock('REPAIR_ORDER', keeps)).toBe(false);
    expect(savingTakesStock('COUNTER_SALE', { ...keeps, allowNegativeStock: true })).toBe(false);
    expect(savingTakesStock('COUNTER_SALE', { ...keeps, partIssuance: true })).toBe(false);
    expect(savingTakesStock('COUNTER_SALE', { ...keeps, inventoryEnabled: false })).toBe(false);
  });

  it('marks the line that asks for more than is on hand as blocking the save, as soon as it is added', () => {
    const hints = stockHints(
      [part('a', 1, '1'), part('b', 2, '1')],
      new Map([
        [1, '0'],
        [2, '3'],
      ]),
      true,
    );
    expect(hints.get('a')).toMatchObject({ onHand: '0', short: true, blocks: true, shortBy: '1' });
    expect(hints.get('b')).toMatchObject({ onHand: '3', short: false, blocks: false });
  });
});
