import type { Receipt } from '@garage/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyText } from '../orders/order-view.ts';
import { methodNames } from '../payment-methods/method-names.ts';
import { type DocumentCfdiRow, documentCfdiView, findDocumentCfdi } from './cfdi/document-cfdi.repository.ts';
import { findReceiptRow, invoiceCustomerName, paymentsOfReceipt, type ReceiptRow } from './invoice.repository.ts';
import { type MethodNames, marksView, paymentView } from './invoice-view.ts';
import { NO_MARKS, type ReceiptMarks, receiptMarks } from './refund.repository.ts';

type ReceiptPayment = Awaited<ReturnType<typeof paymentsOfReceipt>>[number];

/** A receipt as shown: its payments (by id) with the number of the bill each pays, from whom (the first bill's customer). */
export function receiptView(
  row: ReceiptRow,
  payments: readonly ReceiptPayment[],
  customerName: string,
  names: MethodNames,
  cfdi: DocumentCfdiRow | null = null,
  marks: ReceiptMarks = NO_MARKS,
): Receipt {
  return {
    receipt_id: row.id,
    receipt_number: row.receiptNumber,
    customer_id: row.customerId,
    customer_name: customerName,
    amount: moneyText(row.amount),
    note: row.note,
    received_at: row.receivedAt.toISOString(),
    payments: payments.map(({ p, invoiceNumber }) => ({
      ...paymentView({ ...p, receiptNumber: row.receiptNumber }, names, marks),
      invoice_id: p.invoiceId,
      invoice_number: invoiceNumber,
      order_id: p.orderId,
    })),
    cfdi: documentCfdiView(cfdi),
    ...marksView(marks),
  };
}

/** One receipt of this garage with its payments; 404 for another garage's id. */
export async function loadReceipt(db: Db | Tx, current: { groupId: number; garageId: number }, id: number): Promise<Receipt> {
  const row = await findReceiptRow(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'payment.notFound');
  const [payments, names, cfdi, marks] = await Promise.all([
    paymentsOfReceipt(db, current.groupId, row.id),
    methodNames(db, current),
    findDocumentCfdi(db, current, { receiptId: row.id }),
    receiptMarks(db, current.groupId, [row.id]),
  ]);
  const customerName = payments[0] ? await invoiceCustomerName(db, current.groupId, payments[0].p.invoiceId) : undefined;
  return receiptView(row, payments, customerName ?? '', names, cfdi ?? null, marks.get(row.id));
}
