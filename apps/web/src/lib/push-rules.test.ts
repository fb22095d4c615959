import { describe, expect, it } from 'vitest';
import { notificationTarget, type PushContext, pushStep, shouldSendToken } from './push-rules.ts';

const on: PushContext = { configured: true, supported: true, enabledForGarage: true, permission: 'granted' };

describe('push registration', () => {
  it.each<[Partial<PushContext>, string]>([
    [{}, 'subscribe'],
    [{ permission: 'default' }, 'ask'],
    [{ permission: 'denied' }, 'denied'],
    [{ configured: false }, 'off'],
    [{ configured: false, permission: 'default' }, 'off'],
    [{ enabledForGarage: false }, 'off'],
    [{ supported: false }, 'unsupported'],
    [{ supported: false, enabledForGarage: false }, 'off'],
  ])('%j: %s', (change, expected) => {
    expect(pushStep({ ...on, ...change })).toBe(expected);
  });

  it('sends the token once per user and token unless forced', () => {
    const sent = { userId: 1, token: 'a' };
    expect(shouldSendToken(null, sent)).toBe(true);
    expect(shouldSendToken(sent, { userId: 1, token: 'a' })).toBe(false);
    expect(shouldSendToken(sent, { userId: 1, token: 'a' }, true)).toBe(true);
    expect(shouldSendToken(sent, { userId: 2, token: 'a' })).toBe(true);
    expect(shouldSendToken(sent, { userId: 1, token: 'b' })).toBe(true);
  });
});

describe('notification click', () => {
  const origin = 'https://app.example.com';
  it.each([
    [{ url: '/tabs/order-details/12/345' }, '/tabs/order-details/12/345'],
    [{ url: 'https://app.example.com/tabs/customer?q=a#x' }, '/tabs/customer?q=a#x'],
    [{ url: 'https://evil.example.net/phish' }, '/tabs/dashboard'],
    [{ url: '' }, '/tabs/dashboard'],
    [{}, '/tabs/dashboard'],
    [null, '/tabs/dashboard'],
  ])('%j goes to %s', (data, expected) => {
    expect(notificationTarget(data, origin)).toBe(expected);
  });
});
