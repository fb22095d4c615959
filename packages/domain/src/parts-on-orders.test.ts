import { describe, expect, it } from 'vitest';
import { baseQuantity, canMovePart, PART_STATUSES, partDemand, partDeskMoves, UnitMismatch } from './parts-on-orders.ts';

describe('parts on orders', () => {
  it('converts a line to its part’s base unit through the unit multipliers (500 ml of an oil kept in litres is 0.5)', () => {
    expect(baseQuantity({ quantity: '500', unitId: 2, baseUnitId: 1 })?.toString()).toBe('0.5');
    expect(baseQuantity({ quantity: '1', unitId: 11, baseUnitId: 9 })?.toString()).toBe('2');
    expect(baseQuantity({ quantity: '3', unitId: null, baseUnitId: 1 })?.toString()).toBe('3');
    expect(baseQuantity({ quantity: '1', unitId: 9, baseUnitId: 1 })).toBeUndefined();
  });

  it('adds the lines of one part; a unit that cannot convert names the part', () => {
    const demand = partDemand([
      { partId: 7, name: 'Oil', quantity: '3', unitId: 1, baseUnitId: 1 },
      { partId: 7, name: 'Oil', quantity: '250', unitId: 2, baseUnitId: 1 },
      { partId: 8, name: 'Filter', quantity: '1', unitId: null, baseUnitId: 9 },
    ]);
    expect(demand.get(7)?.quantity.toString()).toBe('3.25');
    expect(demand.get(8)?.quantity.toString()).toBe('1');
    expect(() => partDemand([{ partId: 7, name: 'Oil', quantity: '1', unitId: 9, baseUnitId: 1 }])).toThrow(UnitMismatch);
  });

  it('moves part lines RESERVED → REQUESTED → (IN_PROCESS, PROCURED) → ISSUED → RETURNED, and a refusal back to RESERVED', () => {
    expect(canMovePart('RESERVED', 'REQUESTED')).toBe(true);
    expect(canMovePart('REQUESTED', 'ISSUED')).toBe(true);
    expect(canMovePart('IN_PROCESS', 'PROCURED')).toBe(true);
    expect(canMovePart('PROCURED', 'ISSUED')).toBe(true);
    expect(canMovePart('ISSUED', 'RETURNED')).toBe(true);
    expect(canMovePart('RETURNED', 'REQUESTED')).toBe(true);
    expect(canMovePart('REQUESTED', 'RESERVED')).toBe(true);
    expect(canMovePart('RESERVED', 'ISSUED')).toBe(false);
    expect(canMovePart('ISSUED', 'RESERVED')).toBe(false);
    expect(canMovePart('RETURNED', 'ISSUED')).toBe(false);
    // The parts desk never makes the workshop's move (REQUESTED).
    for (const s of PART_STATUSES) expect(partDeskMoves(s)).not.toContain('REQUESTED');
    expect(partDeskMoves('REQUESTED')).toEqual(['IN_PROCESS', 'PROCURED', 'ISSUED', 'RESERVED']);
  });
});
