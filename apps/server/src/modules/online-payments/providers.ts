import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import { StripeProvider } from './stripe-provider.ts';

export interface Providers {
  /** The provider new links are made with; null when online payment is off. */
  active: PaymentProvider | null;
  sandbox: SandboxProvider | null;
  /** The provider of a webhook path (sandbox, stripe): only a configured one answers. */
  byPath(path: 'sandbox' | 'stripe'): PaymentProvider | null;
}

/**
 * The configured provider (ONLINE_PAYMENT_PROVIDER). Only that one is built: with 'stripe' the sandbox's
 * page and webhook do not exist, so no one can mark a bill paid through the test checkout.
 */
export function buildProviders(config: Config, clock: Clock): Providers {
  const sandbox =
    config.onlinePaymentProvider === 'sandbox' ? new SandboxProvider(config.onlinePaymentWebhookSecret, clock) : null;
  const stripe =
    config.onlinePaymentProvider === 'stripe'
      ? new StripeProvider(config.stripeSecretKey, config.stripeWebhookSecret, clock)
      : null;
  return {
    active: sandbox ?? stripe,
    sandbox,
    byPath: (path) => (path === 'sandbox' ? sandbox : stripe),
  };
}
