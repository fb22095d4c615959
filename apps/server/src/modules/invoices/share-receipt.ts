import type { Invoice } from '@garage/contract';
import { Money } from '@garage/domain';
import { AppError } from '../../platform/errors.ts';
import { findInvoiceRow } from './invoice.repository.ts';
import { loadReceipt } from './load-receipt.ts';
import { type ShareUseCase, shareDocument } from './share-invoice.ts';

/**
 * A receipt's link (a refund receipt's too); with a channel it goes to the party of the bill it pays, read
 * from the stored customer or insurer. 404 for another garage's receipt.
 */
export const shareReceipt: ShareUseCase = async (db, deps, current, id, body, language) => {
  const receipt = await loadReceipt(db, current, id);
  const first = receipt.payments[0] ? await findInvoiceRow(db, current, receipt.payments[0].invoice_id) : undefined;
  if (!first) throw new AppError('NOT_FOUND', 'payment.notFound');
  return shareDocument(
    db,
    deps,
    current,
    {
      kind: 'RECEIPT',
      id,
      party: { customer_id: first.customerId, insurance_partner_id: first.insurancePartnerId },
      seller: first.seller as Invoice['seller'],
      number: receipt.receipt_number,
      amount: new Money(receipt.amount).abs().toFixed(),
      text: 'receipt.shareText',
      subject: 'receipt.shareSubject',
    },
    body,
    language,
  );
};
