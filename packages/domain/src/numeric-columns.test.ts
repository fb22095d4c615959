import { describe, expect, it } from 'vitest';
import { columnMax, fitsColumn, MONEY_COLUMN, QUANTITY_COLUMN } from './numeric-columns.ts';
import { checkDocumentTotals, PricingError, priceOrder } from './pricing.ts';

describe('numeric columns', () => {
  it('reads the largest value from precision and scale: numeric(16, 4) holds 999999999999.9999', () => {
    expect(columnMax(MONEY_COLUMN)).toBe('999999999999.9999');
    expect(columnMax(QUANTITY_COLUMN)).toBe('99999999999.999');
  });

  it.each([
    ['999999999999.9999', MONEY_COLUMN, true],
    ['-999999999999.9999', MONEY_COLUMN, true],
    ['1000000000000', MONEY_COLUMN, false],
    ['999999999999.99995', MONEY_COLUMN, false], // PostgreSQL rounds it up to 10^12 first
    ['99999999999.999', QUANTITY_COLUMN, true],
    ['999999999999.999', QUANTITY_COLUMN, false],
  ])('%s fits its column: %s', (value, column, fits) => {
    expect(fitsColumn(value, column)).toBe(fits);
  });
});

describe('document totals (issue 10)', () => {
  const VAT15 = { name: 'VAT 15%', total_value: '15', components: [{ name: 'VAT', value: '15' }] };
  const ctx = { is_tax_applicable: true, country_code: 'SA', item_wise_discount: true };
  const line = (unit_price: string) => ({
    kind: 'part' as const,
    quantity: 1,
    unit_price,
    tax_inclusive: false,
    tax_category: VAT15,
  });
  const keyOf = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof PricingError) return error.key;
      throw error;
    }
    return null;
  };

  it('a negative line is kept while the document total stays at or above zero', () => {
    expect(keyOf(() => checkDocumentTotals(priceOrder([line('300'), line('-100')], ctx)))).toBeNull();
    expect(keyOf(() => checkDocumentTotals(priceOrder([line('100'), line('-100')], ctx)))).toBeNull();
  });

  it('a document below zero is refused: money goes back by a credit note', () => {
    expect(keyOf(() => checkDocumentTotals(priceOrder([line('-100')], ctx)))).toBe('pricing.negativeTotal');
  });

  it('a total beyond the money column is refused even when each price fits', () => {
    expect(keyOf(() => checkDocumentTotals(priceOrder([line('999999999999.9999')], ctx)))).toBe('pricing.totalTooLarge');
    expect(keyOf(() => checkDocumentTotals(priceOrder([line('600000000000'), line('600000000000')], ctx)))).toBe(
      'pricing.totalTooLarge',
    );
  });
});
