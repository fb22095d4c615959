import type { OutgoingPayment, OutgoingPaymentPage, OutgoingPaymentQuery, VendorDue } from '@garage/contract';
import { billDueDay, localDay, Money, type VendorPaymentMethod, vendorBillDue } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';
import { outsourceLabels } from '../outsource/outsource.repository.ts';
import { openBills, vendorPaymentRows } from './vendor-payment.repository.ts';

const labelOf = (l: { workNumber: string; description: string; orderNumber: string } | undefined) =>
  l ? { work_number: l.workNumber, description: l.description, order_number: l.orderNumber } : null;

type Row = Awaited<ReturnType<typeof vendorPaymentRows>>['rows'][number];

const view = (r: Row): OutgoingPayment => ({
  payment_id: r.p.id,
  payment_number: r.p.paymentNumber,
  vendor_id: r.p.vendorId,
  vendor_name: r.vendorName,
  stock_in_id: r.p.stockInId,
  stock_in_number: r.stockInNumber,
  bill_number: r.billNumber,
  amount: moneyText(r.p.amount),
  method: r.p.method as VendorPaymentMethod,
  reference: r.p.reference,
  transaction_date: r.p.transactionDate,
  created_at: r.p.createdAt.toISOString(),
});

export async function vendorPaymentView(db: Db, current: Membership, ids: number[]): Promise<OutgoingPayment[]> {
  const { rows } = await vendorPaymentRows(db, current, { ids, pageNumber: 0, pageSize: Math.max(ids.length, 1) });
  return rows.map(view);
}

/** Payments made to vendors (outgoing-payment-history), newest first. */
export async function searchOutgoingPayments(
  db: Db,
  current: Membership,
  query: z.output<typeof OutgoingPaymentQuery>,
): Promise<z.infer<typeof OutgoingPaymentPage>> {
  const { rows, total } = await vendorPaymentRows(db, current, {
    vendorId: query.vendor_id,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  return pageOf(rows.map(view), total, query.page_number, query.page_size);
}

/** What the garage owes each vendor (vendor-due-amount): open bills with their due days; overdue before today. */
export async function vendorDues(
  db: Db,
  current: Membership,
  vendorId: number | undefined,
  now: Date,
): Promise<z.infer<typeof VendorDue>[]> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const today = localDay(now, settings.timeZone);
  const byVendor = new Map<number, z.infer<typeof VendorDue>>();
  const bills = await openBills(db, current, vendorId);
  const outsourced = await outsourceLabels(
    db,
    current,
    bills.flatMap((b) => (b.bill.kind === 'OUTSOURCE' ? [b.bill.id] : [])),
  );
  for (const { bill, vendorName, terms } of bills) {
    const id = bill.vendorId as number;
    const entry = byVendor.get(id) ?? {
      vendor_id: id,
      vendor_name: vendorName,
      payment_terms_days: terms,
      bills: [],
      due_amount: '0',
      overdue_amount: '0',
    };
    const due = vendorBillDue(bill.grandTotal, bill.paidAmount, bill.creditedAmount);
    const dueDay = billDueDay(bill.billDate ?? bill.receivedDay, terms);
    entry.bills.push({
      stock_in_id: bill.id,
      stock_in_number: bill.stockInNumber,
      bill_number: bill.billNumber,
      bill_date: bill.billDate,
      received_day: bill.receivedDay,
      due_day: dueDay,
      grand_total: moneyText(bill.grandTotal),
      paid_amount: moneyText(bill.paidAmount),
      credited_amount: moneyText(bill.creditedAmount),
      due_amount: due,
      outsource: labelOf(outsourced.get(bill.id)),
    });
    entry.due_amount = new Money(entry.due_amount).plus(due).toFixed(2);
    if (dueDay < today) entry.overdue_amount = new Money(entry.overdue_amount).plus(due).toFixed(2);
    byVendor.set(id, entry);
  }
  return [...byVendor.values()];
}
