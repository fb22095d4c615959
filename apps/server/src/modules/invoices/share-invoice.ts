import type { InvoiceShare, InvoiceShareLink } from '@garage/contract';
import { type Language, type MessageKey, message } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, insurancePartner } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { MessageSender } from '../../platform/outbox.ts';
import type { InvoiceLinks, LinkedDocument } from './invoice-link.ts';
import { loadInvoice } from './load-invoice.ts';
import { type BillSeller, sellerMoney } from './seller-money.ts';

export type ShareInput = z.output<typeof InvoiceShare>;

/**
 * Where the bill's party can be reached now, read from the stored customer (or insurer) row: a link is
 * never sent to an address the request names.
 */
async function contactOf(db: Db, current: Membership, bill: { customer_id: number; insurance_partner_id: number | null }) {
  if (bill.insurance_partner_id) {
    const [row] = await db
      .select({ mobile: insurancePartner.mobileNumber, email: insurancePartner.email })
      .from(insurancePartner)
      .where(and(eq(insurancePartner.groupId, current.groupId), eq(insurancePartner.id, bill.insurance_partner_id)));
    return { mobile: row?.mobile ?? null, email: row?.email ?? null };
  }
  const [row] = await db
    .select({ code: customer.countryPhoneCode, mobile: customer.mobileNumber, email: customer.email })
    .from(customer)
    .where(and(eq(customer.groupId, current.groupId), eq(customer.id, bill.customer_id)));
  return { mobile: row?.mobile ? `+${row.code}${row.mobile}` : null, email: row?.email ?? null };
}

/** A document to share: what the link opens, whom it goes to, and what the message says of it. */
export interface SharedDocument {
  kind: LinkedDocument;
  id: number;
  /** The bill's party: the insurer on the insurer's share of a split bill, else the customer. */
  party: { customer_id: number; insurance_partner_id: number | null };
  seller: BillSeller & { name: string };
  number: string;
  amount: string;
  text: MessageKey;
  subject: MessageKey;
}

export interface ShareDeps {
  links: InvoiceLinks;
  sender: MessageSender;
  baseUrl: string;
}

/**
 * A signed, expiring link to a document's PDF (invoice, receipt, credit note); with a channel it is sent to
 * the bill's party through the outbox (SMS, WhatsApp or e-mail), in the reader's language.
 */
export async function shareDocument(
  db: Db,
  deps: ShareDeps,
  current: Membership,
  shared: SharedDocument,
  body: ShareInput,
  language: Language,
): Promise<InvoiceShareLink> {
  const lang = body.language ?? language;
  const { token, expiresAt } = await deps.links.sign({
    groupId: current.groupId,
    garageId: current.garageId,
    kind: shared.kind,
    id: shared.id,
  });
  const url = `${deps.baseUrl}/api/public/invoice/pdf?token=${token}&layout=${body.layout}&lang=${lang}`;
  let sentTo: string | null = null;
  if (body.channel) {
    const contact = await contactOf(db, current, shared.party);
    const to = body.channel === 'EMAIL' ? contact.email : contact.mobile;
    if (!to)
      throw badRequest('invoice.noContact', {
        channel: body.channel === 'EMAIL' ? 'e-mail' : body.channel === 'SMS' ? 'mobile' : 'WhatsApp',
      });
    const amount = sellerMoney(shared.seller, lang, shared.amount);
    const params = { garage: shared.seller.name, number: shared.number, amount, url };
    await deps.sender.send({
      channel: body.channel === 'EMAIL' ? 'email' : body.channel === 'SMS' ? 'sms' : 'whatsapp',
      to,
      text: message(shared.text, lang, params),
      ...(body.channel === 'EMAIL' ? { subject: message(shared.subject, lang, params) } : {}),
    });
    sentTo = to;
  }
  return { url, expires_at: expiresAt.toISOString(), sent_to: sentTo };
}

/** A share use case: a document of this garage by id, its link, sent when a channel is named. */
export type ShareUseCase = (
  db: Db,
  deps: ShareDeps,
  current: Membership,
  id: number,
  body: ShareInput,
  language: Language,
) => Promise<InvoiceShareLink>;

/** An invoice's link, sent to the customer (or the insurer of an insurer's share) when a channel is named. */
export const shareInvoice: ShareUseCase = async (db, deps, current, id, body, language) => {
  const bill = await loadInvoice(db, current, id);
  const shared: SharedDocument = {
    kind: 'INVOICE',
    id,
    party: bill,
    seller: bill.seller,
    number: bill.invoice_number,
    amount: bill.total_amount,
    text: 'invoice.shareText',
    subject: 'invoice.shareSubject',
  };
  return shareDocument(db, deps, current, shared, body, language);
};
