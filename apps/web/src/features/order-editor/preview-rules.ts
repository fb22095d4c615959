import { distanceUnit, type PricedLine } from '@garage/domain';
import type { DocumentLine } from '../../lib/orders/document-lines.ts';
import type { LineDraft } from './editor-draft.ts';
import { lineTaxCategoryId } from './totals-rules.ts';

/** KM, or MILE when the garage is in the USA (spec 2.2, 9). */
export function odometerText(reading: string | number | null | undefined, countryCode: string): string | null {
  if (reading === null || reading === undefined || String(reading).trim() === '') return null;
  return `${reading} ${distanceUnit(countryCode)}`;
}

/**
 * The preview's rows of the draft, from its lines priced without the order-level discount (`rowLines`):
 * spec 2.2 shows that discount as a summary row only, so a row's tax and Amount do not carry its share.
 * `taxLabel` names a line's tax category, null when it has none (or none that is known).
 */
export function previewLines(
  lines: readonly LineDraft[],
  rowLines: readonly PricedLine[],
  taxLabel: (taxCategoryId: number | null) => string | null,
): DocumentLine[] {
  return lines.map((l, i) => {
    const p = rowLines[i];
    const label = taxLabel(lineTaxCategoryId(l));
    return {
      key: l.key,
      kind: l.kind,
      name: l.name,
      code: l.code,
      packageName: l.packageName,
      quantity: l.quantity,
      unitSymbol: l.unitSymbol,
      unitPrice: l.unitPrice || '0',
      discount: Number(l.discount || 0) > 0 && p && Number(p.discount_amount) > 0 ? l.discount : null,
      taxes: p?.taxes ?? [],
      taxTotal: label !== null && p ? p.tax_total : null,
      taxLabel: label,
      amount: p?.total ?? null,
      serials: l.serials,
      taxInclusive: l.taxInclusive && label !== null,
    };
  });
}
