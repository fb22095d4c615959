import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garageProperty } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop, sisterShop } from '../orders/test-shop.ts';
import { SSO_TOKEN_TTL_SECONDS } from './sso-link.ts';

const SECRET = 'a-shared-secret-with-the-reviews-site-0123456789';
let t: TestApp;
let bare: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp({ freshreviewSsoUrl: 'https://reviews.example.com/sso?src=garage', freshreviewSsoSecret: SECRET });
  bare = await createTestApp();
  shop = await saudiShop(t, { freshreview_enabled: true });
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const ask = (s: Shop, body: object, options: Parameters<typeof api>[4] = {}) =>
  api(s, 'POST', '/api/fr/auth/redirect_url', body, options);

describe('external reviews single sign-on link (spec 7 fr/auth/redirect_url)', () => {
  it('answers a text link with a short-lived token signed with the shared secret', async () => {
    const res = await ask(shop, { user_id: shop.s.userId, garage_id: shop.garageId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const link = new URL(res.body);
    expect(`${link.origin}${link.pathname}`).toBe('https://reviews.example.com/sso');
    expect(link.searchParams.get('src')).toBe('garage');
    const { payload, protectedHeader } = await jwtVerify(link.searchParams.get('token')!, new TextEncoder().encode(SECRET), {
      issuer: 'garage-workshop',
      audience: 'freshreview',
      currentDate: t.clock.now(),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: String(shop.s.userId), garage_id: shop.garageId });
    expect(payload.exp! - payload.iat!).toBe(SSO_TOKEN_TTL_SECONDS);
    expect(typeof payload.jti).toBe('string');
  });

  it('says so when the garage has not enabled external reviews', async () => {
    const off = await saudiShop(t);
    const res = await ask(off, { user_id: off.s.userId, garage_id: off.garageId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('External reviews are not enabled for this garage');
  });

  it('answers a clear 400 when the server has no sign-on configured', async () => {
    const there = await saudiShop(bare, { freshreview_enabled: true });
    const res = await ask(there, { user_id: there.s.userId, garage_id: there.garageId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('External reviews are not configured on this server. Please contact the provider.');
    const es = await ask(there, { user_id: there.s.userId, garage_id: there.garageId }, { headers: { 'accept-language': 'es' } });
    expect(es.json().message).toMatch(/no están configuradas/);
  });

  it('follows the property when it is switched on later', async () => {
    const later = await saudiShop(t);
    await t.db
      .insert(garageProperty)
      .values({ groupId: later.groupId, garageId: later.garageId, propertyName: 'freshreview_enabled', propertyValue: 'true' });
    expect((await ask(later, { user_id: later.s.userId, garage_id: later.garageId })).statusCode).toBe(200);
  });
});

describe('sign-on link validation, roles and tenancy', () => {
  it.each([
    ['no user', { garage_id: 1 }],
    ['no garage', { user_id: 1 }],
    ['a user id that is not a number', { user_id: 'me', garage_id: 1 }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await ask(shop, body)).statusCode).toBe(400);
  });

  it("refuses a link for another user (403) and another group's garage (404)", async () => {
    const clerk = await member(shop, ['FEEDBACK_MANGEMENT']);
    expect((await ask(shop, { user_id: clerk.userId, garage_id: shop.garageId })).statusCode).toBe(403);
    const stranger = await saudiShop(t, { freshreview_enabled: true });
    expect((await ask(shop, { user_id: shop.s.userId, garage_id: stranger.garageId })).statusCode).toBe(404);
  });

  it.each([
    [['FEEDBACK_MANGEMENT'], 200],
    [['REMINDER_MANAGEMENT'], 403],
    [['TECHNICIAN'], 403],
  ] as const)('%j may ask: %i', async (roles, status) => {
    const session = await member(shop, roles);
    expect((await ask(shop, { user_id: session.userId, garage_id: shop.garageId }, { session })).statusCode).toBe(status);
  });

  it('needs the roles in a sister outlet named by garage_id', async () => {
    const sister = await sisterShop(t, shop);
    const clerk = await member(shop, ['FEEDBACK_MANGEMENT']);
    expect((await ask(shop, { user_id: clerk.userId, garage_id: sister.garageId }, { session: clerk })).statusCode).toBe(403);
  });
});
