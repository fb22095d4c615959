import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './money.ts';

describe('amounts on screen', () => {
  it('rounds half away from zero to the garage digits, in the garage currency', () => {
    expect(formatMoney('150.00', 'INR', 2, 'en')).toBe('₹150.00');
    expect(formatMoney('2.345', 'USD', 2, 'en')).toBe('$2.35');
    expect(formatMoney('2.5', 'USD', 0, 'en')).toBe('$3');
    expect(formatMoney('1499.5', 'SAR', 3, 'en')).toMatch(/1,499\.500/);
    expect(formatMoney('1499.5', 'EUR', 2, 'es')).toMatch(/1499,50\s€/);
  });

  it('shows a dash for a missing or broken value', () => {
    expect(formatMoney(null, 'INR', 2, 'en')).toBe('—');
    expect(formatMoney('abc', 'INR', 2, 'en')).toBe('—');
  });

  it('shows percentages without trailing zeros', () => {
    expect(formatPercent('9.0000', 'en')).toBe('9%');
    expect(formatPercent('2.5', 'en')).toBe('2.5%');
  });
});
