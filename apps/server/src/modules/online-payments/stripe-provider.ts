/**
 * Stripe Checkout as the provider (decision 046), with the official `stripe` package: a Checkout Session
 * per payment link (checkout.sessions.create) and its webhook events verified by
 * stripe.webhooks.constructEvent over the raw body with STRIPE_WEBHOOK_SECRET. Live use is untested here:
 * the tests sign events locally (generateTestHeaderString) and never call Stripe.
 */
import { Money, money } from '@garage/domain';
import Stripe from 'stripe';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from './payment-provider.ts';

/** Currencies Stripe counts without a minor unit, and with three decimals (docs.stripe.com/currencies). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
const exponent = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2);

/** "310.50" SAR → 31050; "12.345" KWD → 12345; "1500" JPY → 1500. */
export function toMinorUnits(amount: string, currency: string): number {
  return Number(
    money(amount)
      .times(10 ** exponent(currency.toUpperCase()))
      .toFixed(0),
  );
}
export function fromMinorUnits(amount: number, currency: string): string {
  const digits = exponent(currency.toUpperCase());
  return new Money(amount).div(10 ** digits).toFixed(digits);
}

/** The events acted on; every other event type is answered 200 and ignored. */
function kindOf(event: Stripe.Event): ProviderEvent['kind'] {
  const session = event.data.object as { payment_status?: string };
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and succeed later (async_payment_succeeded).
      return session.payment_status === 'paid' ? 'SUCCEEDED' : 'IGNORED';
    case 'checkout.session.async_payment_succeeded':
      return 'SUCCEEDED';
    case 'checkout.session.async_payment_failed':
      return 'FAILED';
    case 'checkout.session.expired':
      return 'EXPIRED';
    default:
      return 'IGNORED';
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'STRIPE' as const;
  private readonly stripe: Stripe;
  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const currency = request.currencyCode.toLowerCase();
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.publicId,
        metadata: { public_id: request.publicId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency,
              unit_amount: toMinorUnits(request.amount, request.currencyCode),
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      // A retried create never makes a second session for one link.
      { idempotencyKey: `online-payment-${request.publicId}` },
    );
    if (!session.url) throw new AppError('CONFLICT', 'onlinePayment.providerFailed');
    return { url: session.url, reference: session.id };
  }

  async verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent> {
    const header = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        typeof header === 'string' ? header : '',
        this.webhookSecret,
        300,
        undefined,
        this.clock.now().getTime(),
      );
    } catch {
      throw new AppError('BAD_REQUEST', 'onlinePayment.badSignature');
    }
    const kind = kindOf(event);
    const session = event.data.object as {
      id?: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string> | null;
      amount_total?: number | null;
      currency?: string | null;
    };
    const currency = session.currency ? session.currency.toUpperCase() : null;
    return {
      id: event.id,
      kind,
      publicId: session.client_reference_id ?? session.metadata?.public_id ?? null,
      reference: session.id ?? null,
      amount: currency && typeof session.amount_total === 'number' ? fromMinorUnits(session.amount_total, currency) : null,
      currencyCode: currency,
    };
  }
}
