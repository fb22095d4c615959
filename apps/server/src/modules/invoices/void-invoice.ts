import type { InvoiceVoidQuery } from '@garage/contract';
import { canSystemMove, money, type OrderStatus } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { expireOpenLinksOfInvoice } from '../online-payments/online-payment.repository.ts';
import { findDocumentStatus, lockDocument } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { returnInvoiceStock } from '../parts-on-orders/invoice-stock.ts';
import { cancelUncoveredGlobal, cfdisOf, updateCfdi } from './cfdi/cfdi.repository.ts';
import type { CfdiStamper } from './cfdi/cfdi-stamper.ts';
import { liveInvoicesOfOrder, markVoid, ordersOfBill, summaryInvoiceOfOrder, unlinkSummaryOrders } from './invoice.repository.ts';
import { type BillSeller, sellerMoneyParam } from './seller-money.ts';

type VoidInput = z.output<typeof InvoiceVoidQuery>;

/**
 * Mexico: a stamped CFDI is cancelled through the PAC with SAT's reason (01 names the CFDI replacing it)
 * before the void commits; if the PAC refuses, nothing is voided (SAT still holds the CFDI as valid). A CFDI
 * never stamped is closed without asking anyone.
 */
async function cancelCfdis(
  tx: Tx,
  current: Membership,
  invoiceIds: number[],
  query: VoidInput,
  stamper: CfdiStamper,
  now: Date,
): Promise<void> {
  const rows = await cfdisOf(tx, current, invoiceIds);
  const stamped = rows.filter((r) => r.status === 'STAMPED');
  if (stamped.length > 0 && !query.cfdi_cancel_reason) throw badRequest('cfdi.cancelReasonRequired');
  if (stamped.length > 0 && query.cfdi_cancel_reason === '01' && !query.cfdi_substitute_uuid)
    throw badRequest('cfdi.substituteRequired');
  for (const row of rows) {
    if (row.status === 'CANCELLED') continue;
    // A public sale in a global invoice is stated there: voiding it alone would leave the global invoice wrong.
    if (row.status === 'GLOBAL') {
      if (row.globalCfdiId || !(await cancelUncoveredGlobal(tx, current, row.invoiceId, now)))
        throw new AppError('CONFLICT', 'cfdiGlobal.covered');
      continue;
    }
    if (row.status !== 'STAMPED') {
      await updateCfdi(tx, current, row.invoiceId, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
      continue;
    }
    const reason = query.cfdi_cancel_reason!;
    const substitute = reason === '01' ? (query.cfdi_substitute_uuid?.toUpperCase() ?? null) : null;
    let cancelledAt: Date;
    try {
      ({ cancelledAt } = await stamper.cancel(row.uuid!, reason, substitute));
    } catch (error) {
      throw new AppError('CONFLICT', 'cfdi.cancelFailed', { reason: error instanceof Error ? error.message : String(error) });
    }
    await updateCfdi(tx, current, row.invoiceId, {
      status: 'CANCELLED',
      cancelReason: reason,
      substituteUuid: substitute,
      cancelledAt,
      updatedAt: now,
    });
  }
}

/**
 * Voids the live invoice of an order with a reason. Its number stays taken (numbers are never reused);
 * an invoice with payments is refused until they are refunded. The order goes back to VEHICLE_READY, so
 * it can be corrected and billed again.
 */
export async function voidInvoice(
  tx: Tx,
  current: Membership,
  query: VoidInput,
  userId: number,
  now: Date,
  stamper: CfdiStamper,
): Promise<number> {
  const order = await lockDocument(tx, current, 'ORDER', query.order_id);
  // A split bill is voided whole: both shares, or neither.
  let bills = await liveInvoicesOfOrder(tx, current, order.id, true);
  // An order billed in a summary invoice voids the summary (every order it covers goes back), the
  // summary's own first order as much as the others.
  const summary =
    bills.length === 0
      ? await summaryInvoiceOfOrder(tx, current, order.id)
      : bills.find((b) => b.invoiceType === 'B2B_SUMMARY_INVOICE');
  if (summary) bills = [summary];
  const bill = bills.find((b) => b.share !== 'INSURER') ?? bills[0];
  if (!bill) throw new AppError('CONFLICT', 'invoice.noLiveInvoice');
  // Payments and credit notes both stand in the way: money or goods went back against this bill.
  const paid = bills.reduce((sum, b) => sum.plus(b.paidAmount).plus(b.creditedAmount), money(0));
  if (!paid.isZero()) {
    throw new AppError('CONFLICT', 'invoice.voidPaid', { amount: sellerMoneyParam(bill.seller as BillSeller, paid) });
  }
  await cancelCfdis(
    tx,
    current,
    bills.map((b) => b.id),
    query,
    stamper,
    now,
  );
  const covered = summary ? await ordersOfBill(tx, current.groupId, summary) : [order.id];
  for (const b of bills) {
    await markVoid(tx, current.groupId, b.id, { reason: query.cancel_reason, at: now, by: userId });
    // Its payment links close with it: money sent through one now would have no bill to pay.
    await expireOpenLinksOfInvoice(tx, current.groupId, b.id, 'invoice void', now);
  }
  // What the bill took goes back on the shelf at the cost it left with (decision 056); the orders hold
  // their serial numbers again (decision 056 addendum).
  await returnInvoiceStock(
    tx,
    { current, userId, now },
    bills.map((b) => b.id),
    covered,
  );
  if (summary) await unlinkSummaryOrders(tx, current.groupId, summary.id);
  const from = order.status as OrderStatus;
  for (const orderId of covered) {
    const status =
      orderId === order.id ? from : ((await findDocumentStatus(tx, current, 'ORDER', orderId))?.status as OrderStatus);
    if (canSystemMove(status, 'VEHICLE_READY') && status !== 'VEHICLE_READY')
      await conditionalMove(tx, current, orderId, status, 'VEHICLE_READY', null, now, 'order.changedMeanwhile');
  }
  await logActivity(tx, current.groupId, order.id, 'INVOICE_VOID', userId, now, {
    invoice_id: bill.id,
    invoice_number: bills.map((b) => b.invoiceNumber).join(', '),
    reason: query.cancel_reason,
    ...(query.cfdi_cancel_reason ? { cfdi_cancel_reason: query.cfdi_cancel_reason } : {}),
    from,
    to: 'VEHICLE_READY',
  });
  return bill.id;
}
