import { afterEach, describe, expect, it } from 'vitest';
import { markPromoSeen, promoSeen, shouldShowPromo } from './promo.ts';

describe('small-business promo (spec 2.4)', () => {
  it.each([
    ['TRIAL', 20, false, true],
    ['TRIAL', 1, false, true],
    ['TRIAL', 20, true, false],
    ['TRIAL', 0, false, false],
    ['TRIAL', -4, false, false],
    ['PAID', 20, false, false],
    [null, null, false, false],
    ['TRIAL', null, false, false],
  ] as const)('%s with %s days, seen %s: %s', (subscriptionType, daysLeft, seen, show) => {
    expect(shouldShowPromo({ subscriptionType, daysLeft, seen })).toBe(show);
  });

  afterEach(() => localStorage.clear());
  it('remembers per user that it was seen', () => {
    expect(promoSeen(7)).toBe(false);
    markPromoSeen(7);
    expect(promoSeen(7)).toBe(true);
    expect(promoSeen(8)).toBe(false);
  });
});
