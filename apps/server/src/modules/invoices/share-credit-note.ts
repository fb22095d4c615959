import type { InvoiceShareLink } from '@garage/contract';
import type { Language } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { loadCreditNote } from './load-credit-note.ts';
import { loadInvoice } from './load-invoice.ts';
import { type ShareDeps, type ShareInput, shareDocument } from './share-invoice.ts';

/**
 * A credit note's link; with a channel it goes to the party of the invoice it credits, read from the stored
 * customer or insurer. 404 for another garage's credit note.
 */
export async function shareCreditNote(
  db: Db,
  deps: ShareDeps,
  current: Membership,
  id: number,
  body: ShareInput,
  language: Language,
): Promise<InvoiceShareLink> {
  const note = await loadCreditNote(db, current, id);
  const bill = await loadInvoice(db, current, note.invoice_id);
  return shareDocument(
    db,
    deps,
    current,
    {
      kind: 'CREDIT_NOTE',
      id,
      party: bill,
      seller: bill.seller,
      number: note.credit_number,
      amount: note.total_amount,
      text: 'credit.shareText',
      subject: 'credit.shareSubject',
    },
    body,
    language,
  );
}
