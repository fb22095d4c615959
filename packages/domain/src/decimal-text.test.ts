import { describe, expect, it } from 'vitest';
import { roundDecimalText, trimDecimalText } from './decimal-text.ts';
import { Money } from './money.ts';

/** What the formatting module computed with decimal.js before decision 042's addendum: the oracle. */
function withDecimal(value: string | number, places: number): { fixed: string; trimmed: string } | null {
  try {
    const d = new Money(value);
    if (!d.isFinite()) return null;
    const rounded = d.toDecimalPlaces(places, Money.ROUND_HALF_UP);
    return { fixed: rounded.toFixed(places), trimmed: rounded.toFixed() };
  } catch {
    return null;
  }
}

const EDGES: (string | number)[] = [
  '0',
  '-0',
  0,
  -0,
  '0.005',
  '-0.005',
  '0.0049999',
  '-0.001',
  '1.005',
  '2.675',
  '12.345',
  '-12.345',
  '999.995',
  '-999.995',
  '99999999999999999999.995',
  '00012.50',
  '+5',
  '.5',
  '5.',
  '-.5',
  '1e3',
  '1E3',
  '1.5E-7',
  '-2.5e-1',
  '1e+21',
  '123456789012345678901234567890.123456789',
  0.1 + 0.2,
  1e21,
  1e-7,
  -1234.5678,
  Number.MAX_SAFE_INTEGER,
];

/** A deterministic spread of decimals: signs, lengths, digits that round up at every place. */
function* samples(): Generator<string> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < 3000; i++) {
    const whole = String(next() % 10 ** (next() % 10));
    const fraction = String(next()).slice(0, next() % 8);
    const sign = next() % 3 === 0 ? '-' : '';
    yield fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
    yield `${sign}${whole}.${'9'.repeat(1 + (next() % 5))}5`;
  }
}

describe('decimal text rounding (the formatting module without decimal.js)', () => {
  it('writes what decimal.js wrote, half away from zero, at every number of places', () => {
    for (const value of [...EDGES, ...samples()]) {
      for (const places of [0, 1, 2, 3, 4]) {
        const expected = withDecimal(value, places);
        expect({ value, places, fixed: roundDecimalText(value, places) }).toEqual({
          value,
          places,
          fixed: expected?.fixed ?? null,
        });
        expect({ value, places, trimmed: trimDecimalText(value, places) }).toEqual({
          value,
          places,
          trimmed: expected?.trimmed ?? null,
        });
      }
    }
  });

  it('rounds half away from zero on the digits, not on a binary float', () => {
    expect(roundDecimalText('1.005', 2)).toBe('1.01');
    expect(roundDecimalText('-2.675', 2)).toBe('-2.68');
    expect(roundDecimalText('999.995', 2)).toBe('1000.00');
    expect(roundDecimalText('-0.004', 2)).toBe('0.00');
    expect(trimDecimalText('5.000', 3)).toBe('5');
  });

  it('refuses what is not a finite decimal', () => {
    for (const value of ['', 'abc', '1.2.3', 'Infinity', '-Infinity', 'NaN', '1e', 'e5', '.', '-', Number.NaN, Infinity]) {
      expect(roundDecimalText(value, 2)).toBeNull();
      expect(trimDecimalText(value, 2)).toBeNull();
    }
  });
});
