import type { PaymentCreate, Receipt } from '@garage/contract';
import type { GarageProperties } from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent, type KeyClaim, type Stored } from '../../platform/idempotency.ts';
import { lockDocument } from '../orders/order.repository.ts';
import { checkPaymentMethods } from '../payment-methods/check-payment-methods.ts';
import { type InvoiceRow, liveInvoiceOfOrder, lockInvoiceWithSettings, lockOrderOfInvoice } from './invoice.repository.ts';
import { loadReceipt, receiptView } from './load-receipt.ts';
import { receiveMoney } from './receive-money.ts';

type PaymentInput = z.output<typeof PaymentCreate>;

/**
 * The bill a payment is for (named by invoice, or the order's live invoice), locked until the
 * transaction ends. Its order is locked first: every use case that touches both (invoicing, voiding,
 * paying) locks the order before the invoice, so two of them can never wait on each other.
 */
async function lockBill(
  tx: Tx,
  current: Membership,
  body: PaymentInput,
): Promise<{ bill: InvoiceRow; props: GarageProperties | undefined }> {
  if (body.invoice_id !== undefined) {
    // The bill found and its order locked in one statement; then the bill locked with the garage's settings.
    const { orderId, locked } = await lockOrderOfInvoice(tx, current, body.invoice_id);
    if (orderId === undefined) throw new AppError('NOT_FOUND', 'invoice.notFound');
    if (!locked) throw new AppError('NOT_FOUND', 'order.notFound');
    const found = await lockInvoiceWithSettings(tx, current, body.invoice_id);
    if (!found) throw new AppError('CONFLICT', 'invoice.noLiveInvoice');
    return { bill: found.row, props: found.settings.props };
  }
  await lockDocument(tx, current, 'ORDER', body.order_id!);
  const row = await liveInvoiceOfOrder(tx, current, body.order_id!, true);
  if (!row) throw new AppError('CONFLICT', 'invoice.noLiveInvoice');
  return { bill: row, props: undefined };
}

/**
 * Takes money for one bill in one or more methods: one numbered receipt, a payment row per method
 * (receiveMoney). The bill's order and then the bill are locked first, so two payments of one bill queue
 * and the second sees what the first paid; a payment over what is due is refused and nothing is written.
 * Each method must be active in the garage's payment master (decision 050). Answers the receipt's id and
 * its view, built (after the commit) from what was written (it equals loadReceipt's: invoices.test.ts);
 * with `claim`, the Idempotency-Key's answer is written with the receipt (receiveMoney).
 */
export async function takePayment(
  tx: Tx,
  current: Membership,
  body: PaymentInput,
  userId: number,
  now: Date,
  claim?: KeyClaim,
): Promise<{ id: number; view: () => Receipt }> {
  const names = await checkPaymentMethods(
    tx,
    current,
    body.payments.map((p) => p.method),
  );
  const { bill, props } = await lockBill(tx, current, body);
  const { receipt, payments, cfdi } = await receiveMoney(
    tx,
    current,
    [bill],
    body.payments,
    body.note,
    userId,
    now,
    claim,
    props,
  );
  // Built once the transaction has committed (takePaymentOnce): the counter row is locked until then.
  const view = () =>
    receiptView(
      receipt,
      payments.map((p) => ({ p, invoiceNumber: bill.invoiceNumber })),
      bill.customerName,
      names,
      cfdi,
    );
  return { id: receipt.id, view };
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
  const built: { view: (() => Receipt) | null } = { view: null };
  const result = await idempotent(db, { userId, scope, key, body }, async (tx, claim) => {
    const taken = await takePayment(tx, current, body, userId, now, claim);
    built.view = taken.view;
    return { status: 201, body: { id: taken.id }, answered: Boolean(claim) };
  });
  // A payment taken now answers what was written; a replay reads the first receipt as it is now.
  return { ...result, view: (!result.replayed && built.view?.()) || (await loadReceipt(db, current, result.body.id)) };
}
