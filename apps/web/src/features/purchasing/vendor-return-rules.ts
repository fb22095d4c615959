import { Money } from '@garage/domain';
import type { ReturnableLine, VendorCreditNoteBody } from '../../lib/purchasing/purchasing-api.ts';

/** A received line ticked on the return form: how many go back and which batch / serials. */
export interface Picked {
  line: ReturnableLine;
  quantity: string;
  lots: string[];
}

const positive = (v: string) => /^\d+(\.\d{1,3})?$/.test(v.trim()) && Number(v) > 0;

/** What the credit note will be, about: quantity × the received price plus its tax (the server prices it). */
export function returnEstimate(picked: readonly Picked[]): string {
  return picked
    .reduce((sum, p) => {
      if (!positive(p.quantity)) return sum;
      const amount = new Money(p.quantity.trim()).times(p.line.unit_price);
      return sum.plus(amount).plus(amount.times(p.line.tax_rate).dividedBy(100));
    }, new Money(0))
    .toFixed(2);
}

/** A ticked line that cannot go as it is: no quantity, more than can go back, or its serials / batch missing. */
export function pickedProblem(p: Picked): 'quantity' | 'tooMany' | 'lots' | null {
  if (!positive(p.quantity)) return p.line.tracking === 'SERIAL' && p.line.lots.length > 0 ? 'lots' : 'quantity';
  if (new Money(p.quantity.trim()).gt(p.line.returnable)) return 'tooMany';
  if (p.line.tracking !== 'NONE' && p.line.lots.length > 0 && p.lots.length === 0) return 'lots';
  return null;
}

export function returnBody(
  vendorId: number,
  reason: string,
  settlement: VendorCreditNoteBody['settlement'],
  picked: readonly Picked[],
): VendorCreditNoteBody {
  return {
    vendor_id: vendorId,
    reason: reason.trim(),
    settlement,
    lines: picked.map((p) => ({
      stock_in_line_id: p.line.stock_in_line_id,
      quantity: p.quantity.trim(),
      ...(p.lots.length
        ? { lots: p.lots.map((code) => ({ code, quantity: p.line.tracking === 'SERIAL' ? '1' : p.quantity.trim() })) }
        : {}),
    })),
  };
}
