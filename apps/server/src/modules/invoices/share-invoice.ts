import type { InvoiceShare, InvoiceShareLink } from '@garage/contract';
import { type Language, message } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, insurancePartner } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { MessageSender } from '../../platform/outbox.ts';
import type { InvoiceLinks } from './invoice-link.ts';
import { loadInvoice } from './load-invoice.ts';
import { sellerMoney } from './seller-money.ts';

type ShareInput = z.output<typeof InvoiceShare>;

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

/**
 * A signed, expiring link to an invoice's PDF; with a channel it is sent to the customer through the
 * outbox (SMS, WhatsApp or e-mail), in the reader's language.
 */
export async function shareInvoice(
  db: Db,
  deps: { links: InvoiceLinks; sender: MessageSender; baseUrl: string },
  current: Membership,
  id: number,
  body: ShareInput,
  language: Language,
): Promise<InvoiceShareLink> {
  const bill = await loadInvoice(db, current, id);
  const lang = body.language ?? language;
  const { token, expiresAt } = await deps.links.sign({ groupId: current.groupId, garageId: current.garageId, invoiceId: id });
  const url = `${deps.baseUrl}/api/public/invoice/pdf?token=${token}&layout=${body.layout}&lang=${lang}`;
  let sentTo: string | null = null;
  if (body.channel) {
    const contact = await contactOf(db, current, bill);
    const to = body.channel === 'EMAIL' ? contact.email : contact.mobile;
    if (!to)
      throw badRequest('invoice.noContact', {
        channel: body.channel === 'EMAIL' ? 'e-mail' : body.channel === 'SMS' ? 'mobile' : 'WhatsApp',
      });
    const amount = sellerMoney(bill.seller, lang, bill.total_amount);
    const params = { garage: bill.seller.name, number: bill.invoice_number, amount, url };
    await deps.sender.send({
      channel: body.channel === 'EMAIL' ? 'email' : body.channel === 'SMS' ? 'sms' : 'whatsapp',
      to,
      text: message('invoice.shareText', lang, params),
      ...(body.channel === 'EMAIL' ? { subject: message('invoice.shareSubject', lang, params) } : {}),
    });
    sentTo = to;
  }
  return { url, expires_at: expiresAt.toISOString(), sent_to: sentTo };
}
