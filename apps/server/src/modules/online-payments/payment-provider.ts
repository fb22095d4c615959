/**
 * Who hosts the checkout of a payment link (decision 046). The product talks to a provider in two ways
 * only: it asks for a checkout page for a session, and it reads the provider's signed notifications.
 */
import type { OnlinePaymentProviderName } from '@garage/domain';

export interface CheckoutRequest {
  /** The session's random public id: the provider hands it back in its notifications. */
  publicId: string;
  /** Decimal string in the currency's major unit ("310.50"). */
  amount: string;
  currencyCode: string;
  /** What the payer reads at the checkout: "Demo Motors — invoice INV/26-27/00012". */
  description: string;
  /** Where the payer returns after paying / cancelling (absolute addresses). */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The address the request came in on (the sandbox serves its page there). */
  baseUrl: string;
}

export interface Checkout {
  url: string;
  /** The provider's id of the session (Stripe cs_…, sandbox sbx_…). */
  reference: string;
}

/** A verified notification, reduced to what the product acts on. */
export interface ProviderEvent {
  /** The provider's event id (for logs; replays are recognised by the session's state, not by this). */
  id: string;
  kind: 'SUCCEEDED' | 'CANCELLED' | 'EXPIRED' | 'FAILED' | 'IGNORED';
  /** The session's public id, as given at createCheckout; null when the event names none. */
  publicId: string | null;
  /** The provider's id of the session, when the event carries it. */
  reference: string | null;
  /** The amount the provider took, in the major unit, when the event carries it. */
  amount: string | null;
  currencyCode: string | null;
}

export interface PaymentProvider {
  readonly name: OnlinePaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The event of a notification, after checking its signature over the raw body as received. Throws
   * AppError BAD_REQUEST (onlinePayment.badSignature) when the signature does not hold.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
}
