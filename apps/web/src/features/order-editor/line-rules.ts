import { MONEY_COLUMN, type NumericColumn, type PriceRules, priceIssue, QUANTITY_COLUMN, quantityFitsUnit } from '@garage/domain';
import type { LineDraft } from './editor-draft.ts';

/** The checks of one line, shown next to its fields; the price roles are the domain's, as on the server. */

export type LineIssue =
  | { field: 'quantity'; key: 'order.quantity' | 'order.wholeUnitQuantity' }
  | { field: 'unitPrice'; key: 'order.priceRestricted' | 'order.priceAboveMaster' | 'field.invalid' }
  | { field: 'discount' | 'insurancePercentage' | 'customerPercentage'; key: 'field.invalid' | 'field.percent' }
  | { field: 'customerPercentage'; key: 'order.sharesOver100' };

/** A decimal that fits a numeric(p, s) column (the server's contract checks the same limits). */
const fitting = (column: NumericColumn, sign = '') =>
  new RegExp(`^${sign}\\d{1,${column.precision - column.scale}}(\\.\\d{1,${column.scale}})?$`);
export const DECIMAL = fitting(MONEY_COLUMN);
/** A unit price may be negative (an exchange credit for an old part); the document's total may not. */
export const PRICE = fitting(MONEY_COLUMN, '-?');
export const QUANTITY = fitting(QUANTITY_COLUMN);

/** A percentage field's problem: not a number, or outside 0–100; none when empty or fine. */
export function percentIssue(value: string): 'field.invalid' | 'field.percent' | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(v)) return 'field.invalid';
  return DECIMAL.test(v) && Number(v) <= 100 ? null : 'field.percent';
}

/** Problems of one line: quantity above zero, a valid price within the price roles, percentages 0–100 (shares together too). */
export function lineIssues(line: LineDraft, rules: PriceRules): LineIssue[] {
  const issues: LineIssue[] = [];
  const q = line.quantity.trim();
  if (!QUANTITY.test(q) || Number(q) <= 0) issues.push({ field: 'quantity', key: 'order.quantity' });
  else if (line.kind === 'part' && !quantityFitsUnit(q, line.unitId))
    issues.push({ field: 'quantity', key: 'order.wholeUnitQuantity' });
  const p = line.unitPrice.trim();
  if (p !== '' && !PRICE.test(p)) issues.push({ field: 'unitPrice', key: 'field.invalid' });
  else if (p !== '') {
    const key = priceIssue(rules, p, line.masterPrice);
    if (key) issues.push({ field: 'unitPrice', key });
  }
  for (const field of ['discount', 'insurancePercentage', 'customerPercentage'] as const) {
    const key = percentIssue(line[field]);
    if (key) issues.push({ field, key });
  }
  const shares = Number(line.insurancePercentage.trim() || 0) + Number(line.customerPercentage.trim() || 0);
  if (!issues.some((i) => i.field === 'customerPercentage' || i.field === 'insurancePercentage') && shares > 100)
    issues.push({ field: 'customerPercentage', key: 'order.sharesOver100' });
  return issues;
}
