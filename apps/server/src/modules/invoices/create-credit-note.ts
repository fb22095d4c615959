import type { CreditNoteCreate } from '@garage/contract';
import {
  billTotals,
  canSystemMove,
  documentNumber,
  financialYear,
  localDay,
  Money,
  money,
  type OrderStatus,
  type PricedFigures,
  remainingFigures,
  splitLine,
  yearCounterKind,
} from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { assignNumber } from '../../platform/counters.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findDocumentStatus, lockDocument } from '../orders/order.repository.ts';
import { conditionalMove } from '../orders/order-write.repository.ts';
import { returnCreditNoteStock } from '../parts-on-orders/credit-note-stock.ts';
import { checkPaymentMethods } from '../payment-methods/check-payment-methods.ts';
import { billingParties } from './billing-parties.ts';
import { findCfdi } from './cfdi/cfdi.repository.ts';
import { openCreditNoteCfdi } from './cfdi/document-cfdi.repository.ts';
import {
  creditedLines,
  creditInvoice,
  insertCreditNote,
  insertCreditNoteLines,
  setCreditNumber,
  setRefundReceipt,
} from './credit-note.repository.ts';
import {
  findInvoiceRow,
  type InvoiceLineRow,
  insertPayments,
  insertReceipt,
  invoiceLines,
  liveInvoicesOfOrder,
  ordersOfBill,
  setReceiptNumber,
} from './invoice.repository.ts';
import { dueOf } from './invoice-view.ts';

type CreateInput = z.output<typeof CreditNoteCreate>;
/** What of one invoice line is returned: its share by quantity; the last return takes exactly what is left. */
function returnedFigures(
  line: InvoiceLineRow,
  quantity: Money,
  before: { quantity: Money; figures: PricedFigures[] },
  digits: number,
): PricedFigures {
  const left = new Money(line.quantity).minus(before.quantity);
  const priced = line.priced as PricedFigures;
  if (quantity.eq(left)) return remainingFigures(priced, before.figures, digits);
  return splitLine(priced, quantity.dividedBy(line.quantity).times(100), digits).insurer;
}

/**
 * Order return / credit note: the lines (or everything not yet returned) a customer gives back of an
 * invoice, each priced as its share of the billed line, so returns never credit more than was invoiced.
 * The credit first takes off the bill's due; what is left is refunded (a refund receipt, money out) or
 * kept as the customer's credit. The order and then the invoice are locked first, as payments lock them.
 */
export async function createCreditNote(
  tx: Tx,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
): Promise<number> {
  const { groupId, garageId } = current;
  const named = await findInvoiceRow(tx, current, body.invoice_id);
  if (!named) throw new AppError('NOT_FOUND', 'invoice.notFound');
  await lockDocument(tx, current, 'ORDER', named.orderId);
  const bill = (await findInvoiceRow(tx, current, body.invoice_id, true))!;
  if (bill.status === 'VOID') throw new AppError('CONFLICT', 'credit.voidInvoice');
  // Mexico: a sale left for the global invoice is either stated by one already (its egreso relates it) or not yet
  // (the global invoice states it less this credit). Its CFDI row is locked so a global invoice issued meanwhile
  // is decided before or after this credit note, never in between (global invoices lock the same rows).
  await findCfdi(tx, current, bill.id, true);
  const parties = await billingParties(tx, current, bill.customerId);
  const digits = parties.seller.rounding_digits;
  const lines = await invoiceLines(tx, groupId, bill.id);
  const earlier = await creditedLines(
    tx,
    groupId,
    lines.map((l) => l.id),
  );
  const before = new Map(
    lines.map((l) => {
      const mine = earlier.filter((e) => e.invoiceLineId === l.id);
      return [
        l.id,
        {
          quantity: mine.reduce((acc, e) => acc.plus(e.quantity), new Money(0)),
          figures: mine.map((e) => e.priced as PricedFigures),
        },
      ];
    }),
  );
  const wanted = new Map<number, Money>();
  if (body.complete_ro) {
    for (const l of lines) {
      const left = new Money(l.quantity).minus(before.get(l.id)!.quantity);
      if (left.gt(0)) wanted.set(l.id, left);
    }
    if (wanted.size === 0) throw new AppError('CONFLICT', 'credit.nothingLeft');
  } else {
    for (const w of body.lines) wanted.set(w.line_id, (wanted.get(w.line_id) ?? new Money(0)).plus(w.quantity));
  }
  // The serial numbers named as coming back, per line (decision 056 addendum).
  const serials = new Map<number, string[]>();
  for (const w of body.complete_ro ? [] : body.lines)
    if (w.serials?.length) serials.set(w.line_id, [...(serials.get(w.line_id) ?? []), ...w.serials.map((c) => c.trim())]);
  const returned = [...wanted].map(([lineId, quantity]) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw badRequest('credit.lineUnknown', { line: lineId });
    const prior = before.get(line.id)!;
    const left = new Money(line.quantity).minus(prior.quantity);
    if (quantity.gt(left)) throw badRequest('credit.overQuantity', { left: left.toFixed(), name: line.name });
    return { line, quantity, priced: returnedFigures(line, quantity, prior, digits) };
  });
  const totals = billTotals(
    returned.map((r) => ({ priced: r.priced, categoryName: (r.line.taxCategory as { name?: string } | null)?.name ?? null })),
    parties.seller.country_code,
    digits,
  );
  const credit = money(totals.grand_total);
  const due = dueOf(bill);
  const applied = Money.min(credit, due);
  const excess = credit.minus(applied);
  const settlement = excess.gt(0) ? body.settlement : 'NONE';
  const day = localDay(now, parties.seller.time_zone);
  const year = financialYear(day, parties.seller.country_code);

  const id = await insertCreditNote(tx, {
    groupId,
    garageId,
    invoiceId: bill.id,
    orderId: bill.orderId,
    customerId: bill.customerId,
    fy: year.label,
    number: 0,
    reason: body.reason.trim(),
    settlement,
    subTotal: totals.sub_total,
    discount: totals.discount,
    taxTotal: totals.tax_total,
    grandTotal: totals.grand_total,
    taxLines: totals.tax_lines,
    appliedToDue: applied.toFixed(),
    excess: excess.toFixed(),
    createdAt: now,
    localDay: day,
    createdBy: userId,
  });
  await insertCreditNoteLines(
    tx,
    returned.map(({ line, quantity, priced }) => ({
      groupId,
      creditNoteId: id,
      invoiceLineId: line.id,
      position: line.position,
      kind: line.kind,
      itemId: line.itemId,
      name: line.name,
      code: line.code,
      quantity: quantity.toFixed(),
      unitPrice: line.unitPrice,
      taxCategory: line.taxCategory,
      priced,
      total: priced.total,
    })),
  );
  // Returned parts go back on the shelf at the cost they left with (decision 056).
  await returnCreditNoteStock(
    tx,
    { current, userId, now },
    { id: bill.id, orderIds: await ordersOfBill(tx, groupId, bill) },
    id,
    returned.map((r) => ({
      kind: r.line.kind,
      itemId: r.line.itemId,
      name: r.line.name,
      quantity: r.quantity.toFixed(),
      priced: r.line.priced,
      serials: serials.get(r.line.id) ?? [],
    })),
  );
  // A refund is money out: a receipt of a negative amount, in the method the money went back in.
  let refundReceiptId: number | null = null;
  if (settlement === 'REFUND') {
    // Money out in a method the garage takes (its payment master); never the customer's credit or on account.
    if (body.refund_method === 'CUSTOMER_CREDIT' || body.refund_method === 'ON_ACCOUNT') throw badRequest('credit.refundMethod');
    await checkPaymentMethods(tx, current, [body.refund_method]);
    refundReceiptId = await insertReceipt(tx, {
      groupId,
      garageId,
      customerId: bill.customerId,
      fy: year.label,
      number: 0,
      amount: excess.negated().toFixed(),
      note: body.reason.trim(),
      receivedAt: now,
      localDay: day,
      createdBy: userId,
    });
    await insertPayments(tx, [
      {
        groupId,
        garageId,
        receiptId: refundReceiptId,
        invoiceId: bill.id,
        orderId: bill.orderId,
        method: body.refund_method,
        amount: excess.negated().toFixed(),
        reference: body.refund_reference?.trim() || null,
        paidAt: now,
      },
    ]);
    await setRefundReceipt(tx, groupId, id, refundReceiptId);
  }
  await creditInvoice(tx, groupId, bill.id, credit.toFixed(), settlement === 'REFUND' ? excess.toFixed() : '0');

  // A bill the credit settles moves its order on, as a payment that settles it would.
  let moved: { from: string; to: string } | null = null;
  const live = await liveInvoicesOfOrder(tx, current, bill.orderId);
  if (live.every((b) => dueOf(b).isZero())) {
    const from = (await findDocumentStatus(tx, current, 'ORDER', bill.orderId))?.status as OrderStatus | undefined;
    if (from === 'PAYMENT_DUE' && canSystemMove(from, 'PAYMENT_DONE')) {
      await conditionalMove(tx, current, bill.orderId, from, 'PAYMENT_DONE', null, now, 'order.changedMeanwhile');
      moved = { from, to: 'PAYMENT_DONE' };
    }
  }
  // Mexico: the credit note's CFDI (egreso) opens PENDING with it, and is stamped once this transaction has committed.
  await openCreditNoteCfdi(tx, { ...current, country: parties.seller.country_code }, id, bill.id, now);
  // Numbers last: the counter rows stay locked until commit (platform/counters.ts).
  const cn = await assignNumber(tx, current, yearCounterKind('CREDIT_NOTE', year.label), (n) =>
    setCreditNumber(tx, groupId, id, n, documentNumber(parties.creditNotePrefix, year.label, n)),
  );
  if (refundReceiptId !== null) {
    const receiptId = refundReceiptId;
    await assignNumber(tx, current, yearCounterKind('RECEIPT', year.label), (n) =>
      setReceiptNumber(tx, groupId, receiptId, n, documentNumber(parties.receiptPrefix, year.label, n)),
    );
  }
  await logActivity(tx, groupId, bill.orderId, 'CREDIT_NOTE', userId, now, {
    credit_note_id: id,
    credit_number: documentNumber(parties.creditNotePrefix, year.label, cn),
    invoice_id: bill.id,
    total: credit.toFixed(),
    applied_to_due: applied.toFixed(),
    excess: excess.toFixed(),
    settlement,
    ...(moved ?? {}),
  });
  return id;
}
