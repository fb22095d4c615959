import { describe, expect, it } from 'vitest';
import { addLine, linesReady, quantitiesReady } from './transfer-rules.ts';

const filter = { partId: 7, name: 'Oil filter', onHand: '10' };

describe('transfer form lines', () => {
  it('adds a part once at 1; adding it again asks for one more', () => {
    const one = addLine([], filter);
    expect(one).toEqual([{ ...filter, quantity: '1' }]);
    expect(addLine(one, filter)).toEqual([{ ...filter, quantity: '2' }]);
  });

  it('is ready with at least one line and every quantity above zero', () => {
    expect(linesReady([])).toBe(false);
    expect(linesReady([{ ...filter, quantity: '0' }])).toBe(false);
    expect(linesReady([{ ...filter, quantity: 'x' }])).toBe(false);
    expect(linesReady([{ ...filter, quantity: '0.5' }])).toBe(true);
  });
});

describe('reserve and receive quantities', () => {
  it('takes each line up to its maximum, not all zero', () => {
    expect(quantitiesReady([{ quantity: '2', max: '2' }])).toBe(true);
    expect(quantitiesReady([{ quantity: '3', max: '2' }])).toBe(false);
    expect(
      quantitiesReady([
        { quantity: '0', max: '2' },
        { quantity: '', max: '1' },
      ]),
    ).toBe(false);
    expect(quantitiesReady([{ quantity: '-1', max: '2' }])).toBe(false);
    expect(
      quantitiesReady([
        { quantity: '0', max: '2' },
        { quantity: '1', max: '1' },
      ]),
    ).toBe(true);
  });
});
