import { money } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { draft, GST18, IN, line } from './editor-test-data.ts';
import {
  insuranceBody,
  insuredLines,
  partnerMissing,
  sharePreview,
  showsPartnerSelect,
  splitBillPreview,
} from './insurance-rules.ts';
import { computeTotals } from './totals-rules.ts';

/** The editor's live totals and the two shares' preview of a draft. */
function preview(d = draft(), settings = IN) {
  const totals = computeTotals(d, settings, [GST18], new Map());
  if (!totals.ok) throw new Error(`not priced: ${totals.key}`);
  return { order: totals.priced, shares: sharePreview(d.lines, totals.priced.lines, [GST18], settings) };
}

describe('when the insurance partner select appears (PREPARE_INVOICE)', () => {
  it.each([
    ['70', true],
    ['0.5', true],
    ['100', true],
    ['', false],
    ['0', false],
    ['0.00', false],
    // Not a valid percent: the line's own check says so; the server would not read it as a share either.
    ['abc', false],
    ['150', false],
  ])('a line at Insurance %s %% shows it: %s', (pct, shown) => {
    const lines = [line({ insurancePercentage: pct })];
    expect(showsPartnerSelect(true, lines)).toBe(shown);
  });

  it('shows only while the order can be invoiced, and counts the insured lines', () => {
    const lines = [line({ insurancePercentage: '70' }), line({ key: 'b', insurancePercentage: '' })];
    expect(showsPartnerSelect(false, lines)).toBe(false);
    expect(insuredLines(lines).map((l) => l.key)).toEqual(['a']);
  });
});

describe('the two shares’ preview (insurer pays … · customer pays …)', () => {
  it('splits a line at 70 %: the insurer pays 70 % of every figure, taxes included', () => {
    const { order, shares } = preview(draft({ lines: [line({ insurancePercentage: '70' })] }));
    expect(order.grand_total).toBe('1180.00');
    expect(shares.insurer.grand_total).toBe('826.00');
    expect(shares.customer.grand_total).toBe('354.00');
    expect(shares.insurer.tax_lines).toEqual([
      { name: 'CGST', amount: '63.00' },
      { name: 'SGST', amount: '63.00' },
    ]);
  });

  it('bills the lines without insurance % to the customer alone', () => {
    const { shares } = preview(
      draft({ lines: [line({ insurancePercentage: '100' }), line({ key: 'b', name: 'Wash', unitPrice: '200' })] }),
    );
    expect(shares.insurer.grand_total).toBe('1180.00');
    expect(shares.customer.grand_total).toBe('236.00');
  });

  it.each([
    ['33.33 % of 333.33', [{ unitPrice: '333.33', insurancePercentage: '33.33' }]],
    [
      'three lines with odd percents',
      [
        { unitPrice: '99.99', insurancePercentage: '12.5' },
        { unitPrice: '1234.57', insurancePercentage: '66.67', quantity: '3' },
        { unitPrice: '10.01', insurancePercentage: '0.01' },
      ],
    ],
    ['a tax-inclusive price', [{ unitPrice: '999.99', insurancePercentage: '45', taxInclusive: true }]],
  ])('adds up exactly to the order total: %s', (_name, overs) => {
    const lines = overs.map((o, i) => line({ key: `l${i}`, ...o }));
    const { order, shares } = preview(draft({ lines }));
    expect(money(shares.insurer.grand_total).plus(shares.customer.grand_total).toFixed(2)).toBe(order.grand_total);
    expect(money(shares.insurer.tax_total).plus(shares.customer.tax_total).toFixed(2)).toBe(order.tax_total);
  });

  it('splits the order discount’s share of each line too', () => {
    const d = draft({
      itemWiseDiscount: false,
      discountType: 'PERCENTAGE',
      discountValue: '10',
      lines: [line({ insurancePercentage: '70' }), line({ key: 'b', unitPrice: '500' })],
    });
    const { order, shares } = preview(d);
    expect(order.grand_total).toBe('1593.00');
    expect(shares.insurer.discount).toBe('70.00');
    expect(shares.insurer.grand_total).toBe('743.40');
    expect(money(shares.insurer.grand_total).plus(shares.customer.grand_total).toFixed(2)).toBe(order.grand_total);
  });

  it('rounds to the garage’s digits (three in Kuwait)', () => {
    const kw = { ...IN, countryCode: 'KW', digits: 3 };
    const { order, shares } = preview(draft({ lines: [line({ unitPrice: '10.005', insurancePercentage: '33' })] }), kw);
    expect(shares.insurer.grand_total).toMatch(/^\d+\.\d{3}$/);
    expect(money(shares.insurer.grand_total).plus(shares.customer.grand_total).toFixed(3)).toBe(order.grand_total);
  });
});

describe('Create invoice with an insurer', () => {
  const insured = [line({ insurancePercentage: '70' })];
  const plain = [line({ insurancePercentage: '0' })];

  it('waits for the partner while a line is insured, not once the insurance % is back to 0', () => {
    expect(partnerMissing(insured, null)).toBe(true);
    expect(partnerMissing(insured, 4)).toBe(false);
    expect(partnerMissing(plain, null)).toBe(false);
  });

  it('sends insurance_partner_id only with insured lines and a partner', () => {
    expect(insuranceBody(insured, 4)).toEqual({ insurance_partner_id: 4 });
    // The partner chosen before the % went back to 0: the whole order is billed to the customer.
    expect(insuranceBody(plain, 4)).toEqual({});
    expect(insuranceBody(insured, null)).toEqual({});
  });
});

describe('the invoice preview of PREPARE_INVOICE: one invoice, or two with each share’s total', () => {
  it('says nothing of shares when no line is insured (one invoice)', () => {
    const d = draft({ lines: [line({ insurancePercentage: '' })] });
    const totals = computeTotals(d, IN, [GST18], new Map());
    if (!totals.ok) throw new Error('not priced');
    expect(splitBillPreview(d.lines, totals.priced.lines, [GST18], IN)).toBeNull();
  });

  it('gives the insurer’s and the customer’s totals, split as the server bills them, adding up to the order', () => {
    const d = draft({ lines: [line({ insurancePercentage: '60' }), line({ key: 'b', name: 'Wash', unitPrice: '200' })] });
    const totals = computeTotals(d, IN, [GST18], new Map());
    if (!totals.ok) throw new Error('not priced');
    const split = splitBillPreview(d.lines, totals.priced.lines, [GST18], IN);
    // 60 % of 1,180.00 to the insurer; the rest of that line and the whole wash (236.00) to the customer.
    expect(split?.insurer.grand_total).toBe('708.00');
    expect(split?.customer.grand_total).toBe('708.00');
    expect(money(split!.insurer.grand_total).plus(split!.customer.grand_total).toFixed(2)).toBe(totals.priced.grand_total);
  });
});
