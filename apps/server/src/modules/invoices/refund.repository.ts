/**
 * Reads and writes of refunding a payment (decision 064); tenant-first, as every query. A refunded receipt
 * keeps its rows and number and is marked (`refunded_at`, `refunded_by`, `refund_reason`); the money out is
 * a refund receipt of a negative amount whose `refund_of_id` names it (unique: a receipt is refunded once).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, creditNote, invoice, receipt } from '../../db/schema.ts';
import { joinedUserName } from '../users/user.repository.ts';
import type { ReceiptRow } from './invoice.repository.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

/** What a receipt's view says of refunds and online money, by receipt id. */
export interface ReceiptMarks {
  refund: {
    at: Date;
    byName: string | null;
    reason: string;
    receiptId: number;
    receiptNumber: string;
  } | null;
  refundOf: { receiptId: number; receiptNumber: string } | null;
  /** The money came through an online payment link (online_payment.receipt_id names the receipt). */
  online: boolean;
}

export const NO_MARKS: ReceiptMarks = { refund: null, refundOf: null, online: false };

const refundReceipt = alias(receipt, 'refund_receipt');
const refundedReceipt = alias(receipt, 'refunded_receipt');

/**
 * The refund state of some receipts (a refunded one: when, by whom, why, its refund receipt; a refund
 * receipt: the receipt it gives back) and whether an online payment brought their money, in one statement.
 * The online check goes through the receipt's payments to online_payment_invoice_idx.
 */
export async function receiptMarks(
  db: Reader,
  groupId: number,
  receiptIds: readonly number[],
): Promise<Map<number, ReceiptMarks>> {
  const out = new Map<number, ReceiptMarks>();
  const ids = [...new Set(receiptIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: receipt.id,
      refundedAt: receipt.refundedAt,
      refundReason: receipt.refundReason,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      countryPhoneCode: appUser.countryPhoneCode,
      mobileNumber: appUser.mobileNumber,
      refundId: refundReceipt.id,
      refundNumber: refundReceipt.receiptNumber,
      refundOfId: receipt.refundOfId,
      refundOfNumber: refundedReceipt.receiptNumber,
      online: sql<boolean>`exists (
        select 1 from payment p
        join online_payment op on op.group_id = p.group_id and op.invoice_id = p.invoice_id and op.receipt_id = p.receipt_id
        where p.group_id = ${receipt.groupId} and p.receipt_id = ${receipt.id})`,
    })
    .from(receipt)
    .leftJoin(appUser, eq(appUser.id, receipt.refundedBy))
    .leftJoin(refundReceipt, and(eq(refundReceipt.groupId, receipt.groupId), eq(refundReceipt.refundOfId, receipt.id)))
    .leftJoin(refundedReceipt, and(eq(refundedReceipt.groupId, receipt.groupId), eq(refundedReceipt.id, receipt.refundOfId)))
    .where(and(eq(receipt.groupId, groupId), inArray(receipt.id, ids)));
  for (const r of rows) {
    out.set(r.id, {
      refund:
        r.refundedAt && r.refundId !== null
          ? {
              at: r.refundedAt,
              byName: joinedUserName(r),
              reason: r.refundReason ?? '',
              receiptId: r.refundId,
              receiptNumber: r.refundNumber ?? '',
            }
          : null,
      refundOf: r.refundOfId !== null ? { receiptId: r.refundOfId, receiptNumber: r.refundOfNumber ?? '' } : null,
      online: Boolean(r.online),
    });
  }
  return out;
}

/** One receipt of this garage, locked until the transaction ends (read again under its bills' locks). */
export async function lockReceipt(tx: Tx, scope: Scope, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await tx
    .select()
    .from(receipt)
    .where(and(eq(receipt.groupId, scope.groupId), eq(receipt.garageId, scope.garageId), eq(receipt.id, id)))
    .for('update');
  return row;
}

/**
 * A credit note of these bills that gave back more than the bill still owed (refunded it or kept it as the
 * customer's credit): after one, a payment of the bill is part of what was given back and cannot be
 * refunded on its own. The first one, with its bill's number.
 */
export async function creditBeyondDue(db: Reader, groupId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return undefined;
  const [row] = await db
    .select({ creditNumber: creditNote.creditNumber, invoiceNumber: invoice.invoiceNumber })
    .from(creditNote)
    .innerJoin(invoice, and(eq(invoice.groupId, creditNote.groupId), eq(invoice.id, creditNote.invoiceId)))
    .where(and(eq(creditNote.groupId, groupId), inArray(creditNote.invoiceId, [...invoiceIds]), gt(creditNote.excess, '0')))
    .orderBy(asc(creditNote.id))
    .limit(1);
  return row;
}

/** Lowers a bill's paid amount by what a refunded receipt had put on it; false when that would go below zero. */
export async function lowerPaid(tx: Tx, groupId: number, invoiceId: number, amount: string): Promise<boolean> {
  const rows = await tx
    .update(invoice)
    .set({ paidAmount: sql`${invoice.paidAmount} - ${amount}::numeric` })
    .where(
      and(
        eq(invoice.groupId, groupId),
        eq(invoice.id, invoiceId),
        eq(invoice.status, 'ACTIVE'),
        sql`${invoice.paidAmount} - ${amount}::numeric >= 0`,
      ),
    )
    .returning({ id: invoice.id });
  return rows.length === 1;
}

/** Marks a receipt refunded, only while it is not: false when another refund got there first. */
export async function markRefunded(
  tx: Tx,
  scope: Scope,
  id: number,
  values: { at: Date; by: number; reason: string },
): Promise<boolean> {
  const rows = await tx
    .update(receipt)
    .set({ refundedAt: values.at, refundedBy: values.by, refundReason: values.reason })
    .where(
      and(
        eq(receipt.groupId, scope.groupId),
        eq(receipt.garageId, scope.garageId),
        eq(receipt.id, id),
        sql`${receipt.refundedAt} is null`,
      ),
    )
    .returning({ id: receipt.id });
  return rows.length === 1;
}
