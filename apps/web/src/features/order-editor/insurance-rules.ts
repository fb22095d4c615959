import { type BillTotals, billTotals, insurerPercent, type PricedLine, splitLine } from '@garage/domain';
import type { LineDraft } from './editor-draft.ts';
import { percentIssue } from './line-rules.ts';
import { lineTaxCategoryId, type TaxCategoryLike } from './totals-rules.ts';

/**
 * PREPARE_INVOICE with insurance (issue 13): lines with an insurance % are billed as two invoices, the
 * insurer's share and the customer's. The editor shows the partner choice and a live preview of the two
 * totals with the domain's split, the one the server bills with.
 */

/** A line's insurance % as the server will read it: empty or not a valid percent counts as none. */
function linePercent(line: LineDraft): string | null {
  const v = line.insurancePercentage.trim();
  return v === '' || percentIssue(v) !== null ? null : v;
}

/** Lines the insurer pays a part of (an insurance % above 0). */
export function insuredLines(lines: readonly LineDraft[]): LineDraft[] {
  return lines.filter((l) => insurerPercent({ insurance_percentage: linePercent(l) }).gt(0));
}

/** The partner select shows while billing an order with at least one insured line. */
export function showsPartnerSelect(invoiceable: boolean, lines: readonly LineDraft[]): boolean {
  return invoiceable && insuredLines(lines).length > 0;
}

export interface SharePreview {
  insurer: BillTotals;
  customer: BillTotals;
}

/**
 * The two bills' totals from the editor's priced lines (the order discount's shares included), split line
 * by line as the server does: the insurer's part rounded, the customer's what is left, so they add up to
 * the order. `priced` is the price engine's lines, in the draft's order.
 */
export function sharePreview(
  lines: readonly LineDraft[],
  priced: readonly PricedLine[],
  taxCategories: readonly TaxCategoryLike[],
  settings: { countryCode: string; digits: number },
): SharePreview {
  const split = lines.map((line, i) => {
    const category = taxCategories.find((c) => c.tax_category_id === lineTaxCategoryId(line));
    const figures = priced[i];
    if (!figures) throw new Error(`line ${i} is not priced`);
    return {
      categoryName: category?.name ?? null,
      ...splitLine(figures, insurerPercent({ insurance_percentage: linePercent(line) }), settings.digits),
    };
  });
  const bill = (side: 'insurer' | 'customer') =>
    billTotals(
      split.map((s) => ({ priced: s[side], categoryName: s.categoryName })),
      settings.countryCode,
      settings.digits,
    );
  return { insurer: bill('insurer'), customer: bill('customer') };
}

/**
 * What the invoice preview of PREPARE_INVOICE says will be billed: null for one invoice (no insured line), else the
 * two shares' totals, split with the domain's `splitLine` as the server bills them.
 */
export function splitBillPreview(
  lines: readonly LineDraft[],
  priced: readonly PricedLine[],
  taxCategories: readonly TaxCategoryLike[],
  settings: { countryCode: string; digits: number },
): SharePreview | null {
  return insuredLines(lines).length > 0 ? sharePreview(lines, priced, taxCategories, settings) : null;
}

/** Why "Next" waits: insured lines need their insurer (or the insurance % back to 0 to bill the customer). */
export function partnerMissing(lines: readonly LineDraft[], partnerId: number | null): boolean {
  return insuredLines(lines).length > 0 && partnerId === null;
}

/** What "Create invoice" adds to its body: the insurer, only when some line is insured. */
export function insuranceBody(lines: readonly LineDraft[], partnerId: number | null): { insurance_partner_id?: number } {
  return partnerId !== null && insuredLines(lines).length > 0 ? { insurance_partner_id: partnerId } : {};
}
