import type { PaymentCreate, Receipt } from '@garage/contract';
import {
  canSystemMove,
  createFormatter,
  documentNumber,
  financialYear,
  type Language,
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
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type Stored } from '../../platform/idempotency.ts';
import { findDocumentStatus, lockDocument } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { billingParties } from './billing-parties.ts';
import {
  addPaid,
  findInvoiceRow,
  type InvoiceRow,
  insertPayments,
  insertReceipt,
  liveInvoiceOfOrder,
  setReceiptNumber,
} from './invoice.repository.ts';
import { dueOf } from './invoice-view.ts';
import { loadReceipt } from './load-receipt.ts';

type PaymentInput = z.output<typeof PaymentCreate>;

/**
 * The bill a payment is for (named by invoice, or the order's live invoice), locked until the
 * transaction ends. Its order is locked first: every use case that touches both (invoicing, voiding,
 * paying) locks the order before the invoice, so two of them can never wait on each other.
 */
async function lockBill(tx: Tx, current: Membership, body: PaymentInput): Promise<InvoiceRow> {
  let orderId = body.order_id;
  if (body.invoice_id !== undefined) {
    const named = await findInvoiceRow(tx, current, body.invoice_id);
    if (!named) throw new AppError('NOT_FOUND', 'invoice.notFound');
    orderId = named.orderId;
  }
  await lockDocument(tx, current, 'ORDER', orderId!);
  const row =
    body.invoice_id !== undefined
      ? await findInvoiceRow(tx, current, body.invoice_id, true)
      : await liveInvoiceOfOrder(tx, current, orderId!, true);
  if (!row) throw new AppError('CONFLICT', 'invoice.noLiveInvoice');
  return row;
}

/**
 * Takes money for one bill in one or more methods: one numbered receipt, a payment row per method. The
 * invoice row is locked first, so two payments of one bill queue and the second sees what the first
 * paid; a payment over what is due is refused and nothing is written. A bill paid in full moves its
 * order from PAYMENT_DUE to PAYMENT_DONE.
 */
export async function takePayment(tx: Tx, current: Membership, body: PaymentInput, userId: number, now: Date): Promise<number> {
  const { groupId, garageId } = current;
  const bill = await lockBill(tx, current, body);
  if (bill.status === 'VOID') throw new AppError('CONFLICT', 'payment.voidInvoice');
  const due = dueOf(bill);
  if (due.isZero()) throw new AppError('CONFLICT', 'payment.nothingDue');
  const total = body.payments.reduce((sum, p) => sum.plus(money(p.amount)), new Money(0));
  const seller = bill.seller as { country_code: string; currency_code: string; time_zone: string; rounding_digits: number };
  if (total.gt(due)) {
    const shown = (value: Money) => (language: Language) =>
      createFormatter({
        language,
        countryCode: seller.country_code,
        currency: seller.currency_code,
        digits: seller.rounding_digits,
        timeZone: seller.time_zone,
      }).money(value.toFixed());
    throw badRequest('payment.overpay', { amount: shown(total), due: shown(due) });
  }
  const parties = await billingParties(tx, current, bill.customerId);
  const day = localDay(now, seller.time_zone);
  const year = financialYear(day, seller.country_code);
  const receiptId = await insertReceipt(tx, {
    groupId,
    garageId,
    customerId: bill.customerId,
    fy: year.label,
    number: 0,
    amount: total.toFixed(),
    note: body.note?.trim() || null,
    receivedAt: now,
    localDay: day,
    createdBy: userId,
  });
  await insertPayments(
    tx,
    body.payments.map((p) => ({
      groupId,
      garageId,
      receiptId,
      invoiceId: bill.id,
      orderId: bill.orderId,
      method: p.method,
      amount: p.amount,
      reference: p.reference?.trim() || null,
      chequeNumber: p.method === 'CHEQUE' ? (p.cheque_number ?? null) : null,
      bankName: p.method === 'CHEQUE' ? (p.bank_name ?? null) : null,
      chequeDate: p.method === 'CHEQUE' ? (p.cheque_date ?? null) : null,
      paidAt: now,
    })),
  );
  if (!(await addPaid(tx, groupId, bill.id, total.toFixed()))) throw new AppError('CONFLICT', 'order.changedMeanwhile');
  const settled = total.eq(due);
  let moved: { from: string; to: string } | null = null;
  if (settled) {
    const order = await findDocumentStatus(tx, current, 'ORDER', bill.orderId);
    const from = order?.status as OrderStatus | undefined;
    if (from && from !== 'PAYMENT_DONE' && from !== 'COMPLETED' && canSystemMove(from, 'PAYMENT_DONE')) {
      await conditionalMove(tx, current, bill.orderId, from, 'PAYMENT_DONE', null, now, 'order.changedMeanwhile');
      moved = { from, to: 'PAYMENT_DONE' };
    }
  }
  const prefix = parties.receiptPrefix;
  const number = await assignNumber(tx, current, yearCounterKind('RECEIPT', year.label), (n) =>
    setReceiptNumber(tx, groupId, receiptId, n, documentNumber(prefix, year.label, n)),
  );
  await logActivity(tx, groupId, bill.orderId, 'PAYMENT', userId, now, {
    receipt_id: receiptId,
    receipt_number: documentNumber(prefix, year.label, number),
    invoice_id: bill.id,
    amount: total.toFixed(),
    methods: body.payments.map((p) => ({ method: p.method, amount: p.amount })),
    ...(moved ?? {}),
  });
  return receiptId;
}

/** Takes a payment once per Idempotency-Key: a double press or a retry answers the first receipt. */
export async function takePaymentOnce(
  db: Db,
  current: Membership,
  body: PaymentInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view: Receipt }> {
  const scope = `payment:${current.garageId}`;
  const result = await idempotent(db, { userId, scope, key, body }, async (tx) => ({
    status: 201,
    body: { id: await takePayment(tx, current, body, userId, now) },
  }));
  return { ...result, view: await loadReceipt(db, current, result.body.id) };
}
