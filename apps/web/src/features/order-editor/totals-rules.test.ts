import { describe, expect, it } from 'vitest';
import { totalRows } from '../../lib/orders/document-lines.ts';
import { draft, GST18, IN, line } from './editor-test-data.ts';
import { lineIssues } from './line-rules.ts';
import { computeTotals } from './totals-rules.ts';

describe('live totals', () => {
  it('prices with the domain engine: India shows one line per tax component', () => {
    const totals = computeTotals(draft(), IN, [GST18], new Map());
    expect(totals.ok).toBe(true);
    if (!totals.ok) return;
    expect(totals.priced.sub_total).toBe('1000.00');
    expect(totals.priced.tax_lines).toEqual([
      { name: 'CGST', amount: '90.00' },
      { name: 'SGST', amount: '90.00' },
    ]);
    expect(totals.priced.grand_total).toBe('1180.00');
  });

  it('shows one line per tax category elsewhere and reports a missing tax category', () => {
    const ae = { ...IN, countryCode: 'AE' };
    const totals = computeTotals(draft(), ae, [GST18], new Map());
    expect(totals.ok && totals.priced.tax_lines).toEqual([{ name: 'GST 18%', amount: '180.00' }]);
    const missing = computeTotals(
      draft({ lines: [line({ taxCategoryId: null, masterTaxCategoryId: null })] }),
      IN,
      [],
      new Map(),
    );
    expect(missing).toEqual({ ok: false, key: 'pricing.taxCategoryRequired', line: 0 });
  });

  it('summarises: discount only above 0 and without item-wise discounts', () => {
    const totals = computeTotals(
      draft({ itemWiseDiscount: false, discountType: 'PERCENTAGE', discountValue: '10' }),
      IN,
      [GST18],
      new Map(),
    );
    if (!totals.ok) throw new Error('not priced');
    expect(totalRows(totals.priced, false).map((r) => r.kind)).toEqual(['subTotal', 'tax', 'tax', 'discount', 'grandTotal']);
    expect(totalRows(totals.priced, true).map((r) => r.kind)).toEqual(['subTotal', 'tax', 'tax', 'grandTotal']);
  });
});

describe('totals the server refuses (issue 10)', () => {
  const plain = { readOnly: false, capAtMaster: false, hidePurchase: false };
  const credit = line({ key: 'b', itemId: null, masterPrice: null, name: 'Old battery', unitPrice: '-100' });

  it('keeps a negative line (an exchange credit) when the document stays at or above zero', () => {
    expect(lineIssues(credit, plain)).toEqual([]);
    const totals = computeTotals(draft({ lines: [line(), credit] }), IN, [GST18], new Map());
    expect(totals.ok && totals.priced.grand_total).toBe('1062.00');
  });

  it('refuses a document whose total is below zero, as the server does', () => {
    const totals = computeTotals(draft({ lines: [credit] }), IN, [GST18], new Map());
    expect(totals).toEqual({ ok: false, key: 'pricing.negativeTotal', line: undefined });
  });

  it('refuses totals beyond the money column, and quantities beyond theirs', () => {
    const huge = line({ itemId: null, masterPrice: null, unitPrice: '999999999999.9999' });
    expect(lineIssues(huge, plain)).toEqual([]);
    expect(computeTotals(draft({ lines: [huge] }), IN, [GST18], new Map())).toEqual({
      ok: false,
      key: 'pricing.totalTooLarge',
      line: undefined,
    });
    expect(lineIssues(line({ quantity: '999999999999' }), plain)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
  });
});
