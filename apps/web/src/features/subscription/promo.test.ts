import { afterEach, describe, expect, it } from 'vitest';
import { markPromoSeen, promoSeen, shouldShowPromo } from './promo.ts';

describe('small-business promo (spec 2.4)', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const base = { owner: true, subscriptionType: 'TRIAL' as const, startDate: start, daysLeft: 20, seen: false };
  const at = (days: number) => new Date(start.getTime() + days * 86_400_000);

  it.each([
    ['an owner a week into a running trial', { now: at(7) }, true],
    ['on the last day', { now: at(29), daysLeft: 1 }, true],
    ['during the first week', { now: at(6.9) }, false],
    ['once seen', { now: at(10), seen: true }, false],
    ['after the trial', { now: at(31), daysLeft: 0 }, false],
    ['to staff', { now: at(10), owner: false }, false],
    ['to a paying garage', { now: at(10), subscriptionType: 'PAID' as const }, false],
    ['without a subscription', { now: at(10), subscriptionType: null, startDate: null, daysLeft: null }, false],
  ] as const)('%s: %s', (_name, over, show) => {
    expect(shouldShowPromo({ ...base, ...over })).toBe(show);
  });

  afterEach(() => localStorage.clear());
  it('remembers per user that it was seen', () => {
    expect(promoSeen(7)).toBe(false);
    markPromoSeen(7);
    expect(promoSeen(7)).toBe(true);
    expect(promoSeen(8)).toBe(false);
  });
});
