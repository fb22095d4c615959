import { FINAL_ONLINE_PAYMENT_STATUSES, money, type OnlinePaymentStatus } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { findInvoiceRow } from '../invoices/invoice.repository.ts';
import { dueOf } from '../invoices/invoice-view.ts';
import { receiveMoney } from '../invoices/receive-money.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { closeOpenLink, findByPublicId, lockOnlinePayment, updateOnlinePayment } from './online-payment.repository.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';

export interface WebhookAnswer {
  received: boolean;
  status: OnlinePaymentStatus | null;
}

/**
 * Records the money of a link the provider reports paid, once. The link's order, then its invoice, then the
 * link itself are locked (the order-then-invoice order of every payment, take-payment.ts), so of two copies
 * of one event arriving together the second waits and finds the link already SUCCESS. When the bill can no
 * longer take the amount (voided, or paid meanwhile by other means) nothing is recorded and the link is
 * REFUND_NEEDED: the payer gets the money back from the garage, the bill is never overpaid.
 */
async function recordPayment(
  db: Db,
  found: { groupId: number; garageId: number; id: number; orderId: number; invoiceId: number },
  event: ProviderEvent,
  now: Date,
) {
  const current: Membership = { groupId: found.groupId, garageId: found.garageId, roles: [] };
  return db.transaction(async (tx): Promise<{ status: OnlinePaymentStatus; receiptId?: number }> => {
    // Locks in the payment order: the order, its invoice, then the link (a link's order and bill never change).
    await lockDocument(tx, current, 'ORDER', found.orderId);
    const bill = await findInvoiceRow(tx, current, found.invoiceId, true);
    const link = await lockOnlinePayment(tx, found.groupId, found.id);
    if (!link) return { status: 'FAILED' };
    if (FINAL_ONLINE_PAYMENT_STATUSES.includes(link.status)) return { status: link.status };
    const refund = async (reason: string) => {
      await updateOnlinePayment(tx, link.groupId, link.id, { status: 'REFUND_NEEDED', failureReason: reason, updatedAt: now });
      return { status: 'REFUND_NEEDED' as const };
    };
    const amount = money(link.amount);
    if (event.amount !== null && !money(event.amount).eq(amount)) return refund(`provider took ${event.amount}`);
    if (event.currencyCode !== null && event.currencyCode !== link.currencyCode)
      return refund(`provider took ${event.currencyCode}`);
    if (!bill || bill.status === 'VOID') return refund('invoice voided');
    if (dueOf(bill).lt(amount)) return refund('invoice paid meanwhile');
    const { receipt } = await receiveMoney(
      tx,
      current,
      [bill],
      [{ method: 'PAYMENT_LINK', amount: amount.toFixed(), reference: link.providerReference }],
      null,
      link.createdBy,
      now,
    );
    await updateOnlinePayment(tx, link.groupId, link.id, {
      status: 'SUCCESS',
      receiptId: receipt.id,
      failureReason: null,
      updatedAt: now,
    });
    return { status: 'SUCCESS', receiptId: receipt.id };
  });
}

/**
 * A provider's notification: its signature checked over the raw body first (400, nothing written, when it
 * fails), then acted on at most once. Events of unknown links, or of another provider's links, are
 * acknowledged and ignored (the provider stops sending them).
 */
export async function receiveOnlinePayment(
  db: Db,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
  afterReceipt?: (scope: { groupId: number; garageId: number }, receiptId: number) => Promise<unknown>,
): Promise<WebhookAnswer> {
  const event = await provider.verifyWebhook(rawBody, headers);
  if (event.kind === 'IGNORED' || !event.publicId) return { received: true, status: null };
  const link = await findByPublicId(db, event.publicId);
  if (!link || link.provider !== provider.name) return { received: true, status: null };
  if (event.reference !== null && link.providerReference !== null && event.reference !== link.providerReference)
    return { received: true, status: null };
  if (event.kind === 'SUCCEEDED') {
    const recorded = await recordPayment(db, link, event, now);
    // After the commit (Mexico: the receipt's payment complement is stamped; a failure leaves it to retry).
    if (recorded.receiptId !== undefined && afterReceipt) await afterReceipt(link, recorded.receiptId);
    return { received: true, status: recorded.status };
  }
  const to: OnlinePaymentStatus = event.kind;
  await closeOpenLink(db, link.groupId, link.id, to, event.kind === 'FAILED' ? 'payment refused by the provider' : null, now);
  const after = await findByPublicId(db, event.publicId);
  return { received: true, status: after?.status ?? null };
}
