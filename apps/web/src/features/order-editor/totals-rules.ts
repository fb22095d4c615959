import {
  checkDocumentTotals,
  type PricedLine,
  type PricedOrder,
  type PriceLineInput,
  type PricingContext,
  PricingError,
  priceOrder,
  type TaxCategoryRate,
} from '@garage/domain';
import { type AmcState, effectiveDiscount } from './amc-rules.ts';
import type { EditorDraft, LineDraft } from './editor-draft.ts';
import { DECIMAL, PRICE, percentIssue, QUANTITY } from './line-rules.ts';

/** Live totals of the draft with the domain's price engine (the server recomputes them the same way). */

export interface TaxCategoryLike {
  tax_category_id: number;
  name: string;
  total_value: string;
  tax_component_list: ReadonlyArray<{ tax_component_name: string; value: string }>;
}

export interface GarageSettings {
  countryCode: string;
  digits: number;
  taxApplicable: boolean;
  timeZone: string;
}

export function taxRate(category: TaxCategoryLike | undefined): TaxCategoryRate | null {
  if (!category) return null;
  return {
    name: category.name,
    total_value: category.total_value,
    components: category.tax_component_list.map((c) => ({ name: c.tax_component_name, value: c.value })),
  };
}

export function lineTaxCategoryId(line: LineDraft): number | null {
  return line.taxCategoryId ?? line.masterTaxCategoryId;
}

export type TotalsResult =
  | {
      ok: true;
      priced: PricedOrder;
      /**
       * Each line priced without the order-level discount: the preview's rows (spec 2.2 shows that
       * discount in the summary only). The same as `priced.lines` when there is none.
       */
      rowLines: PricedLine[];
    }
  | { ok: false; key: PricingError['key']; line?: number };

/** Live totals with the domain engine and the garage's settings; lines that cannot be priced yet report why. */
export function computeTotals(
  draft: EditorDraft,
  settings: GarageSettings,
  taxCategories: readonly TaxCategoryLike[],
  amc: ReadonlyMap<string, AmcState>,
): TotalsResult {
  const lines: PriceLineInput[] = draft.lines.map((l) => ({
    kind: l.kind,
    quantity: QUANTITY.test(l.quantity.trim()) ? l.quantity.trim() : '0',
    unit_price: PRICE.test(l.unitPrice.trim()) ? l.unitPrice.trim() : 0,
    discount: percentIssue(l.discount) === null ? effectiveDiscount(l, draft.itemWiseDiscount, amc.get(l.key)) : 0,
    tax_inclusive: l.taxInclusive,
    tax_category: taxRate(taxCategories.find((c) => c.tax_category_id === lineTaxCategoryId(l))),
  }));
  const value = draft.discountValue.trim();
  const ctx: PricingContext = {
    digits: settings.digits,
    is_tax_applicable: settings.taxApplicable,
    country_code: settings.countryCode,
    item_wise_discount: draft.itemWiseDiscount,
    discount: !draft.itemWiseDiscount && DECIMAL.test(value) ? { type: draft.discountType, value } : null,
  };
  try {
    const priced = priceOrder(lines, ctx);
    // The server refuses the same (a negative document, totals beyond the money columns).
    checkDocumentTotals(priced);
    const undiscounted = ctx.discount ? priceOrder(lines, { ...ctx, discount: null }) : priced;
    return { ok: true, priced, rowLines: undiscounted.lines };
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, key: error.key, line: error.line };
    throw error;
  }
}
