import type { PaymentPart } from '@garage/contract';
import {
  allocatePayment,
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
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { findDocumentStatus } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { customerCreditBalance, lockCustomer } from './credit-note.repository.ts';
import {
  addPaid,
  type InvoiceRow,
  insertPayments,
  insertReceipt,
  liveInvoicesOfOrder,
  ordersOfBill,
  setReceiptNumber,
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

async function allPaid(tx: Tx, current: Membership, orderId: number): Promise<boolean> {
  const live = await liveInvoicesOfOrder(tx, current, orderId);
  return live.every((b) => dueOf(b).isZero());
}

/**
 * Money received at once for one customer's bills (one bill, or several when clearing dues): one
 * numbered receipt, its parts spread over the bills in the order given (allocatePayment), each bill's
 * paid amount raised and each bill paid in full moving its order to PAYMENT_DONE. The caller has locked
 * the bills' orders and then the bills; nothing is written when the parts exceed what is due.
 */
export async function receiveMoney(
  tx: Tx,
  current: Membership,
  bills: readonly InvoiceRow[],
  parts: readonly Part[],
  note: string | null | undefined,
  userId: number,
  now: Date,
): Promise<number> {
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
  const { receipt_prefix: receiptPrefix } = await loadProperties(tx, groupId, garageId);
  const day = localDay(now, seller.time_zone);
  const year = financialYear(day, seller.country_code);
  const receiptId = await insertReceipt(tx, {
    groupId,
    garageId,
    customerId,
    fy: year.label,
    number: 0,
    amount: total.toFixed(),
    note: note?.trim() || null,
    receivedAt: now,
    localDay: day,
    createdBy: userId,
  });
  const slices = allocatePayment(
    dues,
    parts.map((p) => p.amount),
  );
  await insertPayments(
    tx,
    slices.map(({ bill, part, amount }) => {
      const p = parts[part]!;
      const cheque = p.method === 'CHEQUE';
      return {
        groupId,
        garageId,
        receiptId,
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
    }),
  );
  const activity: Array<{ orderId: number; detail: Record<string, unknown> }> = [];
  for (const [index, bill] of bills.entries()) {
    const mine = slices.filter((s) => s.bill === index);
    const paid = mine.reduce((sum, s) => sum.plus(s.amount), new Money(0));
    if (paid.isZero()) continue;
    if (!(await addPaid(tx, groupId, bill.id, paid.toFixed()))) throw new AppError('CONFLICT', 'order.changedMeanwhile');
    let moved: { from: string; to: string } | null = null;
    // An order is paid when every live bill of it is (both shares of a split bill); a summary invoice pays
    // every order it covers.
    if (paid.eq(dues[index]!)) {
      for (const orderId of await ordersOfBill(tx, groupId, bill)) {
        if (!(await allPaid(tx, current, orderId))) continue;
        const from = (await findDocumentStatus(tx, current, 'ORDER', orderId))?.status as OrderStatus | undefined;
        if (from && from !== 'PAYMENT_DONE' && from !== 'COMPLETED' && canSystemMove(from, 'PAYMENT_DONE')) {
          await conditionalMove(tx, current, orderId, from, 'PAYMENT_DONE', null, now, 'order.changedMeanwhile');
          if (orderId === bill.orderId) moved = { from, to: 'PAYMENT_DONE' };
        }
      }
    }
    activity.push({
      orderId: bill.orderId,
      detail: {
        receipt_id: receiptId,
        invoice_id: bill.id,
        amount: paid.toFixed(),
        methods: mine.map((s) => ({ method: parts[s.part]!.method, amount: s.amount.toFixed() })),
        ...(moved ?? {}),
      },
    });
  }
  // The receipt's number is taken last: the counter row stays locked until commit (platform/counters.ts).
  const prefix = receiptPrefix;
  const number = await assignNumber(tx, current, yearCounterKind('RECEIPT', year.label), (n) =>
    setReceiptNumber(tx, groupId, receiptId, n, documentNumber(prefix, year.label, n)),
  );
  for (const { orderId, detail } of activity)
    await logActivity(tx, groupId, orderId, 'PAYMENT', userId, now, {
      ...detail,
      receipt_number: documentNumber(prefix, year.label, number),
    });
  return receiptId;
}
