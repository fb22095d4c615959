import type { Invoice, InvoiceShareLink } from '@garage/contract';
import { type Language, Money } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findInvoiceRow } from './invoice.repository.ts';
import { loadReceipt } from './load-receipt.ts';
import { type ShareDeps, type ShareInput, shareDocument } from './share-invoice.ts';

/**
 * A receipt's link (a refund receipt's too); with a channel it goes to the party of the bill it pays, read
 * from the stored customer or insurer. 404 for another garage's receipt.
 */
export async function shareReceipt(
  db: Db,
  deps: ShareDeps,
  current: Membership,
  id: number,
  body: ShareInput,
  language: Language,
): Promise<InvoiceShareLink> {
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
}
