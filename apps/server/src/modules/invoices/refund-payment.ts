import type { PaymentRefund } from '@garage/contract';
import {
  canSystemMove,
  documentNumber,
  financialYear,
  localDay,
  Money,
  money,
  type OrderStatus,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { findDocumentStatus, lockDocument } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import type { CfdiStamper } from './cfdi/cfdi-stamper.ts';
import { findDocumentCfdi, updateDocumentCfdi } from './cfdi/document-cfdi.repository.ts';
import {
  findReceiptRow,
  type InvoiceRow,
  insertPayments,
  insertReceipt,
  invoicesByIds,
  ordersOfBill,
  paymentsOfReceipt,
  setReceiptNumber,
} from './invoice.repository.ts';
import { creditBeyondDue, lockReceipt, lowerPaid, markRefunded, receiptMarks } from './refund.repository.ts';

type RefundInput = z.output<typeof PaymentRefund>;
interface Seller {
  country_code: string;
  time_zone: string;
}

/**
 * Mexico: the receipt's payment complement (REP) goes with the money. A stamped one is cancelled through the
 * PAC with SAT's reason 02 ("comprobante emitido con errores sin relación": the payment did not stand) and no
 * substitute; one never stamped is closed without asking anyone. Called once the refund is written and before
 * its number is taken: if the PAC refuses, nothing of the refund is written (SAT still holds the REP as valid).
 */
async function cancelPaymentCfdi(tx: Tx, current: Membership, receiptId: number, stamper: CfdiStamper, now: Date) {
  const row = await findDocumentCfdi(tx, current, { receiptId }, true);
  if (!row || row.status === 'CANCELLED' || row.status === 'NOT_REQUIRED') return;
  if (row.status !== 'STAMPED') {
    await updateDocumentCfdi(tx, current, row.id, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
    return;
  }
  let cancelledAt: Date;
  try {
    ({ cancelledAt } = await stamper.cancel(row.uuid!, '02', null));
  } catch (error) {
    throw new AppError('CONFLICT', 'cfdi.cancelFailed', { reason: error instanceof Error ? error.message : String(error) });
  }
  await updateDocumentCfdi(tx, current, row.id, { status: 'CANCELLED', cancelReason: '02', cancelledAt, updatedAt: now });
}

/**
 * Refunds one receipt whole (decision 064): a numbered refund receipt of the negative amount gives the money
 * back in the receipt's own methods and on its own bills (a CUSTOMER_CREDIT part goes back onto the
 * customer's credit, which is computed from these rows), each bill's paid amount falls by what the receipt
 * put on it, and an order that was PAYMENT_DONE goes back to PAYMENT_DUE. The receipt is marked refunded
 * (when, by whom, why). The bills' orders are locked first (in id order), then the bills, then the receipt,
 * as every money use case locks them, so a refund and a payment, a void or a second refund queue; the second
 * refund then finds the receipt refunded. Answers the refund receipt's id.
 */
export async function refundPayment(
  tx: Tx,
  current: Membership,
  receiptId: number,
  body: RefundInput,
  userId: number,
  now: Date,
  stamper: CfdiStamper,
): Promise<number> {
  const { groupId, garageId } = current;
  const named = await findReceiptRow(tx, current, receiptId);
  if (!named) throw new AppError('NOT_FOUND', 'payment.notFound');
  const parts = (await paymentsOfReceipt(tx, groupId, named.id)).map((r) => r.p);
  if (named.refundOfId !== null || !money(named.amount).gt(0) || parts.length === 0)
    throw new AppError('CONFLICT', 'payment.refundOfRefund', { number: named.receiptNumber });
  for (const orderId of [...new Set(parts.map((p) => p.orderId))].sort((a, b) => a - b))
    await lockDocument(tx, current, 'ORDER', orderId);
  const bills = await invoicesByIds(tx, current, [...new Set(parts.map((p) => p.invoiceId))], true);
  const locked = (await lockReceipt(tx, current, named.id))!;
  if (locked.refundedAt !== null) throw new AppError('CONFLICT', 'payment.alreadyRefunded', { number: locked.receiptNumber });
  const dead = bills.find((b) => b.status === 'VOID');
  if (dead) throw new AppError('CONFLICT', 'payment.refundVoidInvoice', { invoice: dead.invoiceNumber });
  const credited = await creditBeyondDue(
    tx,
    groupId,
    bills.map((b) => b.id),
  );
  if (credited)
    throw new AppError('CONFLICT', 'payment.refundCredited', { credit: credited.creditNumber, invoice: credited.invoiceNumber });

  const seller = bills[0]!.seller as Seller;
  const day = localDay(now, seller.time_zone);
  const year = financialYear(day, seller.country_code);
  const reason = body.reason.trim();
  const refundId = await insertReceipt(tx, {
    groupId,
    garageId,
    customerId: locked.customerId,
    fy: year.label,
    number: 0,
    amount: money(locked.amount).negated().toFixed(),
    note: reason,
    receivedAt: now,
    localDay: day,
    createdBy: userId,
    refundOfId: locked.id,
  });
  // The money goes back as it came: each part in its method, on its bill, with its reference or cheque.
  await insertPayments(
    tx,
    parts.map((p) => ({
      groupId,
      garageId,
      receiptId: refundId,
      invoiceId: p.invoiceId,
      orderId: p.orderId,
      method: p.method,
      amount: money(p.amount).negated().toFixed(),
      reference: p.reference,
      chequeNumber: p.chequeNumber,
      bankName: p.bankName,
      chequeDate: p.chequeDate,
      paidAt: now,
    })),
  );
  if (!(await markRefunded(tx, current, locked.id, { at: now, by: userId, reason })))
    throw new AppError('CONFLICT', 'payment.alreadyRefunded', { number: locked.receiptNumber });

  const online = (await receiptMarks(tx, groupId, [locked.id])).get(locked.id)?.online ?? false;
  const refunds: Array<{ bill: InvoiceRow; amount: Money; moved: { from: string; to: string } | null }> = [];
  for (const bill of bills) {
    const amount = parts.filter((p) => p.invoiceId === bill.id).reduce((sum, p) => sum.plus(p.amount), new Money(0));
    if (!(await lowerPaid(tx, groupId, bill.id, amount.toFixed()))) throw new AppError('CONFLICT', 'order.changedMeanwhile');
    // The bill is owed again: every order it covers that was paid goes back to PAYMENT_DUE (a delivered,
    // COMPLETED order stays so, with the due on the customer, as a bill delivered on account).
    let moved: { from: string; to: string } | null = null;
    for (const orderId of await ordersOfBill(tx, groupId, bill)) {
      const from = (await findDocumentStatus(tx, current, 'ORDER', orderId))?.status as OrderStatus | undefined;
      if (from !== 'PAYMENT_DONE' || !canSystemMove(from, 'PAYMENT_DUE')) continue;
      await conditionalMove(tx, current, orderId, from, 'PAYMENT_DUE', null, now, 'order.changedMeanwhile');
      if (orderId === bill.orderId) moved = { from, to: 'PAYMENT_DUE' };
    }
    refunds.push({ bill, amount, moved });
  }

  // Mexico: the payment complement is cancelled at SAT once the refund is written, but before its number is
  // taken: the PAC is asked over the network, and the garage's receipt counter must not stay locked meanwhile
  // (every receipt of the garage would wait for the PAC). If the PAC refuses, nothing of the refund is written.
  await cancelPaymentCfdi(tx, current, locked.id, stamper, now);

  // The refund's number last: the counter row stays locked only until the commit (platform/counters.ts).
  const { receipt_prefix: prefix } = await loadProperties(tx, groupId, garageId);
  const n = await assignNumber(tx, current, yearCounterKind('RECEIPT', year.label), (number) =>
    setReceiptNumber(tx, groupId, refundId, number, documentNumber(prefix, year.label, number)),
  );
  const refundNumber = documentNumber(prefix, year.label, n);
  for (const { bill, amount, moved } of refunds) {
    await logActivity(tx, groupId, bill.orderId, 'PAYMENT_REFUNDED', userId, now, {
      receipt_id: locked.id,
      receipt_number: locked.receiptNumber,
      refund_receipt_id: refundId,
      refund_receipt_number: refundNumber,
      invoice_id: bill.id,
      invoice_number: bill.invoiceNumber,
      amount: amount.toFixed(),
      methods: parts.filter((p) => p.invoiceId === bill.id).map((p) => ({ method: p.method, amount: money(p.amount).toFixed() })),
      reason,
      ...(online ? { online: true } : {}),
      ...(moved ?? {}),
    });
  }
  return refundId;
}

/** Refunds a receipt once per Idempotency-Key: a double press or a retry answers the first refund. */
export async function refundPaymentOnce(
  db: Db,
  current: Membership,
  receiptId: number,
  body: RefundInput,
  userId: number,
  now: Date,
  stamper: CfdiStamper,
  key: string | undefined,
): Promise<Stored<{ id: number }>> {
  return idempotent(
    db,
    { userId, scope: `paymentRefund:${current.garageId}`, key, body: { receipt_id: receiptId, ...body } },
    async (tx) => {
      await refundPayment(tx, current, receiptId, body, userId, now, stamper);
      return { status: 200, body: { id: receiptId } };
    },
  );
}
