import { type RouteDef, routes } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garage, subscriptionRequest } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { setGroupReport } from './report-catalogue.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `96${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ biDashboardUrl: '', externalPricingUrl: 'https://pricing.example/gulf' });
});
afterAll(async () => {
  await t.close();
});

async function shopWith(roles: Parameters<typeof addMember>[3], options: { headOffice?: boolean; countryCode?: string } = {}) {
  const owner = await createUser(t.db, { mobileNumber: freshMobile(), firstName: 'Olivia', lastName: 'Owner' });
  const shop = await createGarage(t, { ownerId: owner.id, countryCode: options.countryCode ?? 'IN' });
  if (options.headOffice) {
    await t.db
      .update(garage)
      .set({ headOffice: true })
      .where(and(eq(garage.groupId, shop.groupId), eq(garage.id, shop.garageId)));
  }
  const member = await createUser(t.db, { mobileNumber: freshMobile(), firstName: 'Mia', lastName: 'Member' });
  await addMember(t.db, shop, member.id, roles);
  return { shop, owner, member };
}

const profile = (s: { headers(g?: number): Record<string, string> }, garageId: number, userId: number) =>
  t.app.inject({ method: 'GET', url: `/api/customer/api/access_profile/${userId}`, headers: s.headers(garageId) });

describe('access profile', () => {
  it("answers one's own profile only: another user's id is refused, a stranger's garage is refused", async () => {
    const { shop, owner, member } = await shopWith(['REPORT_MANAGEMENT']);
    const s = await signIn(t, member.mobileNumber);
    expect((await profile(s, shop.garageId, member.id)).statusCode).toBe(200);
    const other = await profile(s, shop.garageId, owner.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only read your own access profile');
    const elsewhere = await createGarage(t);
    expect((await profile(s, elsewhere.garageId, member.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/api/access_profile/${member.id}` })).statusCode).toBe(401);
    expect((await profile(s, shop.garageId, 0)).statusCode).toBe(400);
  });

  it('has no head-office menus outside a head office, but always carries the role map', async () => {
    const { shop, owner } = await shopWith([]);
    const s = await signIn(t, owner.mobileNumber);
    const body = (await profile(s, shop.garageId, owner.id)).json();
    expect(body).toMatchObject({
      isGpHoManagement: false,
      isReportPanel: false,
      isBIGroupPanel: false,
      isBIPanel: false,
      isRunning: false,
      reports: [],
      customDashboard: [],
    });
    expect(body.role_map.ho_revenue).toEqual(['GARAGE_OWNER', 'REPORT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT']);
    expect(body.role_map.ho_customers).toBeUndefined();
  });

  it('builds the menus of a head-office user from the roles and the stored map', async () => {
    const { shop, member } = await shopWith(['REPORT_MANAGEMENT', 'HO_QUOTATION', 'HO_OTHER_2'], { headOffice: true });
    const s = await signIn(t, member.mobileNumber);
    const body = (await profile(s, shop.garageId, member.id)).json();
    expect(body.isGpHoManagement).toBe(true);
    expect(body.ho_management).toEqual({ purchase_order: false, stock_information: false, quotation: true, appointment: false });
    expect(body.isReportPanel).toBe(true);
    expect(body.isBIGroupPanel).toBe(false);
    const revenue = body.reports.find((r: { name: string }) => r.name === 'ho_revenue');
    expect(revenue).toMatchObject({ group: 'ACCOUNTS', title: 'Revenue', allowed: true, url: null });
    // No role list mapped: allowed.
    expect(body.reports.find((r: { name: string }) => r.name === 'ho_customers').allowed).toBe(true);
    expect(body.reports.some((r: { group: string }) => r.group === 'HO_DASHBOARD')).toBe(false);
    // Custom dashboard 2 is unlocked by HO_OTHER_2 but has no address yet: BI stays off.
    expect(body.customDashboard).toEqual([]);
    expect(body.isBIPanel).toBe(false);

    // An operator gives the group's custom dashboard an address and narrows the revenue report.
    await setGroupReport(t.db, shop.groupId, { name: 'custom_2', url: 'https://bi.example/custom-2' });
    await setGroupReport(t.db, shop.groupId, { name: 'ho_revenue', roles: 'ACCOUNTS_MANAGEMENT' });
    const after = (await profile(s, shop.garageId, member.id)).json();
    expect(after.isBIPanel).toBe(true);
    expect(after.isRunning).toBe(true);
    expect(after.customDashboard.map((r: { name: string }) => r.name)).toEqual(['custom_2']);
    expect(after.reports.find((r: { name: string }) => r.name === 'ho_revenue').allowed).toBe(false);
    expect(after.role_map.ho_revenue).toEqual(['ACCOUNTS_MANAGEMENT']);

    // Another group keeps the defaults.
    const { shop: other, owner: otherOwner } = await shopWith([], { headOffice: true });
    const o = await signIn(t, otherOwner.mobileNumber);
    const otherBody = (await profile(o, other.garageId, otherOwner.id)).json();
    expect(otherBody.role_map.ho_revenue).toEqual(['GARAGE_OWNER', 'REPORT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT']);
    expect(otherBody.isBIGroupPanel).toBe(true);
    expect(otherBody.reports.some((r: { group: string }) => r.group === 'OUTLET_DASHBOARD')).toBe(true);
  });

  it('answers in the caller language', async () => {
    const { shop, owner } = await shopWith([], { headOffice: true });
    const s = await signIn(t, owner.mobileNumber);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/api/access_profile/${owner.id}`,
      headers: { ...s.headers(shop.garageId), 'accept-language': 'es' },
    });
    expect(res.json().reports.find((r: { name: string }) => r.name === 'ho_revenue').title).toBe('Ingresos');
  });
});

describe('subscription details', () => {
  it('counts days in the garage time zone and names the external pricing page for Gulf countries', async () => {
    const { shop, owner } = await shopWith([], { countryCode: 'SA' });
    const s = await signIn(t, owner.mobileNumber);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/subscription?garage_id=${shop.garageId}`,
      headers: s.headers(shop.garageId),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      subscription_type: 'TRIAL',
      days_left: 30,
      external_pricing_url: 'https://pricing.example/gulf',
    });
    expect(body.plans.map((p: { plan_id: string }) => p.plan_id)).toEqual(['gear0', 'gear1', 'gear2']);

    const india = await shopWith([]);
    const si = await signIn(t, india.owner.mobileNumber);
    const inBody = (
      await t.app.inject({
        method: 'GET',
        url: `/api/customer/subscription?garage_id=${india.shop.garageId}`,
        headers: si.headers(india.shop.garageId),
      })
    ).json();
    expect(inBody.external_pricing_url).toBeNull();
    // Another garage's id in the query: not found.
    const cross = await t.app.inject({
      method: 'GET',
      url: `/api/customer/subscription?garage_id=${shop.garageId}`,
      headers: si.headers(india.shop.garageId),
    });
    expect(cross.statusCode).toBe(404);
  });
});

describe('extend trial', () => {
  const extend = (s: { headers(g?: number): Record<string, string> }, garageId: number, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/subscription/extend_trial',
      headers: { ...s.headers(garageId), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  it('writes the extension notification to the outbox once per press, also after the trial ended', async () => {
    const owner = await createUser(t.db, { mobileNumber: freshMobile(), firstName: 'Ravi', lastName: 'Kumar' });
    const shop = await createGarage(t, { ownerId: owner.id, trialDays: 1, name: 'Kumar Motors' });
    t.clock.advance(2 * 86_400_000);
    try {
      const s = await signIn(t, owner.mobileNumber);
      // Business routes are closed now …
      const business = await t.app.inject({
        method: 'GET',
        url: '/api/customer/customer/all',
        headers: s.headers(shop.garageId),
      });
      expect(business.statusCode).toBe(403);
      expect(business.json().code).toBe('SUBSCRIPTION_EXPIRED');
      // … the extension request is not.
      const before = t.sender.sent.length;
      const key = `extend-${Date.now()}`;
      const first = await extend(s, shop.garageId, { garage_id: shop.garageId }, key);
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe(
        'Subscription Extension Request: We have received your request. We will confirm you shortly.',
      );
      const again = await extend(s, shop.garageId, { garage_id: shop.garageId }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json().request_id).toBe(first.json().request_id);
      const sent = t.sender.sent.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.channel).toBe('email');
      expect(sent[0]?.to).toBe(t.config.subscriptionNotifyEmail);
      const payload = JSON.parse(sent[0]?.text ?? '{}');
      expect(payload.garage_id).toBe(shop.garageId);
      expect(payload.text).toContain('Kumar Motors');
      expect(payload.text).toContain(`+91 ${owner.mobileNumber}`);
      expect(payload.text).toContain('Ravi Kumar');
      const rows = await t.db.select().from(subscriptionRequest).where(eq(subscriptionRequest.garageId, shop.garageId));
      expect(rows.map((r) => r.kind)).toEqual(['EXTEND_TRIAL']);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('refuses strangers, another garage id and bad bodies without writing anything', async () => {
    const { shop, member } = await shopWith(['TECHNICIAN']);
    const s = await signIn(t, member.mobileNumber);
    const before = t.sender.sent.length;
    const other = await createGarage(t);
    expect((await extend(s, other.garageId, { garage_id: other.garageId })).statusCode).toBe(403);
    expect((await extend(s, shop.garageId, { garage_id: other.garageId })).statusCode).toBe(404);
    const bad = await extend(s, shop.garageId, { garage_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/customer/subscription/extend_trial', payload: { garage_id: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(t.sender.sent.length).toBe(before);
    // Any member of the garage may ask (a technician too).
    expect((await extend(s, shop.garageId, { garage_id: shop.garageId })).statusCode).toBe(201);
    expect(t.sender.sent.length).toBe(before + 1);
  });
});

describe('plan and demo requests', () => {
  const ask = (s: { headers(g?: number): Record<string, string> }, garageId: number, request: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/subscription/request',
      headers: s.headers(garageId),
      payload: { garage_id: garageId, request },
    });

  it('lets the owner ask for a plan and anyone for a demo', async () => {
    const { shop, owner, member } = await shopWith(['JOB_CONTROLLER']);
    const so = await signIn(t, owner.mobileNumber);
    const sm = await signIn(t, member.mobileNumber);
    const before = t.sender.sent.length;
    const plan = await ask(so, shop.garageId, 'gear1');
    expect(plan.statusCode).toBe(201);
    expect(plan.json().message).toBe('Request sent successfully');
    expect(plan.json().text).toContain('gear1');
    expect((await ask(sm, shop.garageId, 'gear1')).statusCode).toBe(403);
    expect((await ask(sm, shop.garageId, 'DEMO')).statusCode).toBe(201);
    expect((await ask(so, shop.garageId, 'gear9')).statusCode).toBe(400);
    expect(t.sender.sent.length).toBe(before + 2);
  });
});

describe('an ended trial on every route of the table', () => {
  it('answers 403 SUBSCRIPTION_EXPIRED on each business route and keeps the open ones open', async () => {
    const owner = await createUser(t.db, { mobileNumber: freshMobile() });
    const shop = await createGarage(t, { ownerId: owner.id, trialDays: 1 });
    t.clock.advance(2 * 86_400_000);
    try {
      const s = await signIn(t, owner.mobileNumber);
      const table = Object.entries(routes as Record<string, RouteDef>).filter(
        ([, r]) => r.auth === 'garage' && hasAnyRole(['GARAGE_OWNER'], r.roles),
      );
      expect(table.length).toBeGreaterThan(40);
      for (const [id, route] of table) {
        const url = route.path.replace(/\{[^}]+\}/g, String(shop.garageId));
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: s.headers(shop.garageId),
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
        });
        const expired = res.statusCode === 403 && res.json().code === 'SUBSCRIPTION_EXPIRED';
        expect(expired, `${id} ${route.method} ${route.path} answered ${res.statusCode}`).toBe(!route.openWhenExpired);
      }
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });
});
