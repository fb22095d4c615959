import { describe, expect, it } from 'vitest';
import { subscriptionBanner } from './subscription-banner.ts';

const now = new Date('2025-03-01T10:00:00Z');
const sub = (subscription_type: 'TRIAL' | 'PAID', end_date: string) => ({ subscription_type, end_date });

describe('subscription banner (spec 4)', () => {
  it('counts trial days left, rounded up', () => {
    expect(subscriptionBanner(sub('TRIAL', '2025-03-31T18:29:59.999Z'), now)).toEqual({ kind: 'trialActive', days: 31 });
  });

  it('warns under 10 days and says when it has expired', () => {
    expect(subscriptionBanner(sub('TRIAL', '2025-03-05T18:29:59.999Z'), now)).toEqual({ kind: 'trialEnding', days: 5 });
    expect(subscriptionBanner(sub('TRIAL', '2025-03-01T09:00:00Z'), now)).toEqual({ kind: 'trialExpired' });
  });

  it('is silent for a paid plan with time left, warns near the end, and offers renewal after it', () => {
    expect(subscriptionBanner(sub('PAID', '2025-06-01T00:00:00Z'), now)).toBeNull();
    expect(subscriptionBanner(sub('PAID', '2025-03-03T00:00:00Z'), now)).toEqual({ kind: 'paidEnding', days: 2 });
    expect(subscriptionBanner(sub('PAID', '2025-02-01T00:00:00Z'), now)).toEqual({ kind: 'paidExpired' });
  });

  it('shows nothing without a subscription or with a broken date', () => {
    expect(subscriptionBanner(null, now)).toBeNull();
    expect(subscriptionBanner(sub('TRIAL', 'soon'), now)).toBeNull();
  });
});
