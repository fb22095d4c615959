import { describe, expect, it } from 'vitest';
import { guardRedirect, isPublicPath, signInPathFor } from './guards.ts';

const desktop = { phoneLike: false };
const phone = { phoneLike: true };

describe('route guard', () => {
  it('sends visitors without a session to sign-in on desktop and to the intro on phones', () => {
    expect(guardRedirect('signed-in', { signedIn: false, hasGarage: false, ...desktop })).toBe('/global-signin');
    expect(guardRedirect('garage', { signedIn: false, hasGarage: false, ...phone })).toBe('/intro');
    expect(signInPathFor(true)).toBe('/intro');
  });

  it('keeps signed-in users away from sign-in and intro', () => {
    expect(guardRedirect('public-only', { signedIn: true, hasGarage: true, ...desktop })).toBe('/');
    expect(guardRedirect('public-only', { signedIn: true, hasGarage: false, ...phone })).toBe('/');
    expect(guardRedirect('public-only', { signedIn: false, hasGarage: false, ...desktop })).toBeNull();
  });

  it('sends a signed-in user without a garage to the root, which picks registration or the chooser', () => {
    expect(guardRedirect('garage', { signedIn: true, hasGarage: false, ...desktop })).toBe('/');
    expect(guardRedirect('garage', { signedIn: true, hasGarage: true, ...desktop })).toBeNull();
  });

  it('lets a signed-in user without a garage register one', () => {
    expect(guardRedirect('signed-in', { signedIn: true, hasGarage: false, ...desktop })).toBeNull();
  });

  it('knows the public pages', () => {
    expect(isPublicPath('/global-signin')).toBe(true);
    expect(isPublicPath('/intro/')).toBe(true);
    expect(isPublicPath('/tabs/dashboard')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});
