import { ORDER_TABS, type OrderTab } from '@garage/domain';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { type EditorDocument, type EditorMode, type EditorSearch, isNewDocument } from './editor-mode.ts';

/** Spec 2.3: where the user goes once the document is saved. */

/** The order list tab of a status (PAYMENT_DUE → PAYMENT_DUE, CREATED → OPEN). */
export function tabOfStatus(status: string): OrderTab {
  for (const tab of ORDER_TABS) if ((tab.statuses as readonly string[]).includes(status)) return tab.key;
  return 'OPEN';
}

export type AfterSave =
  | { kind: 'customer'; customerId: number }
  | { kind: 'orders'; tab: OrderTab }
  | { kind: 'order'; orderId: number }
  | { kind: 'quotations' };

/** Where the user goes once the document is saved (spec 2.3). */
export function afterSave(
  document: EditorDocument,
  mode: EditorMode,
  saved: { order_id: number; status: string; customer_id: number },
  from: EditorSearch['from'],
): AfterSave {
  if (!isNewDocument(mode)) return document === 'ORDER' ? { kind: 'order', orderId: saved.order_id } : { kind: 'quotations' };
  if (from === 'customer-details') return { kind: 'customer', customerId: saved.customer_id };
  return document === 'ORDER' ? { kind: 'orders', tab: tabOfStatus(saved.status) } : { kind: 'quotations' };
}

export function afterSaveHref(target: AfterSave): string {
  switch (target.kind) {
    case 'customer':
      return `/tabs/customer-details/${target.customerId}`;
    case 'orders':
      return `/tabs/orders?tab=${target.tab}`;
    case 'order':
      return orderDetailsHref(target.orderId);
    case 'quotations':
      return '/tabs/quotation';
  }
}

/**
 * A new counter sale created PAYMENT_DUE (no part issuance) by someone who bills it: its invoice is made
 * right after, and the user lands on the invoice to take the payment (decision 043, addendum). Under part
 * issuance the sale is CREATED and billed once its parts are issued, as an order is.
 */
export function billsNow(
  mode: EditorMode,
  billing: object | null | undefined,
  saved: { order_type: string; status: string },
): boolean {
  return isNewDocument(mode) && !!billing && saved.order_type === 'COUNTER_SALE' && saved.status === 'PAYMENT_DUE';
}
