import { message, priceRules } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type LineDraft } from './editor-draft.ts';
import { lineIssues } from './line-rules.ts';
import { draftIssues } from './payload-rules.ts';

const part = (over: Partial<LineDraft> = {}): LineDraft => ({
  key: 'p',
  kind: 'part',
  itemId: 3,
  name: 'Spark plug',
  code: null,
  packageName: null,
  quantity: '1',
  unitPrice: '12',
  masterPrice: '12',
  discount: '',
  taxInclusive: true,
  taxCategoryId: 7,
  masterTaxCategoryId: 7,
  insurancePercentage: '',
  customerPercentage: '',
  unitId: 9,
  unitSymbol: 'pc',
  purchasePrice: null,
  serials: [],
  ...over,
});
const rules = priceRules(['GARAGE_OWNER']);

describe('whole units on the order editor lines (the server refuses the same)', () => {
  it('marks a fractional quantity of a part counted in pieces, sets or pairs', () => {
    expect(lineIssues(part({ quantity: '1.5' }), rules)).toEqual([{ field: 'quantity', key: 'order.wholeUnitQuantity' }]);
    expect(lineIssues(part({ quantity: '0.5', unitId: 11 }), rules)).toEqual([
      { field: 'quantity', key: 'order.wholeUnitQuantity' },
    ]);
    expect(lineIssues(part({ quantity: '2' }), rules)).toEqual([]);
    expect(lineIssues(part({ quantity: '2.000' }), rules)).toEqual([]);
  });

  it('lets measured units, parts without a unit and services be fractional', () => {
    expect(lineIssues(part({ quantity: '0.75', unitId: 1 }), rules)).toEqual([]);
    expect(lineIssues(part({ quantity: '0.75', unitId: null }), rules)).toEqual([]);
    expect(lineIssues(part({ kind: 'service', quantity: '1.5', unitId: 9 }), rules)).toEqual([]);
  });

  it('reports a zero quantity once, as above zero, not as a unit problem', () => {
    expect(lineIssues(part({ quantity: '0' }), rules)).toEqual([{ field: 'quantity', key: 'order.quantity' }]);
  });

  it('keeps the draft from being sent while a line is fractional', () => {
    const draft = { ...emptyDraft('REPAIR_ORDER'), lines: [part({ quantity: '1.5' })] };
    const ctx = { priceRules: rules } as Parameters<typeof draftIssues>[1];
    expect(draftIssues(draft, ctx)).toContain('lineErrors');
  });

  it('shows the catalogue text in both languages', () => {
    expect(message('order.wholeUnitQuantity', 'en', { name: 'Spark plug', unit: 'pc' })).toBe(
      'The quantity of Spark plug must be a whole number of pc',
    );
    expect(message('order.wholeUnitQuantity', 'es', { name: 'Spark plug', unit: 'pc' })).toBe(
      'La cantidad de Spark plug debe ser un número entero de pc',
    );
  });
});
