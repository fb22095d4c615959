import type {
  ReturnablePage,
  ReturnableQuery,
  VendorCreditNote,
  VendorCreditNotePage,
  VendorCreditNoteQuery,
  VendorRefund,
  VendorRefundPage,
  VendorRefundQuery,
} from '@garage/contract';
import { Money, quantityText, type VendorPaymentMethod } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';
import { holdersOf } from '../parts-on-orders/serial-hold.repository.ts';
import { creditNoteLines, creditNoteRows, refundRows, returnableRows } from './vendor-return.repository.ts';

type NoteRow = Awaited<ReturnType<typeof creditNoteRows>>['rows'][number];
type RefundRow = Awaited<ReturnType<typeof refundRows>>['rows'][number];

const m = (v: string) => moneyText(v) as string;

const head = (r: NoteRow) => ({
  credit_note_id: r.cn.id,
  credit_note_number: r.cn.creditNoteNumber,
  vendor_id: r.cn.vendorId,
  vendor_name: r.vendorName,
  return_day: r.cn.returnDay,
  reason: r.cn.reason,
  settlement: r.cn.settlement,
  sub_total: m(r.cn.subTotal),
  tax_total: m(r.cn.taxTotal),
  grand_total: m(r.cn.grandTotal),
  adjusted_amount: m(r.cn.adjustedAmount),
  refunded_amount: m(r.cn.refundedAmount),
  open_amount: r.cn.cancelledAt
    ? '0.00'
    : new Money(r.cn.grandTotal).minus(r.cn.adjustedAmount).minus(r.cn.refundedAmount).toFixed(2),
  created_at: r.cn.createdAt.toISOString(),
  status: r.cn.cancelledAt ? ('CANCELLED' as const) : ('ACTIVE' as const),
  cancelled_at: r.cn.cancelledAt?.toISOString() ?? null,
  cancelled_by_name: r.cn.cancelledAt ? r.cancelledByName : null,
  cancel_reason: r.cn.cancelReason,
});

const refundView = (r: RefundRow): VendorRefund => ({
  refund_id: r.r.id,
  refund_number: r.r.refundNumber,
  vendor_id: r.r.vendorId,
  vendor_name: r.vendorName,
  credit_note_id: r.r.creditNoteId,
  credit_note_number: r.creditNoteNumber,
  amount: m(r.r.amount),
  method: r.r.method as VendorPaymentMethod,
  reference: r.r.reference,
  transaction_date: r.r.transactionDate,
  created_at: r.r.createdAt.toISOString(),
});

/** One vendor credit note with its lines, the bills it was taken off and its refunds. */
export async function loadVendorCreditNote(db: Db | Tx, current: Membership, id: number): Promise<VendorCreditNote> {
  const { rows } = await creditNoteRows(db, current, { ids: [id], pageNumber: 0, pageSize: 1 });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'vendorReturn.notFound');
  const lines = await creditNoteLines(db, current, id);
  const refunds = await refundRows(db, current, { creditNoteId: id, pageNumber: 0, pageSize: 500 });
  return {
    ...head(row),
    lines: lines.map(({ line: l, stockInNumber }) => ({
      stock_in_id: l.stockInId,
      stock_in_number: stockInNumber,
      stock_in_line_id: l.stockInLineId,
      part_id: l.partId,
      part_name: l.partName,
      quantity: quantityText(l.quantity),
      unit_price: m(l.unitPrice),
      tax_rate: new Money(l.taxRate).toFixed(),
      amount: m(l.amount),
      tax_amount: m(l.taxAmount),
      total: m(l.total),
      lots: l.lots,
    })),
    adjustments: row.cn.adjustments,
    refunds: refunds.rows.map(refundView),
  };
}

export async function searchVendorCreditNotes(
  db: Db,
  current: Membership,
  query: z.output<typeof VendorCreditNoteQuery>,
): Promise<z.infer<typeof VendorCreditNotePage>> {
  const { rows, total } = await creditNoteRows(db, current, {
    vendorId: query.vendor_id,
    q: query.q,
    openOnly: query.open_only,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  return pageOf(rows.map(head), total, query.page_number, query.page_size);
}

export async function vendorRefundView(db: Db, current: Membership, id: number): Promise<VendorRefund> {
  const { rows } = await refundRows(db, current, { ids: [id], pageNumber: 0, pageSize: 1 });
  if (!rows[0]) throw new AppError('NOT_FOUND', 'http.notFound');
  return refundView(rows[0]);
}

/** Refunds received from vendors (vendor-refund-history), newest first. */
export async function searchVendorRefunds(
  db: Db,
  current: Membership,
  query: z.output<typeof VendorRefundQuery>,
): Promise<z.infer<typeof VendorRefundPage>> {
  const { rows, total } = await refundRows(db, current, {
    vendorId: query.vendor_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  return pageOf(rows.map(refundView), total, query.page_number, query.page_size);
}

/** A vendor's received lines that can still go back (vendor-part-return). */
export async function searchReturnable(
  db: Db,
  current: Membership,
  query: z.output<typeof ReturnableQuery>,
): Promise<z.infer<typeof ReturnablePage>> {
  const { rows, total } = await returnableRows(db, current, {
    vendorId: query.vendor_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  // Serial numbers promised to open orders cannot go back until taken off them (decision 056 addendum).
  const holders = await holdersOf(
    db,
    current,
    rows.filter((r) => r.tracking === 'SERIAL').flatMap((r) => r.line.lots.map((l) => ({ partId: r.line.partId, code: l.code }))),
  );
  return pageOf(
    rows.map((r) => {
      const left = new Money(r.line.quantity).minus(r.line.returned);
      const onHand = new Money(r.onHand);
      const returnable = Money.max(0, Money.min(left, onHand));
      return {
        stock_in_line_id: r.line.id,
        stock_in_id: r.line.stockInId,
        stock_in_number: r.stockInNumber,
        bill_number: r.billNumber,
        received_day: r.receivedDay,
        part_id: r.line.partId,
        part_name: r.line.partName,
        tracking: r.tracking ?? 'NONE',
        quantity: quantityText(r.line.quantity),
        returned: quantityText(r.line.returned),
        returnable: quantityText(new Money(returnable).toFixed(3)),
        on_hand: quantityText(r.onHand),
        unit_price: m(r.line.unitPrice),
        tax_rate: new Money(r.line.taxRate).toFixed(),
        lots: r.line.lots.map((l) => ({ ...l, held_by: holders.get(`${r.line.partId}|${l.code}`) ?? null })),
      };
    }),
    total,
    query.page_number,
    query.page_size,
  );
}
