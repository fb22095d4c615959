/**
 * Online payment of an invoice (a payment link, spec "Online Payment"): the states of a checkout session
 * and the providers that host one. Decision 046.
 */

/**
 * CREATED: the link is open. SUCCESS: the provider took the money and it was recorded against the bill.
 * CANCELLED: the payer cancelled at the checkout. EXPIRED: the link closed unpaid. FAILED: the provider
 * refused the payment. REFUND_NEEDED: the provider took the money but the bill could no longer take it
 * (paid or voided meanwhile): nothing was recorded, the garage refunds the payer.
 */
export const ONLINE_PAYMENT_STATUSES = ['CREATED', 'SUCCESS', 'CANCELLED', 'EXPIRED', 'FAILED', 'REFUND_NEEDED'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** SANDBOX: the product's own test checkout page (no real money). STRIPE: Stripe Checkout. */
export const ONLINE_PAYMENT_PROVIDERS = ['SANDBOX', 'STRIPE'] as const;
export type OnlinePaymentProviderName = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

/** How long a payment link stays open: Stripe Checkout's longest (24 hours). */
export const ONLINE_PAYMENT_LINK_HOURS = 24;

/** Statuses after which nothing changes any more: the money was recorded, or has to be refunded. */
export const FINAL_ONLINE_PAYMENT_STATUSES: readonly OnlinePaymentStatus[] = ['SUCCESS', 'REFUND_NEEDED'];

/**
 * The status a session shows at `now`: an open link past its expiry is EXPIRED even before anything
 * marks it so (nothing runs on a timer).
 */
export function effectiveOnlinePaymentStatus(status: OnlinePaymentStatus, expiresAt: Date, now: Date): OnlinePaymentStatus {
  return status === 'CREATED' && now.getTime() >= expiresAt.getTime() ? 'EXPIRED' : status;
}
