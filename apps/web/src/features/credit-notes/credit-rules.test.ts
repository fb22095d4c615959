import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import {
  type BilledLine,
  type CreditValues,
  checkCredit,
  creditPreview,
  initialCreditValues,
  quantityLeft,
  quantityOf,
  returnedQuantities,
  returnFigures,
  typedQuantityIssue,
} from './credit-rules.ts';

/** A billed line with the figures the price engine froze on the invoice. */
function line(id: number, name: string, quantity: string, figures: Partial<BilledLine>): BilledLine {
  return {
    line_id: id,
    kind: 'part',
    item_id: null,
    name,
    code: null,
    package_name: null,
    quantity,
    unit_price: '0',
    discount: '0',
    tax_inclusive: false,
    tax_category_id: null,
    tax_category_name: null,
    serials: [],
    insurance_percentage: null,
    customer_percentage: null,
    amount: figures.taxable ?? '0.00',
    taxable: '0.00',
    share: '0.00',
    taxes: [],
    total: '0.00',
    ...figures,
  };
}

/** The server's test bill: brake service 2 × 150 less 10 % + 15 % VAT (310.50), engine oil 3 × 40 VAT included (120.00). */
const brake = line(1, 'Brake service', '2.000', {
  kind: 'service',
  amount: '270.00',
  taxable: '270.00',
  taxes: [{ name: 'VAT', amount: '40.50' }],
  total: '310.50',
  tax_category_name: 'VAT 15%',
});
const oil = line(2, 'Engine oil', '3.000', {
  amount: '104.35',
  taxable: '104.35',
  taxes: [{ name: 'VAT', amount: '15.65' }],
  total: '120.00',
  tax_category_name: 'VAT 15%',
});
const bill = (due: string, lines: BilledLine[] = [brake, oil]) =>
  ({
    lines,
    due_amount: due,
    seller: { rounding_digits: 2, country_code: 'SA' },
  }) as unknown as Pick<Invoice, 'lines' | 'due_amount' | 'seller'>;
const none = new Map<number, string[]>();

describe('what can still be returned', () => {
  it('is the billed quantity less every earlier return, read from the credit notes’ lines', () => {
    const earlier = returnedQuantities([
      { lines: [{ line_id: 2, quantity: '1.000' }] },
      {
        lines: [
          { line_id: 2, quantity: '0.500' },
          { line_id: 1, quantity: '2.000' },
        ],
      },
    ]);
    expect(earlier.get(2)).toEqual(['1.000', '0.500']);
    expect(quantityLeft(oil, earlier.get(2)).toString()).toBe('1.5');
    expect(quantityLeft(brake, earlier.get(1)).toString()).toBe('0');
    expect(quantityLeft(oil).toString()).toBe('3');
  });

  it('reads a typed quantity with a comma or a point, decimals allowed (litres)', () => {
    expect(quantityOf('1,5')?.toString()).toBe('1.5');
    expect(quantityOf(' 2.25 ')?.toString()).toBe('2.25');
    expect(quantityOf('abc')).toBeNull();
    expect(quantityOf('-1')).toBeNull();
  });
});

describe('the credit of a return (priced as billed)', () => {
  it('credits each returned line as its share by quantity (splitLine), as the server does', () => {
    const p = creditPreview({ invoice: bill('430.50'), earlier: none, quantities: { 2: '1' }, completeRo: false });
    expect(p.totals.grand_total).toBe('40.00');
    expect(p.totals.sub_total).toBe('34.78');
    expect(p.totals.tax_lines).toEqual([{ name: 'VAT 15%', amount: '5.22' }]);
    const brakeHalf = creditPreview({ invoice: bill('430.50'), earlier: none, quantities: { 1: '1' }, completeRo: false });
    expect(brakeHalf.totals.grand_total).toBe('155.25');
  });

  it('lets the last return of a line take exactly what is left, so returns add up to the line', () => {
    const thirds = line(3, 'Filter kit', '3.000', { taxable: '100.00', total: '100.00' });
    const fresh = returnFigures(thirds, quantityOf('1')!, [], 2);
    expect(fresh.total).toBe('33.33');
    const last = returnFigures(thirds, quantityOf('1')!, ['1.000', '1.000'], 2);
    expect(last.total).toBe('33.34');
    const lastOil = returnFigures(oil, quantityOf('1')!, ['1.000', '1.000'], 2);
    expect(lastOil).toMatchObject({ taxable: '34.79', tax_total: '5.21', total: '40.00' });
  });

  it('with "return everything", credits every line with all that is left', () => {
    const earlier = new Map([[2, ['1.000']]]);
    const p = creditPreview({ invoice: bill('0.00'), earlier, quantities: { 2: '1' }, completeRo: true });
    expect(p.credit.toFixed(2)).toBe('390.50');
  });

  it('ignores a quantity above what is left, or not a number, in the preview', () => {
    const p = creditPreview({ invoice: bill('430.50'), earlier: none, quantities: { 1: '5', 2: 'x' }, completeRo: false });
    expect(p.credit.toFixed(2)).toBe('0.00');
    expect(p.needsSettlement).toBe(false);
  });
});

describe('where the credit goes', () => {
  it('takes the whole credit off an unpaid bill’s due: nothing to settle', () => {
    const p = creditPreview({ invoice: bill('430.50'), earlier: none, quantities: { 2: '1' }, completeRo: false });
    expect([p.applied.toFixed(2), p.excess.toFixed(2), p.needsSettlement]).toEqual(['40.00', '0.00', false]);
  });

  it('on a bill paid in full, leaves the whole credit over: refund or keep must be chosen', () => {
    const p = creditPreview({ invoice: bill('0.00'), earlier: none, quantities: { 2: '1' }, completeRo: false });
    expect([p.applied.toFixed(2), p.excess.toFixed(2), p.needsSettlement]).toEqual(['0.00', '40.00', true]);
  });

  it('on a part-paid bill, clears the due first and leaves only the rest over', () => {
    const p = creditPreview({ invoice: bill('100.00'), earlier: none, quantities: { 1: '1', 2: '2' }, completeRo: false });
    expect([p.credit.toFixed(2), p.applied.toFixed(2), p.excess.toFixed(2), p.needsSettlement]).toEqual([
      '235.25',
      '100.00',
      '135.25',
      true,
    ]);
  });

  it('shows no settlement when the credit equals the due exactly', () => {
    const p = creditPreview({ invoice: bill('40.00'), earlier: none, quantities: { 2: '1' }, completeRo: false });
    expect(p.needsSettlement).toBe(false);
  });
});

describe('the credit note form’s check', () => {
  const input = { invoice: bill('0.00'), earlier: new Map([[2, ['2.000']]]), invoiceId: 41 };
  const values = (v: Partial<CreditValues>): CreditValues => ({ ...initialCreditValues(), reason: 'Wrong grade', ...v });

  it('sends the lines typed, and the refund only when the credit is more than the due', () => {
    const r = checkCredit(
      input,
      values({ quantities: { 1: '', 2: '1' }, refund_method: 'CREDIT_CARD', refund_reference: ' R-9 ' }),
    );
    expect(r).toEqual({
      ok: true,
      body: {
        invoice_id: 41,
        lines: [{ line_id: 2, quantity: '1' }],
        complete_ro: false,
        reason: 'Wrong grade',
        settlement: 'REFUND',
        refund_method: 'CREDIT_CARD',
        refund_reference: 'R-9',
      },
    });
    const unpaid = checkCredit({ ...input, invoice: bill('430.50') }, values({ quantities: { 2: '1' } }));
    expect(unpaid.ok && unpaid.body).toEqual({
      invoice_id: 41,
      lines: [{ line_id: 2, quantity: '1' }],
      complete_ro: false,
      reason: 'Wrong grade',
    });
  });

  it('keeps the excess as credit without a refund method', () => {
    const r = checkCredit(input, values({ quantities: { 2: '1' }, settlement: 'CREDIT' }));
    expect(r.ok && r.body).toMatchObject({ settlement: 'CREDIT' });
    expect(r.ok && 'refund_method' in r.body).toBe(false);
  });

  it('sends "return everything" without lines', () => {
    const r = checkCredit(input, values({ complete_ro: true, quantities: { 2: '7' } }));
    expect(r.ok && r.body).toMatchObject({ complete_ro: true, lines: [] });
  });

  it('refuses more than is left of a line, a quantity that is not a number, no line, and no reason', () => {
    const over = checkCredit(input, values({ quantities: { 2: '1.5' } }));
    expect(over).toEqual({
      ok: false,
      issues: [{ path: ['quantities.2'], message: 'credit.overQuantity', params: { left: '1', name: 'Engine oil' } }],
    });
    const bad = checkCredit(input, values({ quantities: { 1: 'two' } }));
    expect(!bad.ok && bad.issues.map((i) => [i.path[0], i.message])).toContainEqual(['quantities.1', 'field.invalid']);
    const nothing = checkCredit(input, values({ quantities: { 1: '0' } }));
    expect(!nothing.ok && nothing.issues).toEqual([{ path: ['lines'], message: 'credit.noLines' }]);
    const noReason = checkCredit(input, values({ quantities: { 1: '1' }, reason: '  ' }));
    expect(!noReason.ok && noReason.issues.map((i) => [i.path[0], i.message])).toEqual([['reason', 'credit.reasonRequired']]);
  });
});

describe('a quantity as it is typed', () => {
  it('is refused when it is more than billed less already returned, or not a number; empty says nothing', () => {
    const left = quantityLeft({ quantity: '3.000' }, ['2.000']);
    expect(typedQuantityIssue('2', left)).toEqual({ key: 'credit.overQuantity', left: '1' });
    expect(typedQuantityIssue('1', left)).toBeNull();
    expect(typedQuantityIssue('0,5', left)).toBeNull();
    expect(typedQuantityIssue('x', left)).toEqual({ key: 'field.invalid' });
    expect(typedQuantityIssue('  ', left)).toBeNull();
  });
});
