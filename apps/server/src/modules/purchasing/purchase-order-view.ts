import type { PurchaseOrder } from '@garage/contract';
import { PURCHASE_STATUS } from '@garage/contract/meta';
import {
  hasAnyRole,
  PURCHASE_APPROVER_ROLES,
  type PurchaseOrderStatus,
  priceRules,
  purchaseOrderMoves,
  quantityText,
  RECEIVABLE_STATUSES,
  remainingQuantity,
} from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { moneyText } from '../orders/order-view.ts';
import { purchaseActivityOf } from './purchase-activity.ts';
import { findPurchaseOrder, type PurchaseOrderRow, purchaseLines, stockInsOfPurchaseOrder } from './purchase-order.repository.ts';

/** Approving and sending back are the approver's moves (the owner or PURCHASE_ORDER_APPROVAL). */
export function isApproverMove(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return from === 'AWAITING_APPROVAL' && (to === 'APPROVED' || to === 'DRAFT');
}

/** The moves this caller may make now: none without a status role, the approver's only for approvers. */
export function allowedMoves(roles: Membership['roles'], status: PurchaseOrderStatus): PurchaseOrderStatus[] {
  if (!hasAnyRole(roles, PURCHASE_STATUS)) return [];
  const approver = hasAnyRole(roles, PURCHASE_APPROVER_ROLES);
  return purchaseOrderMoves(status).filter((to) => approver || !isApproverMove(status, to));
}

export const hidden = (hide: boolean, v: string | null) => (hide || v === null ? null : moneyText(v));

export function purchaseOrderSummary(po: PurchaseOrderRow, vendorName: string, lineCount: number, hide: boolean) {
  return {
    purchase_order_id: po.id,
    po_number: po.poNumber,
    vendor_id: po.vendorId,
    vendor_name: vendorName,
    status: po.status as PurchaseOrderStatus,
    expected_date: po.expectedDate,
    line_count: lineCount,
    grand_total: hidden(hide, po.grandTotal),
    created_at: po.createdAt.toISOString(),
  };
}

/** One purchase order as the caller may see it (purchase prices hidden from PRICE_VIEW_RESTRICTED). */
export async function loadPurchaseOrder(db: Db | Tx, current: Membership, id: number): Promise<PurchaseOrder> {
  const found = await findPurchaseOrder(db, current, id);
  if (!found) throw new AppError('NOT_FOUND', 'purchase.notFound');
  const { po } = found;
  const hide = priceRules(current.roles).hidePurchase;
  const [lines, stockIns, activity] = [
    await purchaseLines(db, current, id),
    await stockInsOfPurchaseOrder(db, current, id),
    await purchaseActivityOf(db, current, 'PURCHASE_ORDER', id),
  ];
  const status = po.status as PurchaseOrderStatus;
  return {
    ...purchaseOrderSummary(po, found.vendorName, lines.length, hide),
    notes: po.notes,
    sub_total: hidden(hide, po.subTotal),
    tax_total: hidden(hide, po.taxTotal),
    vendor_email: found.vendorEmail,
    approved_at: po.approvedAt?.toISOString() ?? null,
    sent_at: po.sentAt?.toISOString() ?? null,
    sent_to: po.sentTo,
    closed_at: po.closedAt?.toISOString() ?? null,
    cancelled_at: po.cancelledAt?.toISOString() ?? null,
    cancel_reason: po.cancelReason,
    lines: lines.map(({ line, partNumber }) => ({
      line_id: line.id,
      part_id: line.partId,
      part_name: line.partName,
      part_number: partNumber,
      quantity: quantityText(line.quantity),
      received: quantityText(line.received),
      remaining: quantityText(remainingQuantity(line)),
      unit_price: hidden(hide, line.unitPrice),
      tax_category_id: line.taxCategoryId,
      tax_rate: quantityText(line.taxRate),
      amount: hidden(hide, line.amount),
      tax_amount: hidden(hide, line.taxAmount),
      total: hidden(hide, line.total),
    })),
    allowed_moves: allowedMoves(current.roles, status),
    receivable: RECEIVABLE_STATUSES.includes(status),
    prices_hidden: hide,
    stock_ins: stockIns.map((s) => ({ stock_in_id: s.id, stock_in_number: s.number, received_day: s.receivedDay })),
    activity,
  };
}
