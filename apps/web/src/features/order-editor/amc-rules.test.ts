import { describe, expect, it } from 'vitest';
import { amcStates, effectiveDiscount } from './amc-rules.ts';
import { amcItem, line } from './editor-test-data.ts';

describe('AMC rule (spec 5)', () => {
  it('keeps the discount within the remaining quantity and drops it beyond', () => {
    const items = [amcItem()];
    const within = amcStates([line({ quantity: '2', discount: '50' })], items, 9);
    expect(within.get('a')).toMatchObject({ exceeded: false, remaining: '2' });
    expect(effectiveDiscount(line({ discount: '50' }), true, within.get('a'))).toBe('50');

    const beyond = amcStates([line({ quantity: '3', discount: '50' })], items, 9);
    expect(beyond.get('a')?.exceeded).toBe(true);
    expect(effectiveDiscount(line({ discount: '50' }), true, beyond.get('a'))).toBe('0');
  });

  it("gives a line without its own discount the contract's discount while within the balance", () => {
    const states = amcStates([line({ quantity: '1', discount: '' })], [amcItem({ discount: '10.0000' })], 9);
    expect(effectiveDiscount(line({ discount: '' }), true, states.get('a'))).toBe('10');
    expect(effectiveDiscount(line({ discount: '5' }), true, states.get('a'))).toBe('5');
  });

  it('lets lines of the same item use the balance in turn', () => {
    const states = amcStates(
      [line({ key: 'a', quantity: '1' }), line({ key: 'b', quantity: '1' }), line({ key: 'c', quantity: '1' })],
      [amcItem()],
      9,
    );
    expect([states.get('a')?.exceeded, states.get('b')?.exceeded, states.get('c')?.exceeded]).toEqual([false, false, true]);
  });

  it("uses the vehicle's own contract item before the customer's general one, and ignores other vehicles' items", () => {
    const general = amcItem({ id: 1, user_car_id: null, quantity: '5', availed_quantity: '0' });
    const own = amcItem({ id: 2, user_car_id: 9, quantity: '1', availed_quantity: '0' });
    const other = amcItem({ id: 3, user_car_id: 77, quantity: '9', availed_quantity: '0' });
    const states = amcStates([line({ key: 'a' }), line({ key: 'b' })], [general, own, other], 9);
    expect(states.get('a')?.item.id).toBe(2);
    expect(states.get('b')?.item.id).toBe(1);
    expect(amcStates([line()], [other], 9).size).toBe(0);
  });

  it('compares parts through unit multipliers; units of other kinds cannot use the contract', () => {
    // The contract counts litres (unit 1); the line millilitres (unit 2).
    const items = [amcItem({ kind: 'part', item_id: 4, quantity: '2', availed_quantity: '0', uom_child: 1 })];
    const part = (q: string, unitId: number) => line({ kind: 'part', itemId: 4, unitId, quantity: q });
    expect(amcStates([part('1500', 2)], items, 9).get('a')?.exceeded).toBe(false);
    expect(amcStates([part('2500', 2)], items, 9).get('a')?.exceeded).toBe(true);
    // Kilograms are no volume.
    expect(amcStates([part('1', 5)], items, 9).get('a')?.exceeded).toBe(true);
  });

  it('ignores lines without an AMC item and never discounts without item-wise discounts', () => {
    expect(amcStates([line({ itemId: 99 })], [amcItem()], 9).size).toBe(0);
    expect(effectiveDiscount(line({ discount: '10' }), false, undefined)).toBe('0');
  });
});
