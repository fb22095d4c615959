import { describe, expect, it } from 'vitest';
import { type AmcRuleItem, type AmcRuleLine, applyAmcRule } from './amc.ts';

const item = (over: Partial<AmcRuleItem> = {}): AmcRuleItem => ({
  id: 1,
  kind: 'service',
  itemId: 10,
  userCarId: null,
  quantity: '2',
  availedQuantity: '0',
  discount: '50',
  unitId: null,
  ...over,
});
const line = (over: Partial<AmcRuleLine> = {}): AmcRuleLine => ({
  kind: 'service',
  itemId: 10,
  quantity: '1',
  discount: '0',
  unitId: null,
  masterUnitId: null,
  ...over,
});

describe('AMC rule (spec 5)', () => {
  it('applies the contract discount within the balance and keeps a line’s own discount', () => {
    const [applied] = applyAmcRule([line({ quantity: '2' })], [item()], true);
    expect(applied).toMatchObject({ discount: 'APPLIED', lineDiscount: '50' });
    expect(applied?.used.toString()).toBe('2');
    const [kept] = applyAmcRule([line({ discount: '5' })], [item()], true);
    expect(kept).toMatchObject({ discount: 'KEPT', lineDiscount: '5' });
  });

  it('resets the discount of a line beyond quantity − availed, which uses what remained', () => {
    const [beyond] = applyAmcRule([line({ quantity: '2', discount: '10' })], [item({ availedQuantity: '1' })], true);
    expect(beyond).toMatchObject({ discount: 'RESET', lineDiscount: '0' });
    expect(beyond?.remaining.toString()).toBe('1');
    expect(beyond?.used.toString()).toBe('1');
  });

  it('lets the lines of one document use the balance in turn; a quotation uses none of it', () => {
    const lines = [line(), line()];
    const order = applyAmcRule(lines, [item({ quantity: '1' })], true);
    expect(order.map((o) => o.discount)).toEqual(['APPLIED', 'RESET']);
    const quote = applyAmcRule(lines, [item({ quantity: '1' })], false);
    expect(quote.map((o) => o.discount)).toEqual(['APPLIED', 'RESET']);
    expect(quote.every((o) => o.used.isZero())).toBe(true);
  });

  it('uses the vehicle’s own item before the customer’s general one', () => {
    const general = item({ id: 1, discount: '10' });
    const own = item({ id: 2, userCarId: 7, discount: '30' });
    const [first] = applyAmcRule([line()], [general, own], true);
    expect(first?.item.id).toBe(2);
  });

  it('compares parts through unit multipliers; units of other categories count as beyond', () => {
    const oil = item({ kind: 'part', itemId: 20, quantity: '2', unitId: 1 }); // 2 litres
    const ml = (q: string, unitId = 2) => line({ kind: 'part', itemId: 20, quantity: q, unitId });
    expect(applyAmcRule([ml('1500')], [oil], true)[0]?.discount).toBe('APPLIED');
    expect(applyAmcRule([ml('2500')], [oil], true)[0]?.discount).toBe('RESET');
    const [kilograms] = applyAmcRule([ml('1', 5)], [oil], true);
    expect(kilograms?.discount).toBe('RESET');
    expect(kilograms?.used.isZero()).toBe(true);
  });

  it('leaves lines without a covered item alone', () => {
    expect(applyAmcRule([line({ itemId: 99 }), line({ itemId: null })], [item()], true)).toEqual([]);
  });
});
