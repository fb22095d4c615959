import { CreditNoteCreate } from '@garage/contract';
import { type BillTotals, billTotals, Money, money, type PricedFigures, splitLine } from '@garage/domain';
import type { IssueLike } from '../../lib/form-errors.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { CreditNoteCreateBody } from '../../lib/invoices/credit-notes-api.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';

/**
 * The return of an invoice (issue 13) as the form previews it, with the server's own rules: each returned
 * line is priced as its share of the billed line (splitLine by quantity), the last return of a line takes
 * exactly what is left, the totals are summed as a bill's (billTotals); the credit first takes off the
 * bill's due, and only what is left over is refunded or kept as the customer's credit.
 */

export type BilledLine = Invoice['lines'][number];

/** The figures of a billed line as the price engine keeps them (base = taxable less the order-discount share). */
export function pricedOf(line: BilledLine): PricedFigures {
  const taxTotal = line.taxes.reduce((acc, t) => acc.plus(t.amount), money(0));
  return {
    amount: line.amount,
    taxable: line.taxable,
    share: line.share,
    base: money(line.taxable).minus(line.share).toFixed(),
    taxes: line.taxes,
    tax_total: taxTotal.toFixed(),
    total: line.total,
  };
}

/** Quantities already returned, per invoice line id, one entry per earlier credit note (from their lines). */
export function returnedQuantities(
  notes: ReadonlyArray<{ lines: ReadonlyArray<{ line_id: number; quantity: string }> }>,
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const note of notes) {
    for (const l of note.lines) out.set(l.line_id, [...(out.get(l.line_id) ?? []), l.quantity]);
  }
  return out;
}

/** The sum of quantities (what of a line earlier credit notes returned). */
export const sumQuantities = (values: readonly string[] = []) => values.reduce((acc, v) => acc.plus(v), money(0));

/** What of a line can still be returned: billed less every earlier return, never below zero. */
export function quantityLeft(line: Pick<BilledLine, 'quantity'>, earlier: readonly string[] = []): Money {
  return Money.max(0, money(line.quantity).minus(sumQuantities(earlier)));
}

function share(line: BilledLine, quantity: Money | string, digits: number): PricedFigures {
  return splitLine(pricedOf(line), money(quantity).dividedBy(line.quantity).times(100), digits).insurer;
}

/** What a returned quantity of a line credits; the last return takes exactly what the earlier ones left. */
export function returnFigures(line: BilledLine, quantity: Money, earlier: readonly string[], digits: number): PricedFigures {
  if (!quantity.eq(quantityLeft(line, earlier))) return share(line, quantity, digits);
  const taken = earlier.map((q) => share(line, q, digits));
  const whole = pricedOf(line);
  const rest = (v: string, pick: (p: PricedFigures) => string) =>
    taken.reduce((acc, p) => acc.minus(pick(p)), money(v)).toFixed(digits);
  return {
    amount: rest(whole.amount, (p) => p.amount),
    taxable: rest(whole.taxable, (p) => p.taxable),
    share: rest(whole.share, (p) => p.share),
    base: rest(whole.base, (p) => p.base),
    taxes: whole.taxes.map((t, i) => ({ name: t.name, amount: rest(t.amount, (p) => p.taxes[i]?.amount ?? '0') })),
    tax_total: rest(whole.tax_total, (p) => p.tax_total),
    total: rest(whole.total, (p) => p.total),
  };
}

/** A quantity as typed ("1,5" → 1.5); null when it is not a number. */
export function quantityOf(text: string): Money | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t) && !/^\.\d+$/.test(t)) return null;
  return money(t);
}

/**
 * What is wrong with a line's quantity as it is typed (shown at once, beside the line): not a number, or more
 * than is left of the line (billed less earlier returns). Null while it fits or is empty. The server checks
 * the same on save.
 */
export function typedQuantityIssue(
  text: string,
  left: Money,
): { key: 'field.invalid' } | { key: 'credit.overQuantity'; left: string } | null {
  if (!text.trim()) return null;
  const q = quantityOf(text);
  if (!q) return { key: 'field.invalid' };
  return q.gt(left) ? { key: 'credit.overQuantity', left: left.toString() } : null;
}

export interface CreditPreview {
  totals: BillTotals;
  credit: Money;
  /** Taken off the bill's due. */
  applied: Money;
  /** Left over: refunded or kept as the customer's credit. */
  excess: Money;
  /** The settlement choice (refund or keep) matters only when something is left over. */
  needsSettlement: boolean;
}

export interface PreviewInput {
  invoice: Pick<Invoice, 'lines' | 'due_amount' | 'seller'>;
  earlier: ReadonlyMap<number, readonly string[]>;
  /** The quantity typed per line id (ignored with completeRo). */
  quantities: Readonly<Record<string, string>>;
  completeRo: boolean;
}

/** The quantity returned of each line: everything left with "return everything", else what was typed (0..left). */
export function wantedQuantities(input: PreviewInput): Array<{ line: BilledLine; quantity: Money }> {
  const out: Array<{ line: BilledLine; quantity: Money }> = [];
  for (const line of input.invoice.lines) {
    const left = quantityLeft(line, input.earlier.get(line.line_id));
    const typed = input.completeRo ? left : quantityOf(input.quantities[String(line.line_id)] ?? '');
    if (typed?.gt(0) && typed.lte(left)) out.push({ line, quantity: typed });
  }
  return out;
}

export function creditPreview(input: PreviewInput): CreditPreview {
  const digits = input.invoice.seller.rounding_digits;
  const returned = wantedQuantities(input).map(({ line, quantity }) => ({
    priced: returnFigures(line, quantity, input.earlier.get(line.line_id) ?? [], digits),
    categoryName: line.tax_category_name,
  }));
  const totals = billTotals(returned, input.invoice.seller.country_code, digits);
  const credit = money(totals.grand_total);
  const applied = Money.min(credit, Money.max(0, money(input.invoice.due_amount)));
  const excess = credit.minus(applied);
  return { totals, credit, applied, excess, needsSettlement: excess.gt(0) };
}

// ---- the form ----------------------------------------------------------------------------------------------

export interface CreditValues extends Record<string, unknown> {
  quantities: Record<string, string>;
  /** Per line sold by serial number: the serial numbers that come back (none: every one still out). */
  serials: Record<string, string[]>;
  complete_ro: boolean;
  reason: string;
  settlement: 'REFUND' | 'CREDIT';
  /** A method code of the garage's payment master (CASH, …, PM_12). */
  refund_method: string;
  refund_reference: string;
}

export const initialCreditValues = (): CreditValues => ({
  quantities: {},
  serials: {},
  complete_ro: false,
  reason: '',
  settlement: 'REFUND',
  refund_method: 'CASH',
  refund_reference: '',
});

/** The field name of a line's quantity input. */
export const quantityField = (lineId: number) => `quantities.${lineId}`;

/** A refund in cash needs no reference; the others (card, transfer, cheque, link, the garage's own) may name one. */
export const refundTakesReference = (method: string) => method !== 'CASH';

/**
 * The body of routes.createCreditNote from the form, checked by the contract's schema, plus what the
 * server would refuse: a quantity that is not a number, or more than is left of its line.
 */
export function checkCredit(
  input: Omit<PreviewInput, 'quantities' | 'completeRo'> & { invoiceId: number },
  values: CreditValues,
  fmtQuantity: (q: string) => string = (q) => q,
): Check<CreditNoteCreateBody> {
  const issues: IssueLike[] = [];
  const lines: Array<{ line_id: number; quantity: string; serials?: string[] }> = [];
  if (!values.complete_ro) {
    for (const line of input.invoice.lines) {
      const text = (values.quantities[String(line.line_id)] ?? '').trim();
      if (!text) continue;
      const q = quantityOf(text);
      const field = quantityField(line.line_id);
      if (!q) {
        issues.push({ path: [field], message: 'field.invalid' });
        continue;
      }
      const left = quantityLeft(line, input.earlier.get(line.line_id));
      if (q.gt(left)) {
        issues.push({
          path: [field],
          message: 'credit.overQuantity',
          params: { left: fmtQuantity(left.toString()), name: line.name },
        });
        continue;
      }
      const serials = (values.serials[String(line.line_id)] ?? []).filter((c) => line.serials.includes(c));
      if (q.gt(0)) lines.push({ line_id: line.line_id, quantity: q.toString(), ...(serials.length ? { serials } : {}) });
    }
  }
  const excess = creditPreview({ ...input, quantities: values.quantities, completeRo: values.complete_ro }).needsSettlement;
  const reference = values.refund_reference.trim();
  const body: CreditNoteCreateBody = {
    invoice_id: input.invoiceId,
    lines,
    complete_ro: values.complete_ro,
    reason: values.reason,
    ...(excess
      ? {
          settlement: values.settlement,
          ...(values.settlement === 'REFUND'
            ? {
                refund_method: values.refund_method,
                refund_reference: refundTakesReference(values.refund_method) && reference ? reference : null,
              }
            : {}),
        }
      : {}),
  };
  const parsed = CreditNoteCreate.safeParse(body);
  const lineIssues = issues.length > 0;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0] ?? 'lines');
      // A line whose quantity is refused already says what is wrong: not also "choose what is returned".
      if (head === 'lines' && lineIssues) continue;
      issues.push({
        path: [head === 'lines' ? 'lines' : head],
        message: issue.message,
        ...('maximum' in issue ? { maximum: issue.maximum } : {}),
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, body };
}
