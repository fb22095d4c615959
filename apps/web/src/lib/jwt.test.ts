import { describe, expect, it } from 'vitest';
import { expiresWithin, tokenExpiresAt } from './jwt.ts';
import { fakeJwt } from './test-helpers.ts';

describe('JWT expiry', () => {
  it('reads exp from the payload in ms', () => {
    expect(tokenExpiresAt(fakeJwt(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads with - and _', () => {
    const token = fakeJwt(1_700_000_000_000, { name: '>>>???' });
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
  });

  it('treats unreadable tokens as expired', () => {
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(tokenExpiresAt(null)).toBeNull();
    expect(expiresWithin('garbage', 1000)).toBe(true);
  });

  it('tells whether a token runs out within a window (spec 9: one hour at start)', () => {
    const now = 1_000_000_000_000;
    const in15min = fakeJwt(now + 15 * 60_000);
    expect(expiresWithin(in15min, 3_600_000, now)).toBe(true);
    expect(expiresWithin(in15min, 60_000, now)).toBe(false);
  });
});
