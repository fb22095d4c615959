import { Money } from './money.ts';
import { fitsColumn, MONEY_COLUMN } from './numeric-columns.ts';
import { countryTaxRules } from './tax-presets.ts';

/**
 * The price engine of orders and quotations. The browser shows what it computes; the server recomputes
 * every total it stores with the same code. Rounding is half away from zero to the garage's digits;
 * discount amounts keep 4 decimals.
 */
export interface TaxComponentRate {
  name: string;
  value: string | number;
}

export interface TaxCategoryRate {
  name: string;
  total_value: string | number;
  components: readonly TaxComponentRate[];
}

export interface PriceLineInput {
  kind: 'service' | 'part';
  quantity: string | number;
  /** Undefined counts as 0. */
  unit_price?: string | number | null;
  /** Item-wise discount in percent. */
  discount?: string | number | null;
  tax_inclusive: boolean;
  tax_category?: TaxCategoryRate | null;
}

export interface OrderDiscount {
  type: 'PERCENTAGE' | 'AMOUNT';
  value: string | number;
}

export interface PricingContext {
  /** rounding_mode: decimals of amounts (default 2). */
  digits?: number;
  is_tax_applicable: boolean;
  /** India shows one summary line per tax component; others one per tax category. */
  country_code: string;
  item_wise_discount: boolean;
  discount?: OrderDiscount | null;
}

export interface PricedLine {
  gross: string;
  discount_amount: string;
  amount: string;
  taxable: string;
  share: string;
  base: string;
  taxes: Array<{ name: string; amount: string }>;
  tax_total: string;
  total: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  sub_total: string;
  discount: string;
  tax_lines: Array<{ name: string; amount: string }>;
  tax_total: string;
  grand_total: string;
  labour_amount: string;
  labour_tax_amount: string;
  parts_tax_amount: string;
}

export class PricingError extends Error {
  constructor(
    readonly key:
      | 'pricing.taxCategoryRequired'
      | 'pricing.discountTooHigh'
      | 'pricing.discountPercentTooHigh'
      | 'pricing.quantity'
      | 'pricing.negativeTotal'
      | 'pricing.totalTooLarge',
    readonly line?: number,
  ) {
    super(key);
  }
}

const ZERO = new Money(0);

export function priceOrder(lines: readonly PriceLineInput[], ctx: PricingContext): PricedOrder {
  const digits = ctx.digits ?? 2;
  const round = (v: Money) => v.toDecimalPlaces(digits, Money.ROUND_HALF_UP);
  const round4 = (v: Money) => v.toDecimalPlaces(4, Money.ROUND_HALF_UP);
  const fmt = (v: Money) => v.toFixed(digits);

  const untaxedAllowed = countryTaxRules(ctx.country_code).untaxedLines;

  // Steps 1-4: gross, item-wise discount, amount, taxable.
  const work = lines.map((line, index) => {
    const quantity = new Money(line.quantity);
    if (!quantity.isFinite() || quantity.lte(0)) throw new PricingError('pricing.quantity', index);
    const price = new Money(line.unit_price ?? 0);
    const gross = quantity.times(price);
    const pct = ctx.item_wise_discount ? new Money(line.discount ?? 0) : ZERO;
    // A discount is computed only when the price is not negative.
    const discount = price.gte(0) && pct.gt(0) ? round4(gross.times(pct).dividedBy(100)) : ZERO;
    const amount = round(gross.minus(discount));
    const category = ctx.is_tax_applicable ? (line.tax_category ?? null) : null;
    const total = category ? new Money(category.total_value) : null;
    // A price without tax needs a category, except where the country lets a line go untaxed (decision 037).
    if (ctx.is_tax_applicable && !line.tax_inclusive && total === null && !untaxedAllowed)
      throw new PricingError('pricing.taxCategoryRequired', index);
    const taxable = line.tax_inclusive && category && total !== null ? inclusiveTaxable(amount, category, round) : amount;
    return { line, gross, discount, amount, taxable, category, share: ZERO };
  });

  // Step 5: an order-level discount is spread over the lines in proportion to their taxable amounts.
  const subTotal = work.reduce((acc, w) => acc.plus(w.taxable), ZERO);
  let orderDiscount = ZERO;
  if (!ctx.item_wise_discount && ctx.discount && new Money(ctx.discount.value).gt(0)) {
    const value = new Money(ctx.discount.value);
    if (ctx.discount.type === 'PERCENTAGE' && value.gt(100)) throw new PricingError('pricing.discountPercentTooHigh');
    orderDiscount = ctx.discount.type === 'PERCENTAGE' ? round(subTotal.times(value).dividedBy(100)) : round(value);
    if (orderDiscount.gt(subTotal)) throw new PricingError('pricing.discountTooHigh');
    if (subTotal.gt(0)) {
      let largest = 0;
      work.forEach((w, i) => {
        w.share = round(orderDiscount.times(w.taxable).dividedBy(subTotal));
        if (w.taxable.gt(work[largest]!.taxable)) largest = i;
      });
      const spread = work.reduce((acc, w) => acc.plus(w.share), ZERO);
      work[largest]!.share = work[largest]!.share.plus(orderDiscount.minus(spread));
    }
  }

  // Step 6: tax per component.
  const priced = work.map((w) => {
    const base = w.taxable.minus(w.share);
    const components = w.category?.components ?? [];
    let taxes: Array<{ name: string; amount: Money }>;
    if (w.category && w.line.tax_inclusive && w.share.isZero()) {
      // An inclusive line without an order discount keeps exactly its amount.
      const tax = w.amount.minus(w.taxable);
      const total = new Money(w.category.total_value);
      let given = ZERO;
      taxes = components.map((c, i) => {
        const part =
          i === components.length - 1 ? tax.minus(given) : total.isZero() ? ZERO : round(tax.times(c.value).dividedBy(total));
        given = given.plus(part);
        return { name: c.name, amount: part };
      });
    } else {
      taxes = components.map((c) => ({ name: c.name, amount: round(base.times(c.value).dividedBy(100)) }));
    }
    const taxTotal = taxes.reduce((acc, t) => acc.plus(t.amount), ZERO);
    return { w, base, taxes, taxTotal };
  });

  // Summary lines: India per component, others per tax category.
  const india = ctx.country_code.toUpperCase() === 'IN';
  const summary = new Map<string, Money>();
  for (const p of priced) {
    if (!p.w.category) continue;
    if (india) {
      for (const t of p.taxes) summary.set(t.name, (summary.get(t.name) ?? ZERO).plus(t.amount));
    } else {
      summary.set(p.w.category.name, (summary.get(p.w.category.name) ?? ZERO).plus(p.taxTotal));
    }
  }
  const taxTotal = priced.reduce((acc, p) => acc.plus(p.taxTotal), ZERO);
  const sum = (kind: 'service' | 'part', pick: (p: (typeof priced)[number]) => Money) =>
    priced.filter((p) => p.w.line.kind === kind).reduce((acc, p) => acc.plus(pick(p)), ZERO);

  return {
    lines: priced.map((p) => ({
      gross: p.w.gross.toFixed(4),
      discount_amount: p.w.discount.toFixed(4),
      amount: fmt(p.w.amount),
      taxable: fmt(p.w.taxable),
      share: fmt(p.w.share),
      base: fmt(p.base),
      taxes: p.taxes.map((t) => ({ name: t.name, amount: fmt(t.amount) })),
      tax_total: fmt(p.taxTotal),
      total: fmt(p.base.plus(p.taxTotal)),
    })),
    sub_total: fmt(subTotal),
    discount: fmt(orderDiscount),
    tax_lines: [...summary].map(([name, amount]) => ({ name, amount: fmt(amount) })),
    tax_total: fmt(taxTotal),
    grand_total: fmt(subTotal.minus(orderDiscount).plus(taxTotal)),
    labour_amount: fmt(sum('service', (p) => p.base)),
    labour_tax_amount: fmt(sum('service', (p) => p.taxTotal)),
    parts_tax_amount: fmt(sum('part', (p) => p.taxTotal)),
  };
}

/**
 * The taxable value of a tax-inclusive amount: amount × 100 / (100 + rate), rounded. When the category's
 * components all have the same rate (India's CGST + SGST), each component is amount × its rate / (100 + rate),
 * rounded once, and the taxable value is what is left: the components are then the same amount (Indian practice)
 * and taxable + components = the inclusive amount exactly. Converting first and halving the rest gave, for an
 * odd paisa of tax, a CGST one paisa above the SGST.
 */
function inclusiveTaxable(amount: Money, category: TaxCategoryRate, round: (v: Money) => Money): Money {
  const total = new Money(category.total_value);
  const rates = category.components.map((c) => new Money(c.value));
  const equal = rates.length > 1 && rates.every((r) => r.equals(rates[0]!)) && rates[0]!.times(rates.length).equals(total);
  if (!equal) return round(amount.times(100).dividedBy(total.plus(100)));
  const each = round(amount.times(rates[0]!).dividedBy(total.plus(100)));
  return amount.minus(each.times(rates.length));
}

/**
 * What a document's totals must satisfy before it is saved, checked by the server and shown by the
 * editor. A negative line (an exchange credit) is fine, a negative document is not: money goes back to a
 * customer by a credit note. Every figure must fit the money columns it is stored in.
 */
export function checkDocumentTotals(priced: PricedOrder): void {
  const figures = [
    priced.sub_total,
    priced.discount,
    priced.tax_total,
    priced.grand_total,
    priced.labour_amount,
    priced.labour_tax_amount,
    priced.parts_tax_amount,
    ...priced.lines.flatMap((l) => [l.gross, l.amount, l.total]),
  ];
  if (figures.some((f) => !fitsColumn(f, MONEY_COLUMN))) throw new PricingError('pricing.totalTooLarge');
  if (new Money(priced.grand_total).lt(0)) throw new PricingError('pricing.negativeTotal');
}
