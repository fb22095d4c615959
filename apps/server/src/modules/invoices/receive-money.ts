import type { PaymentPart } from '@garage/contract';
import {
  allocatePayment,
  canSystemMove,
  documentNumber,
  financialYear,
  type GarageProperties,
  localDay,
  Money,
  money,
  type OrderStatus,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import type { KeyClaim } from '../../platform/idempotency.ts';
import { type DocumentCfdiRow, openPaymentCfdi } from './cfdi/document-cfdi.repository.ts';
import { customerCreditBalance, lockCustomer } from './credit-note.repository.ts';
import {
  type InvoiceRow,
  ordersCoveredBy,
  type PaymentInsert,
  type ReceiptRow,
  type ReceiptWrite,
  writeReceipt,
} from './invoice.repository.ts';
import { dueOf } from './invoice-view.ts';
import { sellerMoneyParam } from './seller-money.ts';

type Part = z.output<typeof PaymentPart>;
interface Seller {
  country_code: string;
  currency_code: string;
  time_zone: string;
  rounding_digits: number;
}

const shownIn = sellerMoneyParam;

/**
 * The orders to move to PAYMENT_DONE, bill by bill as they are paid: an order is paid when every live
 * bill of it is (both shares of a split bill; a summary invoice pays every order it covers), counting
 * what this receipt put on the bills paid so far. Read once, before the write, under the orders' and
 * the bills' locks (ordersCoveredBy).
 */
async function ordersPaidBy(
  tx: Tx,
  current: Membership,
  bills: readonly InvoiceRow[],
  paidNow: readonly Money[],
  dues: readonly Money[],
): Promise<{ moves: Array<{ orderId: number; from: string }>; movedOwn: Map<number, { from: string; to: string }> }> {
  const moves: Array<{ orderId: number; from: string }> = [];
  const movedOwn = new Map<number, { from: string; to: string }>();
  const settling = bills.filter((_, i) => !paidNow[i]!.isZero() && paidNow[i]!.eq(dues[i]!));
  if (settling.length === 0) return { moves, movedOwn };
  const covered = await ordersCoveredBy(tx, current, settling);
  const paidSoFar = new Map<number, Money>();
  const statusNow = new Map<number, string>();
  for (const [index, bill] of bills.entries()) {
    const paid = paidNow[index]!;
    if (paid.isZero()) continue;
    paidSoFar.set(bill.id, paid);
    if (!paid.eq(dues[index]!)) continue;
    for (const order of covered.get(bill.id) ?? []) {
      const allPaid = order.live.every((b) =>
        money(b.due)
          .minus(paidSoFar.get(b.id) ?? 0)
          .isZero(),
      );
      if (!allPaid) continue;
      const from = (statusNow.get(order.orderId) ?? order.status) as OrderStatus;
      if (from !== 'PAYMENT_DONE' && from !== 'COMPLETED' && canSystemMove(from, 'PAYMENT_DONE')) {
        moves.push({ orderId: order.orderId, from });
        statusNow.set(order.orderId, 'PAYMENT_DONE');
        if (order.orderId === bill.orderId) movedOwn.set(bill.id, { from, to: 'PAYMENT_DONE' });
      }
    }
  }
  return { moves, movedOwn };
}

/**
 * Money received at once for one customer's bills (one bill, or several when clearing dues): one
 * numbered receipt, its parts spread over the bills in the order given (allocatePayment), each bill's
 * paid amount raised and each bill paid in full moving its order to PAYMENT_DONE. The caller has locked
 * the bills' orders and then the bills; nothing is written when the parts exceed what is due. Everything
 * is written in one statement (writeReceipt; decision 043, addendum on speed), with the Idempotency-Key's
 * answer when `claim` is given. `known`: the garage's properties when the caller read them already.
 */
export async function receiveMoney(
  tx: Tx,
  current: Membership,
  bills: readonly InvoiceRow[],
  parts: readonly Part[],
  note: string | null | undefined,
  userId: number,
  now: Date,
  claim?: KeyClaim,
  known?: GarageProperties,
): Promise<{
  receipt: ReceiptRow;
  payments: Awaited<ReturnType<typeof writeReceipt>>['payments'];
  cfdi: DocumentCfdiRow | null;
}> {
  const { groupId, garageId } = current;
  if (bills.some((b) => b.status === 'VOID')) throw new AppError('CONFLICT', 'payment.voidInvoice');
  const dues = bills.map(dueOf);
  const due = dues.reduce((sum, d) => sum.plus(d), new Money(0));
  if (due.isZero()) throw new AppError('CONFLICT', 'payment.nothingDue');
  const total = parts.reduce((sum, p) => sum.plus(money(p.amount)), new Money(0));
  const seller = bills[0]!.seller as Seller;
  if (total.gt(due)) throw badRequest('payment.overpay', { amount: shownIn(seller, total), due: shownIn(seller, due) });
  // The customer's credit (from credit notes) is spent under a lock of their row: two bills cannot spend it twice.
  const fromCredit = parts.filter((p) => p.method === 'CUSTOMER_CREDIT').reduce((sum, p) => sum.plus(p.amount), new Money(0));
  if (fromCredit.gt(0)) {
    await lockCustomer(tx, groupId, bills[0]!.customerId);
    const balance = money(await customerCreditBalance(tx, current, bills[0]!.customerId));
    if (fromCredit.gt(balance))
      throw badRequest('payment.creditShort', { balance: shownIn(seller, balance), amount: shownIn(seller, fromCredit) });
  }

  const customerId = bills[0]!.customerId;
  // Only the receipt prefix is read here (the bill carries the garage as billed): a payment is a short transaction.
  const { receipt_prefix: receiptPrefix } = known ?? (await loadProperties(tx, groupId, garageId));
  const day = localDay(now, seller.time_zone);
  const year = financialYear(day, seller.country_code);
  const slices = allocatePayment(
    dues,
    parts.map((p) => p.amount),
  );
  const payments: PaymentInsert[] = slices.map(({ bill, part, amount }) => {
    const p = parts[part]!;
    const cheque = p.method === 'CHEQUE';
    return {
      groupId,
      garageId,
      invoiceId: bills[bill]!.id,
      orderId: bills[bill]!.orderId,
      method: p.method,
      amount: amount.toFixed(),
      reference: p.reference?.trim() || null,
      chequeNumber: cheque ? (p.cheque_number ?? null) : null,
      bankName: cheque ? (p.bank_name ?? null) : null,
      chequeDate: cheque ? (p.cheque_date ?? null) : null,
      paidAt: now,
    };
  });
  const paidNow = bills.map((_, index) =>
    slices.filter((s) => s.bill === index).reduce((sum, s) => sum.plus(s.amount), new Money(0)),
  );
  const { moves, movedOwn } = await ordersPaidBy(tx, current, bills, paidNow, dues);
  const paid: ReceiptWrite['paid'] = [];
  const activity: ReceiptWrite['activity'] = [];
  for (const [index, bill] of bills.entries()) {
    const amount = paidNow[index]!;
    if (amount.isZero()) continue;
    paid.push({ invoiceId: bill.id, amount: amount.toFixed() });
    activity.push({
      orderId: bill.orderId,
      detail: {
        invoice_id: bill.id,
        amount: amount.toFixed(),
        methods: slices
          .filter((s) => s.bill === index)
          .map((s) => ({ method: parts[s.part]!.method, amount: s.amount.toFixed() })),
        ...(movedOwn.get(bill.id) ?? {}),
      },
    });
  }
  // The receipt's number is taken in the same statement that writes everything: the counter row stays
  // locked only until the commit that follows (platform/counters.ts).
  const head = documentNumber(receiptPrefix, year.label, 0).slice(0, -'00000'.length);
  const written = await writeReceipt(
    tx,
    {
      groupId,
      garageId,
      customerId,
      fy: year.label,
      amount: total.toFixed(),
      note: note?.trim() || null,
      receivedAt: now,
      localDay: day,
      createdBy: userId,
    },
    {
      counterKind: yearCounterKind('RECEIPT', year.label),
      numberHead: head,
      payments,
      paid,
      moves,
      activity,
      userId,
      now,
      ...(claim ? { claim } : {}),
    },
  );
  if (written.paid !== paid.length || written.moved !== moves.length) throw new AppError('CONFLICT', 'order.changedMeanwhile');
  // Mexico: the payment complement (REP) of a PPD bill opens PENDING with the receipt; stamped after the commit.
  const cfdi = await openPaymentCfdi(
    tx,
    { ...current, country: seller.country_code },
    written.receipt.id,
    bills,
    dues,
    paidNow,
    now,
  );
  return { receipt: written.receipt, payments: written.payments, cfdi };
}
