/**
 * Split bills with insurance (issue 13): an order whose lines carry insurance_percentage is billed as two
 * invoices, the insurer's share and the customer's, that add up exactly to the order. Every figure of a
 * line (amount, taxable, discount share, base, each tax) is split the same way: the insurer's part is
 * rounded to the garage's digits and the customer's part is what is left, so no cent is lost or made.
 */
import { Money } from './money.ts';

export interface PricedFigures {
  amount: string;
  taxable: string;
  share: string;
  base: string;
  taxes: Array<{ name: string; amount: string }>;
  tax_total: string;
  total: string;
}

export interface SplitLine {
  insurer: PricedFigures;
  customer: PricedFigures;
}

/** The insurer's percent of a line: insurance_percentage, 0 when not set. The customer pays the rest. */
export function insurerPercent(line: { insurance_percentage?: string | null }): Money {
  const pct = new Money(line.insurance_percentage ?? 0);
  return Money.max(0, Money.min(100, pct));
}

export function splitLine(priced: PricedFigures, insurancePercent: string | number | Money, digits = 2): SplitLine {
  const pct = new Money(insurancePercent);
  const part = (v: string) => new Money(v).times(pct).dividedBy(100).toDecimalPlaces(digits, Money.ROUND_HALF_UP);
  const rest = (v: string, taken: Money) => new Money(v).minus(taken);
  const fmt = (v: Money) => v.toFixed(digits);
  const taxesI = priced.taxes.map((t) => ({ name: t.name, amount: part(t.amount) }));
  const taxesC = priced.taxes.map((t, i) => ({ name: t.name, amount: rest(t.amount, taxesI[i]!.amount) }));
  const sum = (list: Array<{ amount: Money }>) => list.reduce((acc, t) => acc.plus(t.amount), new Money(0));
  const figures = (
    taken: Record<'amount' | 'taxable' | 'share' | 'base', Money>,
    taxes: Array<{ name: string; amount: Money }>,
  ) => {
    const taxTotal = sum(taxes);
    return {
      amount: fmt(taken.amount),
      taxable: fmt(taken.taxable),
      share: fmt(taken.share),
      base: fmt(taken.base),
      taxes: taxes.map((t) => ({ name: t.name, amount: fmt(t.amount) })),
      tax_total: fmt(taxTotal),
      total: fmt(taken.base.plus(taxTotal)),
    };
  };
  // The part's total is the line's total × percent, rounded once; its taxes are rounded each, and its base is what
  // is left of the total (taxable = base + discount share, as the price engine has it). Rounding the base on its own
  // as well made a half of 2 × 780.00 (VAT included) 780.01: base 661.015 and a tax of 59.495 both rounded up.
  const shareI = part(priced.share);
  const baseI = part(priced.total).minus(sum(taxesI));
  const insurer = {
    amount: part(priced.amount),
    taxable: baseI.plus(shareI),
    share: shareI,
    base: baseI,
  };
  const customer = {
    amount: rest(priced.amount, insurer.amount),
    taxable: rest(priced.taxable, insurer.taxable),
    share: rest(priced.share, insurer.share),
    base: rest(priced.base, insurer.base),
  };
  return { insurer: figures(insurer, taxesI), customer: figures(customer, taxesC) };
}

/** "Fahad Harbi · KA 01 AB 1234": whose claim an insurer's bill is, as the screen and the PDF print it. */
export function insuredText(insured: { name: string; reg_number: string | null }): string {
  return [insured.name, insured.reg_number].filter(Boolean).join(' · ');
}

export interface BillTotals {
  sub_total: string;
  discount: string;
  tax_lines: Array<{ name: string; amount: string }>;
  tax_total: string;
  grand_total: string;
}

/**
 * The totals of a bill from its lines, as the price engine sums an order: sub total of taxable amounts,
 * the order discount's shares, tax summary lines per component in India and per tax category elsewhere.
 */
export function billTotals(
  lines: ReadonlyArray<{ priced: PricedFigures; categoryName: string | null }>,
  countryCode: string,
  digits = 2,
): BillTotals {
  const zero = new Money(0);
  const fmt = (v: Money) => v.toFixed(digits);
  const india = countryCode.toUpperCase() === 'IN';
  const summary = new Map<string, Money>();
  let sub = zero;
  let discount = zero;
  let tax = zero;
  let grand = zero;
  for (const { priced, categoryName } of lines) {
    sub = sub.plus(priced.taxable);
    discount = discount.plus(priced.share);
    tax = tax.plus(priced.tax_total);
    grand = grand.plus(priced.total);
    if (!categoryName) continue;
    if (india) for (const t of priced.taxes) summary.set(t.name, (summary.get(t.name) ?? zero).plus(t.amount));
    else summary.set(categoryName, (summary.get(categoryName) ?? zero).plus(priced.tax_total));
  }
  return {
    sub_total: fmt(sub),
    discount: fmt(discount),
    tax_lines: [...summary].map(([name, amount]) => ({ name, amount: fmt(amount) })),
    tax_total: fmt(tax),
    grand_total: fmt(grand),
  };
}

const FIGURES = ['amount', 'taxable', 'share', 'base', 'tax_total', 'total'] as const;

/** Figures of several lines added up, field by field and tax by tax name (one line per order of a summary bill). */
export function sumFigures(lines: readonly PricedFigures[], digits = 2): PricedFigures {
  const out = {} as PricedFigures;
  for (const key of FIGURES) out[key] = lines.reduce((acc, l) => acc.plus(l[key]), new Money(0)).toFixed(digits);
  const taxes = new Map<string, Money>();
  for (const l of lines) for (const t of l.taxes) taxes.set(t.name, (taxes.get(t.name) ?? new Money(0)).plus(t.amount));
  out.taxes = [...taxes].map(([name, amount]) => ({ name, amount: amount.toFixed(digits) }));
  return out;
}

/** Figures less what earlier parts took, field by field and tax by tax (what a billed line has left to credit). */
export function remainingFigures(line: PricedFigures, taken: readonly PricedFigures[], digits = 2): PricedFigures {
  const out = { ...line } as PricedFigures;
  for (const key of FIGURES) out[key] = taken.reduce((acc, t) => acc.minus(t[key]), new Money(line[key])).toFixed(digits);
  out.taxes = line.taxes.map((t, i) => ({
    name: t.name,
    amount: taken.reduce((acc, p) => acc.minus(p.taxes[i]?.amount ?? 0), new Money(t.amount)).toFixed(digits),
  }));
  return out;
}
