import type { CreditNote } from '@garage/contract';
import type { PricedFigures } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyText } from '../orders/order-view.ts';
import { documentCfdiView, findDocumentCfdi } from './cfdi/document-cfdi.repository.ts';
import { type CreditNoteRow, creditNoteLines, findCreditNote } from './credit-note.repository.ts';

export function creditNoteHead(row: {
  note: CreditNoteRow;
  invoiceNumber: string;
  customerName: string;
  refund: string | null;
}): Omit<CreditNote, 'lines' | 'cfdi'> {
  const n = row.note;
  return {
    credit_note_id: n.id,
    credit_number: n.creditNumber,
    invoice_id: n.invoiceId,
    invoice_number: row.invoiceNumber,
    order_id: n.orderId,
    customer_id: n.customerId,
    customer_name: row.customerName,
    reason: n.reason,
    settlement: n.settlement,
    refund_receipt_number: row.refund,
    sub_total: moneyText(n.subTotal),
    discount: moneyText(n.discount),
    tax_lines: n.taxLines as CreditNote['tax_lines'],
    tax_total: moneyText(n.taxTotal),
    total_amount: moneyText(n.grandTotal),
    applied_to_due: moneyText(n.appliedToDue),
    excess: moneyText(n.excess),
    created_at: n.createdAt.toISOString(),
  };
}

/** One credit note of this garage with its lines; 404 for another garage's id. */
export async function loadCreditNote(
  db: Db | Tx,
  current: { groupId: number; garageId: number },
  id: number,
): Promise<CreditNote> {
  const row = await findCreditNote(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'credit.notFound');
  const [lines, cfdi] = await Promise.all([
    creditNoteLines(db, current.groupId, id),
    findDocumentCfdi(db, current, { creditNoteId: id }),
  ]);
  return {
    ...creditNoteHead(row),
    cfdi: documentCfdiView(cfdi),
    lines: lines.map((l) => {
      const priced = l.priced as PricedFigures;
      return {
        line_id: l.invoiceLineId,
        kind: l.kind,
        name: l.name,
        code: l.code,
        quantity: l.quantity,
        unit_price: moneyText(l.unitPrice),
        taxable: priced.taxable,
        share: priced.share,
        taxes: priced.taxes,
        total: priced.total,
      };
    }),
  };
}
