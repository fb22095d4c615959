import { describe, expect, it } from 'vitest';
import { bannerFor, garageDaysLeft, usesExternalPricing } from './subscription-rules.ts';

describe('subscription banner table (spec 4)', () => {
  it.each([
    ['TRIAL', -3, 'trialExpired'],
    ['TRIAL', 0, 'trialExpired'],
    ['TRIAL', 1, 'trialEnding'],
    ['TRIAL', 9, 'trialEnding'],
    ['TRIAL', 10, 'trialActive'],
    ['TRIAL', 30, 'trialActive'],
    ['PAID', -1, 'paidExpired'],
    ['PAID', 0, 'paidExpired'],
    ['PAID', 1, 'paidEnding'],
    ['PAID', 9, 'paidEnding'],
    ['PAID', 10, null],
    ['PAID', 365, null],
  ] as const)('%s with %i days left shows %s', (type, days, kind) => {
    expect(bannerFor(type, days)?.kind ?? null).toBe(kind);
  });

  it('carries the day count for the text', () => {
    expect(bannerFor('TRIAL', 4)).toEqual({ kind: 'trialEnding', days: 4 });
  });
});

describe('days left in the garage time zone, rounded up', () => {
  const endKolkata = new Date('2026-12-01T18:29:59.999Z'); // 1 Dec 23:59:59.999 in Asia/Kolkata
  it.each([
    ['2026-11-21T06:00:00Z', 11],
    ['2026-11-30T18:30:00Z', 1], // 1 Dec 00:00 local: the last day
    ['2026-11-30T18:29:59Z', 2], // 30 Nov 23:59:59 local: a sliver of today plus tomorrow
    ['2026-12-01T18:29:59Z', 1], // the last second still counts as a day
    ['2026-12-01T18:29:59.999Z', 0], // exactly the end
    ['2026-12-01T18:30:00Z', 0],
    ['2026-12-03T18:30:00Z', -2],
  ])('at %s: %i', (now, days) => {
    expect(garageDaysLeft(endKolkata, new Date(now), 'Asia/Kolkata')).toBe(days);
  });

  it('counts a short daylight-saving day as a whole day (Europe/Madrid, 29 March 2026)', () => {
    // End: 30 Mar 23:59:59.999 local (CEST, UTC+2). Now: 28 Mar 23:30 local (CET, UTC+1).
    const end = new Date('2026-03-30T21:59:59.999Z');
    const now = new Date('2026-03-28T22:30:00Z');
    // Elapsed time is 1 day 23.5 h (the 29th has 23 hours), but the garage sees part of the 28th, the 29th and the 30th.
    expect(Math.ceil((end.getTime() - now.getTime()) / 86_400_000)).toBe(2);
    expect(garageDaysLeft(end, now, 'Europe/Madrid')).toBe(3);
  });

  it('counts the same instant differently in different zones', () => {
    const end = new Date('2026-12-01T23:59:59.999Z');
    const now = new Date('2026-11-30T23:00:00Z');
    expect(garageDaysLeft(end, now, 'UTC')).toBe(2);
    expect(garageDaysLeft(end, now, 'America/Los_Angeles')).toBe(2);
  });

  it('falls back to elapsed time for an unknown zone', () => {
    expect(garageDaysLeft(new Date('2026-01-03T00:00:00Z'), new Date('2026-01-01T00:00:01Z'), 'Nowhere/Else')).toBe(2);
  });
});

describe('renewal target', () => {
  it.each([
    ['AE', true],
    ['UAE', true],
    ['om', true],
    ['SA', true],
    ['QA', true],
    ['YE', true],
    ['JO', true],
    ['BH', true],
    ['IN', false],
    ['MX', false],
    ['', false],
    [null, false],
  ])('%s external: %s', (code, external) => {
    expect(usesExternalPricing(code)).toBe(external);
  });
});
