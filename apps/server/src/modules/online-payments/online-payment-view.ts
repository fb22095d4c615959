import type { OnlinePayment } from '@garage/contract';
import { effectiveOnlinePaymentStatus, money } from '@garage/domain';
import type { OnlinePaymentWithBill } from './online-payment.repository.ts';

/** A link as the API answers it; an open link past its expiry shows EXPIRED. */
export function onlinePaymentView(row: OnlinePaymentWithBill, now: Date): OnlinePayment {
  return {
    online_payment_id: row.id,
    public_id: row.publicId,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    order_id: row.orderId,
    customer_name: row.customerName,
    amount: money(row.amount).toFixed(digitsOf(row.seller)),
    currency_code: row.currencyCode,
    status: effectiveOnlinePaymentStatus(row.status, row.expiresAt, now),
    provider: row.provider,
    provider_reference: row.providerReference,
    checkout_url: row.checkoutUrl,
    receipt_id: row.receiptId,
    failure_reason: row.failureReason,
    sent_to: row.sentTo,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface SellerOfBill {
  name: string;
  country_code: string;
  currency_code: string;
  time_zone: string;
  rounding_digits: number;
}

export const sellerOf = (seller: unknown) => seller as SellerOfBill;
const digitsOf = (seller: unknown) => sellerOf(seller).rounding_digits ?? 2;
