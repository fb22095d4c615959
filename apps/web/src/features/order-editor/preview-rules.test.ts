import { describe, expect, it } from 'vitest';
import { emptyDraft, type LineDraft } from './editor-draft.ts';
import { previewLines } from './preview-rules.ts';
import { computeTotals, type GarageSettings } from './totals-rules.ts';

const SETTINGS: GarageSettings = { countryCode: 'IN', digits: 2, taxApplicable: true, timeZone: 'Asia/Kolkata' };
const GST18 = {
  tax_category_id: 7,
  name: 'GST 18%',
  total_value: '18',
  tax_component_list: [
    { tax_component_name: 'CGST', value: '9' },
    { tax_component_name: 'SGST', value: '9' },
  ],
};

function line(key: string, unitPrice: string, over: Partial<LineDraft> = {}): LineDraft {
  return {
    key,
    kind: 'service',
    itemId: 1,
    name: `Service ${key}`,
    code: '9987',
    packageName: null,
    quantity: '1',
    unitPrice,
    masterPrice: null,
    discount: '',
    taxInclusive: false,
    taxCategoryId: 7,
    masterTaxCategoryId: 7,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
    serials: [],
    ...over,
  };
}

const label = (id: number | null) => (id === 7 ? 'GST 18%' : null);

describe("the preview's Amount column (issue 11: spec 2.2 shows the order discount in the summary only)", () => {
  it('leaves the order-level discount share out of each line', () => {
    const draft = {
      ...emptyDraft('REPAIR_ORDER'),
      lines: [line('a', '1000'), line('b', '500', { taxCategoryId: null, masterTaxCategoryId: null, taxInclusive: true })],
      itemWiseDiscount: false,
      discountType: 'PERCENTAGE' as const,
      discountValue: '10',
    };
    const totals = computeTotals(draft, SETTINGS, [GST18], new Map());
    if (!totals.ok) throw new Error('not priced');
    // The engine spreads the 150.00 discount over the lines (100 + 50)…
    expect(totals.priced.lines.map((l) => l.share)).toEqual(['100.00', '50.00']);
    expect(totals.priced.discount).toBe('150.00');
    // …but the rows show each line before it: 1000 + 18% tax = 1180, and 500 untaxed.
    const rows = previewLines(draft.lines, totals.rowLines, label);
    expect(rows.map((r) => r.amount)).toEqual(['1180.00', '500.00']);
    expect(rows.map((r) => r.taxTotal)).toEqual(['180.00', null]);
    // The summary takes the discount off once, and its tax is on the discounted amount: 1500 − 150 + 162.
    expect(totals.priced.grand_total).toBe('1512.00');
  });

  it('is the priced line total when there is no order discount', () => {
    const draft = { ...emptyDraft('REPAIR_ORDER'), lines: [line('a', '1000', { discount: '10' })] };
    const totals = computeTotals(draft, SETTINGS, [GST18], new Map());
    if (!totals.ok) throw new Error('not priced');
    const [row] = previewLines(draft.lines, totals.rowLines, label);
    expect(row?.amount).toBe(totals.priced.lines[0]?.total);
    expect(row?.amount).toBe('1062.00');
    expect(row?.discount).toBe('10');
    expect(row?.taxTotal).toBe('162.00');
    expect(row?.taxLabel).toBe('GST 18%');
  });

  it('shows "—" for the tax of a line without a tax category and the rate of an empty price as 0', () => {
    const draft = {
      ...emptyDraft('REPAIR_ORDER'),
      lines: [line('a', '', { taxCategoryId: null, masterTaxCategoryId: null, taxInclusive: true })],
    };
    const totals = computeTotals(draft, SETTINGS, [GST18], new Map());
    if (!totals.ok) throw new Error('not priced');
    const [row] = previewLines(draft.lines, totals.rowLines, label);
    expect(row?.taxTotal).toBeNull();
    expect(row?.unitPrice).toBe('0');
  });
});
