import { loadCreditNote } from './load-credit-note.ts';
import { loadInvoice } from './load-invoice.ts';
import { type ShareUseCase, shareDocument } from './share-invoice.ts';

/**
 * A credit note's link; with a channel it goes to the party of the invoice it credits, read from the stored
 * customer or insurer. 404 for another garage's credit note.
 */
export const shareCreditNote: ShareUseCase = async (db, deps, current, id, body, language) => {
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
};
