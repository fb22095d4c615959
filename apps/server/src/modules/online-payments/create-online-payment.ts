import { randomBytes } from 'node:crypto';
import type { OnlinePayment, OnlinePaymentCreate } from '@garage/contract';
import { type Language, message, money, ONLINE_PAYMENT_LINK_HOURS } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { MessageSender } from '../../platform/outbox.ts';
import { findInvoiceRow } from '../invoices/invoice.repository.ts';
import { dueOf } from '../invoices/invoice-view.ts';
import { sellerMoney, sellerMoneyParam } from '../invoices/seller-money.ts';
import { findOnlinePayment, insertOnlinePayment, updateOnlinePayment } from './online-payment.repository.ts';
import { onlinePaymentView, sellerOf } from './online-payment-view.ts';
import { payerContact } from './payer-contact.ts';
import type { PaymentProvider } from './payment-provider.ts';

type CreateInput = z.output<typeof OnlinePaymentCreate>;

export interface LinkDeps {
  provider: PaymentProvider | null;
  sender: MessageSender;
  /** The product's address as the payer reaches it (PUBLIC_URL, else the request's own). */
  baseUrl: string;
}

/**
 * A payment link for a bill: the whole due unless a smaller amount is asked for (never more), a checkout
 * session at the configured provider, and with is_notification_required the link sent to the customer's
 * stored contact. Nothing is made when the bill is void, nothing is due or the customer cannot be reached.
 */
export async function createOnlinePayment(
  db: Db,
  deps: LinkDeps,
  current: Membership,
  body: CreateInput,
  userId: number,
  now: Date,
  language: Language,
): Promise<OnlinePayment> {
  const { provider } = deps;
  if (!provider) throw new AppError('CONFLICT', 'onlinePayment.off');
  const bill = await findInvoiceRow(db, current, body.invoice_id);
  if (!bill) throw new AppError('NOT_FOUND', 'invoice.notFound');
  if (bill.status === 'VOID') throw new AppError('CONFLICT', 'payment.voidInvoice');
  const due = dueOf(bill);
  if (due.isZero()) throw new AppError('CONFLICT', 'payment.nothingDue');
  const seller = sellerOf(bill.seller);
  const amount = body.amount === undefined ? due : money(body.amount);
  if (amount.lte(0)) throw badRequest('onlinePayment.amountPositive');
  if (amount.gt(due))
    throw badRequest('payment.overpay', {
      amount: sellerMoneyParam(seller, amount),
      due: sellerMoneyParam(seller, due),
    });

  const lang = body.language ?? language;
  let sendTo: string | null = null;
  if (body.is_notification_required) {
    const contact = await payerContact(db, bill);
    sendTo = body.channel === 'EMAIL' ? contact.email : contact.mobile;
    if (!sendTo)
      throw badRequest('invoice.noContact', {
        channel: body.channel === 'EMAIL' ? 'e-mail' : body.channel === 'SMS' ? 'mobile' : 'WhatsApp',
      });
  }

  const publicId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + ONLINE_PAYMENT_LINK_HOURS * 3_600_000);
  const id = await insertOnlinePayment(db, {
    groupId: current.groupId,
    garageId: current.garageId,
    invoiceId: bill.id,
    orderId: bill.orderId,
    publicId,
    amount: amount.toFixed(),
    currencyCode: seller.currency_code,
    status: 'CREATED',
    provider: provider.name,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  // The provider is called outside any transaction (it may take seconds); a failure leaves the link FAILED.
  let checkout: { url: string; reference: string };
  try {
    checkout = await provider.createCheckout({
      publicId,
      amount: amount.toFixed(seller.rounding_digits),
      currencyCode: seller.currency_code,
      description: `${seller.name} — ${bill.invoiceNumber}`,
      successUrl: `${deps.baseUrl}/payment-success?ref=${publicId}`,
      cancelUrl: `${deps.baseUrl}/payment-cancelled?ref=${publicId}`,
      expiresAt,
      baseUrl: deps.baseUrl,
    });
  } catch (error) {
    await updateOnlinePayment(db, current.groupId, id, {
      status: 'FAILED',
      failureReason: 'checkout not created',
      updatedAt: now,
    });
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'onlinePayment.providerFailed');
  }
  await updateOnlinePayment(db, current.groupId, id, {
    providerReference: checkout.reference,
    checkoutUrl: checkout.url,
    updatedAt: now,
  });

  if (sendTo) {
    const params = {
      garage: seller.name,
      number: bill.invoiceNumber,
      amount: sellerMoney(seller, lang, amount),
      url: checkout.url,
    };
    await deps.sender.send({
      channel: body.channel === 'EMAIL' ? 'email' : body.channel === 'SMS' ? 'sms' : 'whatsapp',
      to: sendTo,
      text: message('onlinePayment.shareText', lang, params),
      ...(body.channel === 'EMAIL' ? { subject: message('onlinePayment.shareSubject', lang, params) } : {}),
    });
    await updateOnlinePayment(db, current.groupId, id, { sentTo: sendTo, updatedAt: now });
  }
  const row = await findOnlinePayment(db, current, id);
  return onlinePaymentView(row!, now);
}
