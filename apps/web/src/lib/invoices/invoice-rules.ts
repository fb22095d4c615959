import { INVOICE_CREATE, INVOICE_EDIT, PAYMENT_TAKE } from '@garage/contract/meta';
import { canInvoiceFrom, hasAnyRole, money, ORDER_STATUSES, type OrderStatus, type Role } from '@garage/domain';

/**
 * Who may bill what, and what an invoice allows (issue 13), as the screens ask it. The server checks the
 * same; these only keep the buttons honest.
 */

/** Shell 6: preparing an invoice needs owner, create or edit invoice; once the order is PAYMENT_DUE only owner or edit invoice. */
export function prepareInvoiceRoles(status: string): readonly Role[] {
  return status === 'PAYMENT_DUE' ? INVOICE_EDIT : INVOICE_CREATE;
}

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** The live (not void) invoice among an order's invoices. */
export function liveInvoiceOf<T extends { status: string }>(invoices: readonly T[]): T | null {
  return invoices.find((i) => i.status === 'ACTIVE') ?? null;
}

/**
 * "Prepare invoice" shows for an order whose status allows billing (canInvoiceFrom), that has no live
 * invoice, to a user holding the roles of that status.
 */
export function canPrepareInvoice(
  order: { document?: string; status: string },
  hasLiveInvoice: boolean,
  roles: readonly Role[],
): boolean {
  if (order.document === 'QUOTE' || hasLiveInvoice) return false;
  if (!isOrderStatus(order.status) || !canInvoiceFrom(order.status)) return false;
  return hasAnyRole(roles, prepareInvoiceRoles(order.status));
}

/** B2B needs the customer's tax number (the server refuses otherwise). */
export function b2bAllowed(customer: { tax_number?: string | null } | null): boolean {
  return !!customer?.tax_number?.trim();
}

/** A bill of zero (warranty, goodwill) needs its reason. */
export function isZeroBill(grandTotal: string): boolean {
  return money(grandTotal).isZero();
}

/** "Add payment" shows on a live invoice with something still due, to a user who takes money. */
export function canTakePayment(invoice: { status: string; due_amount: string }, roles: readonly Role[]): boolean {
  return invoice.status === 'ACTIVE' && money(invoice.due_amount).gt(0) && hasAnyRole(roles, PAYMENT_TAKE);
}

export type VoidBlock = 'void' | 'payments' | 'role' | null;

/** Why "Void invoice" is not possible: already void, payments to refund first, or the user lacks the role. */
export function voidBlock(invoice: { status: string; paid_amount: string }, roles: readonly Role[]): VoidBlock {
  if (invoice.status === 'VOID') return 'void';
  if (!hasAnyRole(roles, INVOICE_CREATE)) return 'role';
  if (money(invoice.paid_amount).gt(0)) return 'payments';
  return null;
}

/** Badge colours of a payment status. */
export const PAYMENT_STATUS_COLORS: Record<string, string> = { UNPAID: 'red', PARTIAL: 'orange', PAID: 'green' };
