/**
 * The egreso (CFDI type E) of a credit note of a Mexican garage (decision 048, addenda): related to the sale's
 * own CFDI (TipoRelacion 01) and to its receptor, or — for a sale stated in a global invoice — to that global
 * invoice and to the general public, as SAT's global-invoice filling guide shows it (Apéndice 2).
 */
import {
  buildCfdiXml,
  buildGlobalEgresoXml,
  CfdiBuildError,
  FORMA_PAGO_POR_DEFINIR,
  TIPO_RELACION_NOTA_CREDITO,
} from '@garage/domain';
import type { Tx } from '../../../db/client.ts';
import { paymentForms } from '../../payment-methods/payment-forms.ts';
import { creditNoteLines, findCreditNote } from '../credit-note.repository.ts';
import { paymentsOfReceipt } from '../invoice.repository.ts';
import { loadInvoice } from '../load-invoice.ts';
import type { CfdiRow } from './cfdi.repository.ts';
import type { DocumentCfdiRow, EgresoDoc } from './document-cfdi.repository.ts';
import { findGlobalCfdi } from './global-cfdi.repository.ts';
import { type CfdiDeps, cfdiLine, cfdiSource } from './stamp-invoice-cfdi.ts';

type Scope = { groupId: number; garageId: number };
type FormOf = Awaited<ReturnType<typeof paymentForms>>;

/**
 * The c_FormaPago of money received or returned in a method: the garage's own methods state theirs
 * (decision 050, addendum); only a method that is no money (ON_ACCOUNT, 99) cannot be stated.
 */
export function formaOf(formOf: FormOf, method: string): string {
  const forma = formOf(method);
  if (!forma || forma === FORMA_PAGO_POR_DEFINIR) throw new CfdiBuildError('cfdi.paymentForm');
  return forma;
}

/**
 * The egreso of a credit note: its returned lines, PUE; the form is the refund's method when money went back,
 * else 15 "Condonación" (the credit only lowered what was owed, or stays as the customer's credit). Related to
 * the invoice's own CFDI (its receptor, its UUID), or, when the sale is stated in a global invoice (its CFDI row
 * GLOBAL and covered), to that global invoice: answers the `docs` to keep then (which global invoice it names).
 */
export async function creditNoteXml(tx: Tx, deps: CfdiDeps, scope: Scope, row: DocumentCfdiRow, invoiceCfdi: CfdiRow) {
  const found = (await findCreditNote(tx, scope, row.creditNoteId!))!;
  const note = found.note;
  const bill = await loadInvoice(tx, scope, note.invoiceId);
  const parties = await cfdiSource(tx, scope, bill, [], invoiceCfdi.receptor);
  let forma = '15';
  if (note.settlement === 'REFUND' && note.refundReceiptId !== null) {
    const [refund] = await paymentsOfReceipt(tx, scope.groupId, note.refundReceiptId);
    forma = formaOf(await paymentForms(tx, scope), refund?.p.method ?? '');
  }
  const lines = (await creditNoteLines(tx, scope.groupId, note.id)).map(cfdiLine);
  if (invoiceCfdi.status === 'GLOBAL' && invoiceCfdi.globalCfdiId !== null) {
    const global = (await findGlobalCfdi(tx, scope, invoiceCfdi.globalCfdiId))!;
    const xml = buildGlobalEgresoXml(
      {
        credit_number: note.creditNumber,
        issued_at: note.createdAt.toISOString(),
        seller: parties.seller,
        invoice_number: bill.invoice_number,
        lines,
        total_amount: note.grandTotal,
        global_uuid: global.uuid,
        forma,
      },
      deps.stamper.seal(),
    );
    const docs: EgresoDoc[] = [
      { invoice_id: bill.invoice_id, global: { id: global.id, folio: `FG-${global.folio}`, uuid: global.uuid } },
    ];
    return { xml, forma, docs };
  }
  const xml = buildCfdiXml(
    {
      ...parties,
      invoice_number: note.creditNumber,
      invoiced_at: note.createdAt.toISOString(),
      lines,
      total_amount: note.grandTotal,
      payments: [],
    },
    deps.stamper.seal(),
    { tipo: 'E', relacion: TIPO_RELACION_NOTA_CREDITO, uuids: [invoiceCfdi.uuid!], forma },
  );
  return { xml, forma, docs: undefined };
}
