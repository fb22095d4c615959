import type { StockIn } from '@garage/contract';
import { priceRules, quantityText, vendorBillDue } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { purchaseActivityOf } from './purchase-activity.ts';
import { hidden } from './purchase-order-view.ts';
import { findStockIn, type StockInHead, stockInLines } from './stock-in.repository.ts';

export function stockInSummary(h: StockInHead, hide: boolean) {
  const r = h.row;
  return {
    stock_in_id: r.id,
    stock_in_number: r.stockInNumber,
    vendor_id: r.vendorId,
    vendor_name: h.vendorName,
    purchase_order_id: r.purchaseOrderId,
    po_number: h.poNumber,
    bill_number: r.billNumber,
    bill_date: r.billDate,
    received_day: r.receivedDay,
    line_count: Number(h.lineCount),
    grand_total: hidden(hide, r.grandTotal),
    due_amount: hidden(hide, vendorBillDue(r.grandTotal, r.paidAmount, r.creditedAmount)),
    created_at: r.createdAt.toISOString(),
  };
}

/** One stock-in as the caller may see it (purchase prices hidden from PRICE_VIEW_RESTRICTED). */
export async function loadStockIn(db: Db | Tx, current: Membership, id: number): Promise<StockIn> {
  const h = await findStockIn(db, current, id);
  if (!h) throw new AppError('NOT_FOUND', 'stockIn.notFound');
  const hide = priceRules(current.roles).hidePurchase;
  const lines = await stockInLines(db, current, id);
  const activity = await purchaseActivityOf(db, current, 'STOCK_IN', id);
  return {
    ...stockInSummary(h, hide),
    notes: h.row.notes,
    sub_total: hidden(hide, h.row.subTotal),
    tax_total: hidden(hide, h.row.taxTotal),
    paid_amount: hidden(hide, h.row.paidAmount),
    prices_hidden: hide,
    lines: lines.map((l) => ({
      line_id: l.id,
      purchase_order_line_id: l.purchaseOrderLineId,
      part_id: l.partId,
      part_name: l.partName,
      quantity: quantityText(l.quantity),
      unit_price: hidden(hide, l.unitPrice),
      tax_rate: quantityText(l.taxRate),
      amount: hidden(hide, l.amount),
      tax_amount: hidden(hide, l.taxAmount),
      total: hidden(hide, l.total),
      lots: l.lots,
    })),
    activity,
  };
}
