import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { fromMinorUnits, StripeProvider, toMinorUnits } from './stripe-provider.ts';

// Stripe is never called: events are signed here the way Stripe signs them (generateTestHeaderString).
const SECRET = 'whsec_test_secret_for_the_unit_tests';
const clock = new FakeClock(new Date('2026-11-21T06:00:00Z'));
const provider = new StripeProvider('sk_test_not_used', SECRET, clock);
const stripe = new Stripe('sk_test_not_used');

function signed(type: string, object: object, secret = SECRET, at = clock.now()) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
}
const session = {
  id: 'cs_test_a1b2c3',
  object: 'checkout.session',
  client_reference_id: 'pub_ABCDEFGHIJKLMNOPQRSTUVWX',
  payment_status: 'paid',
  amount_total: 31050,
  currency: 'sar',
};

describe('Stripe webhook verification', () => {
  it('reads a completed, paid checkout session as a success of the link it names', async () => {
    const { body, headers } = signed('checkout.session.completed', session);
    expect(await provider.verifyWebhook(body, headers)).toEqual({
      id: 'evt_1',
      kind: 'SUCCEEDED',
      publicId: 'pub_ABCDEFGHIJKLMNOPQRSTUVWX',
      reference: 'cs_test_a1b2c3',
      amount: '310.50',
      currencyCode: 'SAR',
    });
  });

  it('waits for delayed methods, and reads expiry and async failure', async () => {
    const unpaid = signed('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await provider.verifyWebhook(unpaid.body, unpaid.headers)).kind).toBe('IGNORED');
    const later = signed('checkout.session.async_payment_succeeded', session);
    expect((await provider.verifyWebhook(later.body, later.headers)).kind).toBe('SUCCEEDED');
    const failed = signed('checkout.session.async_payment_failed', session);
    expect((await provider.verifyWebhook(failed.body, failed.headers)).kind).toBe('FAILED');
    const expired = signed('checkout.session.expired', session);
    expect((await provider.verifyWebhook(expired.body, expired.headers)).kind).toBe('EXPIRED');
    const other = signed('customer.created', { id: 'cus_1' });
    expect((await provider.verifyWebhook(other.body, other.headers)).kind).toBe('IGNORED');
  });

  it('refuses another secret, an altered body, a missing header and a stale signature', async () => {
    const wrong = signed('checkout.session.completed', session, 'whsec_another');
    await expect(provider.verifyWebhook(wrong.body, wrong.headers)).rejects.toMatchObject({ key: 'onlinePayment.badSignature' });
    const good = signed('checkout.session.completed', session);
    const altered = Buffer.from(good.body.toString().replace('31050', '100'));
    await expect(provider.verifyWebhook(altered, good.headers)).rejects.toMatchObject({ status: 400 });
    await expect(provider.verifyWebhook(good.body, {})).rejects.toMatchObject({ status: 400 });
    const stale = signed('checkout.session.completed', session, SECRET, new Date(clock.now().getTime() - 301_000));
    await expect(provider.verifyWebhook(stale.body, stale.headers)).rejects.toMatchObject({ status: 400 });
  });
});

describe('Stripe amounts in minor units', () => {
  it('follows the currency: two decimals, none (JPY), three (KWD, BHD, OMR)', () => {
    expect(toMinorUnits('310.50', 'SAR')).toBe(31050);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('12.345', 'KWD')).toBe(12345);
    expect(fromMinorUnits(31050, 'sar')).toBe('310.50');
    expect(fromMinorUnits(12340, 'OMR')).toBe('12.340');
    expect(fromMinorUnits(1500, 'JPY')).toBe('1500');
  });
});
