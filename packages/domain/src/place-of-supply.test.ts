import { describe, expect, it } from 'vitest';
import { splitLine } from './insurance-split.ts';
import { gstSupply, isTaxRegistered, taxedForSupply } from './place-of-supply.ts';

const KA = '29AABCD1234E1Z5';
const MH = '27AAACN1234F1Z9';
const gst18 = {
  name: 'GST 18%',
  total_value: '18',
  components: [
    { name: 'CGST', value: '9' },
    { name: 'SGST', value: '9' },
  ],
};
// 2 × 150.05 at GST 18 %: 300.10 + CGST 27.01 + SGST 27.01.
const line = {
  amount: '300.10',
  taxable: '300.10',
  share: '0.00',
  base: '300.10',
  taxes: [
    { name: 'CGST', amount: '27.01' },
    { name: 'SGST', amount: '27.01' },
  ],
  tax_total: '54.02',
  total: '354.12',
};

describe('place of supply', () => {
  it('is a registered party when it has a tax number', () => {
    expect(isTaxRegistered({ tax_number: MH })).toBe(true);
    expect(isTaxRegistered({ tax_number: '  ' })).toBe(false);
    expect(isTaxRegistered({ tax_number: null })).toBe(false);
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
    const inter = taxedForSupply(insurer, gst18, 'INTER_STATE');
    expect(inter.priced.taxes).toEqual([{ name: 'IGST', amount: '18.00' }]);
    expect(inter.priced.tax_total).toBe(insurer.tax_total);
    expect(inter.priced.total).toBe(insurer.total);
    expect(inter.category).toEqual({ name: 'IGST 18%', total_value: '18', components: [{ name: 'IGST', value: '18' }] });
    expect(Number(inter.priced.total) + Number(customer.total)).toBeCloseTo(354.12, 10);
    expect(taxedForSupply(insurer, gst18, 'INTRA_STATE')).toEqual({ priced: insurer, category: gst18 });
    expect(taxedForSupply(insurer, gst18, null)).toEqual({ priced: insurer, category: gst18 });
  });

  it('taxes an IGST line intra-state as CGST and SGST halves, the odd cent on CGST', () => {
    const igst = { ...line, taxes: [{ name: 'IGST', amount: '54.03' }], tax_total: '54.03', total: '354.13' };
    const category = { name: 'IGST 18%', total_value: '18', components: [{ name: 'IGST', value: '18' }] };
    const intra = taxedForSupply(igst, category, 'INTRA_STATE');
    expect(intra.priced.taxes).toEqual([
      { name: 'CGST', amount: '27.02' },
      { name: 'SGST', amount: '27.01' },
    ]);
    expect(intra.category).toEqual(gst18);
  });
});
