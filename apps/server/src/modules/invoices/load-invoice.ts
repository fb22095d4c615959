import type { Invoice } from '@garage/contract';
import { type Db, readAll, type Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { methodNames } from '../payment-methods/method-names.ts';
import { findCfdi } from './cfdi/cfdi.repository.ts';
import { findGlobalCfdi } from './cfdi/global-cfdi.repository.ts';
import {
  findInvoiceRow,
  invoiceLines,
  liveInvoicesOfOrder,
  orderHeadOf,
  paymentsOfInvoices,
  userName,
} from './invoice.repository.ts';
import { invoiceView } from './invoice-view.ts';
import { receiptMarks } from './refund.repository.ts';

/** One invoice of this garage as shown, with its lines and payments; 404 for another garage's id. */
export async function loadInvoice(db: Db | Tx, current: { groupId: number; garageId: number }, id: number): Promise<Invoice> {
  const row = await findInvoiceRow(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'invoice.notFound');
  const [order, lines, payments, live, cfdi, names, onAccountByName] = await readAll(db, [
    () => orderHeadOf(db, current.groupId, row.orderId),
    () => invoiceLines(db, current.groupId, row.id),
    () => paymentsOfInvoices(db, current.groupId, [row.id]),
    () => liveInvoicesOfOrder(db, current, row.orderId),
    () => findCfdi(db, current, row.id),
    () => methodNames(db, current),
    async () => (row.onAccountBy === null ? null : userName(db, row.onAccountBy)),
  ]);
  if (!order) throw new AppError('NOT_FOUND', 'invoice.notFound');
  const global =
    cfdi?.status === 'GLOBAL' && cfdi.globalCfdiId !== null ? await findGlobalCfdi(db, current, cfdi.globalCfdiId) : undefined;
  const marks = await receiptMarks(
    db,
    current.groupId,
    payments.map((p) => p.receiptId),
  );
  return invoiceView(
    row,
    order,
    lines,
    payments,
    live.filter((o) => o.id !== row.id),
    {
      cfdi: cfdi ?? null,
      globalInvoice: global ? { id: global.id, folio: `FG-${global.folio}`, uuid: global.uuid } : null,
      methodNames: names,
      onAccountByName,
      marks,
    },
  );
}
