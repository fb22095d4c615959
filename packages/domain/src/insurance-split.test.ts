import { describe, expect, it } from 'vitest';
import { billTotals, insurerPercent, type PricedFigures, splitLine } from './insurance-split.ts';
import { Money } from './money.ts';
import { gstSupply, isTaxRegistered, taxedForSupply } from './place-of-supply.ts';
import { taxPresets } from './tax-presets.ts';

const line: PricedFigures = {
  amount: '270.00',
  taxable: '270.00',
  share: '0.00',
  base: '270.00',
  taxes: [
    { name: 'CGST', amount: '24.30' },
    { name: 'SGST', amount: '24.30' },
  ],
  tax_total: '48.60',
  total: '318.60',
};

describe('split bills with insurance', () => {
  it('gives the insurer its percent of every figure, rounded, and the customer exactly the rest', () => {
    const { insurer, customer } = splitLine(line, '33.33');
    expect(insurer).toEqual({
      amount: '89.99',
      taxable: '89.99',
      share: '0.00',
      base: '89.99',
      taxes: [
        { name: 'CGST', amount: '8.10' },
        { name: 'SGST', amount: '8.10' },
      ],
      tax_total: '16.20',
      total: '106.19',
    });
    expect(customer.total).toBe('212.41');
    expect(new Money(insurer.total).plus(customer.total).toFixed(2)).toBe(line.total);
    for (const [i, t] of line.taxes.entries())
      expect(new Money(insurer.taxes[i]!.amount).plus(customer.taxes[i]!.amount).toFixed(2)).toBe(t.amount);
  });

  it("takes the line's total × percent rounded once: half of 2 × 780.00 (GST included) is 780.00, not 780.01", () => {
    const inclusive: PricedFigures = {
      amount: '1560.00',
      taxable: '1322.03',
      share: '0.00',
      base: '1322.03',
      taxes: [
        { name: 'CGST', amount: '118.99' },
        { name: 'SGST', amount: '118.98' },
      ],
      tax_total: '237.97',
      total: '1560.00',
    };
    const { insurer, customer } = splitLine(inclusive, '50');
    expect(insurer).toMatchObject({ total: '780.00', base: '661.01', taxable: '661.01', tax_total: '118.99' });
    expect(customer).toMatchObject({ total: '780.00', base: '661.02', taxable: '661.02', tax_total: '118.98' });
    for (const pct of ['0.01', '12.5', '33.3333', '50', '66.67', '99.99']) {
      for (const figures of [line, inclusive]) {
        const part = splitLine(figures, pct).insurer;
        const expected = new Money(figures.total).times(pct).dividedBy(100).toDecimalPlaces(2, Money.ROUND_HALF_UP);
        expect(part.total).toBe(expected.toFixed(2));
        expect(new Money(part.base).plus(part.tax_total).toFixed(2)).toBe(part.total);
        expect(new Money(part.taxable).minus(part.share).toFixed(2)).toBe(part.base);
      }
    }
  });

  it('adds up to the order to the cent over many awkward percents', () => {
    for (const pct of ['0', '0.01', '12.5', '33.3333', '66.67', '99.99', '100']) {
      const { insurer, customer } = splitLine(line, pct);
      expect(new Money(insurer.total).plus(customer.total).toFixed(2)).toBe('318.60');
      expect(new Money(insurer.base).plus(customer.base).toFixed(2)).toBe('270.00');
    }
  });

  it('reads a missing insurance percent as 0 and keeps it within 0..100', () => {
    expect(insurerPercent({}).toFixed()).toBe('0');
    expect(insurerPercent({ insurance_percentage: '120' }).toFixed()).toBe('100');
  });

  it('sums a bill like the price engine: per tax component in India, per category elsewhere', () => {
    const lines = [
      { priced: line, categoryName: 'GST 18%' },
      { priced: { ...line, taxes: [{ name: 'IGST', amount: '48.60' }] }, categoryName: 'IGST 18%' },
    ];
    expect(billTotals(lines, 'IN')).toEqual({
      sub_total: '540.00',
      discount: '0.00',
      tax_lines: [
        { name: 'CGST', amount: '24.30' },
        { name: 'SGST', amount: '24.30' },
        { name: 'IGST', amount: '48.60' },
      ],
      tax_total: '97.20',
      grand_total: '637.20',
    });
    expect(billTotals(lines, 'SA').tax_lines).toEqual([
      { name: 'GST 18%', amount: '48.60' },
      { name: 'IGST 18%', amount: '48.60' },
    ]);
  });
});

describe("the insurer's bill: B2B and India's place of supply (decision 043, stop 27)", () => {
  const KA = '29AABCD1234E1Z5';
  const MH = '27AAACN1234F1Z9';
  const category = (name: string) => taxPresets('IN').find((p) => p.name === name)!;

  it('is a registered party when it has a tax number', () => {
    expect(isTaxRegistered({ tax_number: MH })).toBe(true);
    expect(isTaxRegistered({ tax_number: '  ' })).toBe(false);
    expect(isTaxRegistered(null)).toBe(false);
  });

  it("is the buyer's state from its GSTIN, in India only, with both GSTINs", () => {
    expect(gstSupply('IN', KA, MH)).toBe('INTER_STATE');
    expect(gstSupply('IN', KA, ` ${KA.toLowerCase()} `)).toBe('INTRA_STATE');
    expect(gstSupply('IN', null, MH)).toBeNull();
    expect(gstSupply('IN', KA, '300000000000003')).toBeNull();
    expect(gstSupply('SA', '300000000000003', '310122393500003')).toBeNull();
  });

  it("taxes an insurer's part inter-state as IGST of the same total, so the two parts still add up", () => {
    const { insurer, customer } = splitLine(line, '33.33');
    const inter = taxedForSupply(insurer, category('GST 18%'), 'INTER_STATE');
    expect(inter.priced).toEqual({ ...insurer, taxes: [{ name: 'IGST', amount: '16.20' }] });
    expect(inter.category).toEqual(category('IGST 18%'));
    expect(new Money(inter.priced.total).plus(customer.total).toFixed(2)).toBe(line.total);
    expect(taxedForSupply(insurer, category('GST 18%'), 'INTRA_STATE').priced).toBe(insurer);
    expect(taxedForSupply(insurer, category('GST 18%'), null).priced).toBe(insurer);
  });

  it('taxes an IGST line intra-state as CGST and SGST halves, the odd paisa on CGST', () => {
    const igst = { ...line, taxes: [{ name: 'IGST', amount: '48.61' }], tax_total: '48.61', total: '318.61' };
    const intra = taxedForSupply(igst, category('IGST 18%'), 'INTRA_STATE');
    expect(intra.priced.taxes).toEqual([
      { name: 'CGST', amount: '24.31' },
      { name: 'SGST', amount: '24.30' },
    ]);
    expect(intra.category).toEqual(category('GST 18%'));
  });
});
