import { PurchaseOrderInput, StockInInput } from '@garage/contract';
import { Money, quantityText } from '@garage/domain';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { PurchaseOrder, PurchaseOrderBody, ReorderSuggestion, StockInBody } from '../../lib/purchasing/purchasing-api.ts';

/** A line of the purchase order form or of a direct stock-in. */
export type LineDraft = {
  key: string;
  part_id: number | null;
  part_name: string;
  quantity: string;
  unit_price: string;
};

export type PurchaseOrderDraft = {
  vendor_id: string | null;
  expected_date: string;
  notes: string;
  lines: LineDraft[];
};
export type PurchaseOrderField = 'vendor_id' | 'expected_date' | 'notes' | 'lines';
export const PO_FIELDS: readonly PurchaseOrderField[] = ['vendor_id', 'expected_date', 'notes', 'lines'];

let keys = 0;
export const newLineKey = () => `l${++keys}`;

export const emptyLine = (): LineDraft => ({ key: newLineKey(), part_id: null, part_name: '', quantity: '1', unit_price: '' });

export function purchaseOrderDraft(po: PurchaseOrder | null, vendorId: number | null): PurchaseOrderDraft {
  return {
    vendor_id: po ? String(po.vendor_id) : vendorId ? String(vendorId) : null,
    expected_date: po?.expected_date ?? '',
    notes: po?.notes ?? '',
    lines: po
      ? po.lines.map((l) => ({
          key: newLineKey(),
          part_id: l.part_id,
          part_name: l.part_name,
          quantity: l.quantity,
          unit_price: l.unit_price ?? '',
        }))
      : [],
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function checkPurchaseOrder(d: PurchaseOrderDraft): Check<PurchaseOrderBody> {
  const body: PurchaseOrderBody = {
    vendor_id: Number(d.vendor_id ?? 0),
    expected_date: orNull(d.expected_date),
    notes: orNull(d.notes),
    lines: d.lines
      .filter((l) => l.part_id !== null)
      .map((l) => ({
        part_id: l.part_id as number,
        quantity: l.quantity.trim(),
        ...(l.unit_price.trim() === '' ? {} : { unit_price: l.unit_price.trim() }),
      })),
  };
  const parsed = PurchaseOrderInput.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, issues: parsed.error.issues };
}

/**
 * "Suggest from reorder levels": the suggested parts added to the draft's lines; a part already on it
 * keeps its line (the buyer's own quantity wins).
 */
export function withSuggestions(lines: readonly LineDraft[], suggestions: readonly ReorderSuggestion[]): LineDraft[] {
  const have = new Set(lines.map((l) => l.part_id));
  const added = suggestions
    .filter((s) => !have.has(s.part_id))
    .map((s) => ({
      key: newLineKey(),
      part_id: s.part_id,
      part_name: s.part_name,
      quantity: s.quantity,
      unit_price: s.unit_price ?? '',
    }));
  return [...lines.filter((l) => l.part_id !== null), ...added];
}

/** quantity × price before tax, or null while either is not a number. */
export function lineEstimate(l: Pick<LineDraft, 'quantity' | 'unit_price'>): string | null {
  try {
    if (l.unit_price.trim() === '' || l.quantity.trim() === '') return null;
    return new Money(l.quantity).times(l.unit_price).toFixed(2);
  } catch {
    return null;
  }
}

export function draftEstimate(lines: readonly LineDraft[]): string {
  return lines.reduce((sum, l) => sum.plus(lineEstimate(l) ?? 0), new Money(0)).toFixed(2);
}

export interface LotDraft {
  code: string;
  quantity: string;
  expiry_date: string | null;
}

/** "LOT-A; 3; 2027-06-30" per line → lots; null when a line does not read (an empty text is no lots). */
export function parseLots(text: string): LotDraft[] | null {
  const lots: LotDraft[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [code = '', quantity = '1', expiry = ''] = line.split(/[;,\t]/).map((p) => p.trim());
    if (!code || !/^\d+(\.\d{1,3})?$/.test(quantity) || Number(quantity) <= 0) return null;
    if (expiry && !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
    lots.push({ code, quantity, expiry_date: expiry || null });
  }
  return lots;
}

/** A line of the stock-in form: a purchase order's line (with what is left) or a direct line. */
export type ReceiptLine = {
  key: string;
  purchase_order_line_id: number | null;
  part_id: number | null;
  part_name: string;
  ordered: string | null;
  left: string | null;
  quantity: string;
  unit_price: string;
  lots: string;
};

export type StockInDraft = {
  vendor_id: string | null;
  bill_number: string;
  bill_date: string;
  notes: string;
  lines: ReceiptLine[];
};
export type StockInField = 'vendor_id' | 'bill_number' | 'bill_date' | 'notes' | 'lines';
export const STOCK_IN_FIELDS: readonly StockInField[] = ['vendor_id', 'bill_number', 'bill_date', 'notes', 'lines'];

/** What is left of each line of the purchase order, ready to receive (the whole rest by default). */
export function receiptLines(po: PurchaseOrder): ReceiptLine[] {
  return po.lines
    .filter((l) => new Money(l.remaining).gt(0))
    .map((l) => ({
      key: newLineKey(),
      purchase_order_line_id: l.line_id,
      part_id: l.part_id,
      part_name: l.part_name,
      ordered: l.quantity,
      left: l.remaining,
      quantity: quantityText(l.remaining),
      unit_price: l.unit_price ?? '',
      lots: '',
    }));
}

export type StockInCheck =
  | Check<StockInBody>
  | { ok: false; issues: []; lotsOf: string }
  | { ok: false; issues: []; nothing: true };

/** The body of a stock-in: lines with a quantity (others are not received now), lots read from their text. */
export function checkStockIn(d: StockInDraft, purchaseOrderId: number | null): StockInCheck {
  const lines: StockInBody['lines'] = [];
  for (const l of d.lines) {
    if (l.part_id === null || l.quantity.trim() === '' || Number(l.quantity) === 0) continue;
    const lots = parseLots(l.lots);
    if (lots === null) return { ok: false, issues: [], lotsOf: l.part_name };
    lines.push({
      part_id: l.part_id,
      quantity: l.quantity.trim(),
      ...(l.purchase_order_line_id ? { purchase_order_line_id: l.purchase_order_line_id } : {}),
      ...(l.unit_price.trim() === '' ? {} : { unit_price: l.unit_price.trim() }),
      ...(lots.length ? { lots } : {}),
    });
  }
  if (lines.length === 0) return { ok: false, issues: [], nothing: true };
  const body: StockInBody = {
    ...(purchaseOrderId ? { purchase_order_id: purchaseOrderId } : { vendor_id: d.vendor_id ? Number(d.vendor_id) : null }),
    bill_number: orNull(d.bill_number),
    bill_date: orNull(d.bill_date),
    notes: orNull(d.notes),
    lines,
  };
  const parsed = StockInInput.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, issues: parsed.error.issues };
}
