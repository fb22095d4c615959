import { describe, expect, it } from 'vitest';
import { isTrialOver, renewalTarget, subscriptionBanner } from './trial.ts';

const now = new Date('2026-11-21T10:00:00Z');
const sub = (subscription_type: 'TRIAL' | 'PAID', end_date: string) => ({
  subscription_type,
  end_date,
  start_date: '2026-10-01T00:00:00Z',
});

describe('subscription banner of a garage (spec 4)', () => {
  it.each([
    // [type, end date, zone, banner]
    ['TRIAL', '2026-12-21T18:29:59.999Z', 'Asia/Kolkata', { kind: 'trialActive', days: 31 }],
    ['TRIAL', '2026-11-30T18:29:59.999Z', 'Asia/Kolkata', { kind: 'trialActive', days: 10 }],
    ['TRIAL', '2026-11-29T18:29:59.999Z', 'Asia/Kolkata', { kind: 'trialEnding', days: 9 }],
    ['TRIAL', '2026-11-21T18:29:59.999Z', 'Asia/Kolkata', { kind: 'trialEnding', days: 1 }],
    ['TRIAL', '2026-11-21T09:59:59.999Z', 'Asia/Kolkata', { kind: 'trialExpired', days: 0 }],
    ['PAID', '2027-01-01T00:00:00Z', 'UTC', null],
    ['PAID', '2026-11-23T00:00:00Z', 'UTC', { kind: 'paidEnding', days: 2 }],
    ['PAID', '2026-11-01T00:00:00Z', 'UTC', { kind: 'paidExpired', days: -20 }],
  ] as const)('%s ending %s in %s', (type, end, zone, banner) => {
    expect(subscriptionBanner(sub(type, end), zone, now)).toEqual(banner);
  });

  it('rounds a part of a day up, and counts a 25-hour day as one (Los Angeles, 1 Nov 2026)', () => {
    const end = '2026-11-03T07:59:59.999Z'; // 2 Nov 23:59:59.999 PST
    // 1 Nov 00:00 PDT: the garage has 1 and 2 November left, although 48 h 59 min will pass.
    expect(subscriptionBanner(sub('TRIAL', end), 'America/Los_Angeles', new Date('2026-11-01T07:00:00Z'))).toEqual({
      kind: 'trialEnding',
      days: 2,
    });
    // One second earlier it is still 31 October there: a sliver of that day counts as a third day.
    expect(subscriptionBanner(sub('TRIAL', end), 'America/Los_Angeles', new Date('2026-11-01T06:59:59Z'))).toEqual({
      kind: 'trialEnding',
      days: 3,
    });
  });

  it('shows nothing without a subscription or with a broken date', () => {
    expect(subscriptionBanner(null, 'UTC', now)).toBeNull();
    expect(subscriptionBanner(sub('TRIAL', 'soon'), 'UTC', now)).toBeNull();
  });

  it('says the trial is over only for a TRIAL past its end', () => {
    expect(isTrialOver({ subscription: sub('TRIAL', '2026-11-21T09:00:00Z'), time_zone: 'UTC' }, now)).toBe(true);
    expect(isTrialOver({ subscription: sub('TRIAL', '2026-11-21T11:00:00Z'), time_zone: 'UTC' }, now)).toBe(false);
    expect(isTrialOver({ subscription: sub('PAID', '2026-11-21T09:00:00Z'), time_zone: 'UTC' }, now)).toBe(false);
    expect(isTrialOver({ subscription: null, time_zone: 'UTC' }, now)).toBe(false);
  });
});

describe('renewal target (spec 4)', () => {
  it.each([
    ['AE', 'https://p.example', { kind: 'external', url: 'https://p.example' }],
    ['SA', 'https://p.example', { kind: 'external', url: 'https://p.example' }],
    ['BH', 'https://p.example', { kind: 'external', url: 'https://p.example' }],
    ['SA', null, { kind: 'in-app' }],
    ['IN', 'https://p.example', { kind: 'in-app' }],
    ['MX', 'https://p.example', { kind: 'in-app' }],
  ] as const)('%s with %s', (country, url, target) => {
    expect(renewalTarget(country, url)).toEqual(target);
  });
});
