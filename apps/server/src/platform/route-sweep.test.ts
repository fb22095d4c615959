import { type RouteDef, routes } from '@garage/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Shop, saudiShop } from '../modules/orders/test-shop.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 10, section 5, the sweep: every route of the contract's route table, signed in as the owner of a
 * garage, gets each of its path, query and header parameters (and each top-level body field) as an
 * out-of-range number, a non-number, an impossible date (and a time in year 0) and a NUL byte. None may
 * answer 5xx. The cases
 * are generated from the route table's zod schemas, so a new route is swept without touching this file.
 */

const BAD_VALUES = {
  'out-of-range number': '100000000000000000000',
  'non-number': 'not-a-number',
  'impossible date': '2024-02-30',
  'time in year 0': '0000-01-01T00:00:00Z',
  'NUL byte': 'nul\u0000byte',
} as const;

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The field names of an object schema, through optional, nullable, default and pipe wrappers. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = defOf(current);
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    current = def.innerType ?? def.in;
  }
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

let t: TestApp;
let shop: Shop;
let orderId: number;
let quoteId: number;

beforeAll(async () => {
  // Every request of the sweep comes from one address in one frozen-clock window: with the general limits on,
  // about 800 of them were refused with 429 before validation, hiding whatever the route would have answered.
  t = await createTestApp({
    rateLimitWritesPerIp: 0,
    rateLimitWritesPerUser: 0,
    rateLimitSignInPerIp: 0,
    rateLimitRefreshPerIp: 0,
    rateLimitPasscodePerUser: 0,
  });
  shop = await saudiShop(t);
  const document = {
    order_type: 'REPAIR_ORDER',
    customer_id: shop.customerId,
    user_car_id: shop.userCarId,
    estimated_delivery_time: '2026-11-22T10:00:00Z',
    services_break_up: [{ service_id: shop.serviceId, service_name: 'Brake service', quantity: '1' }],
  };
  const headers = shop.s.headers(shop.garageId);
  orderId = (await t.app.inject({ method: 'POST', url: '/api/oms/order/order', headers, payload: document })).json().order_id;
  quoteId = (await t.app.inject({ method: 'POST', url: '/api/oms/quotes', headers, payload: document })).json().order_id;
  expect(orderId).toBeGreaterThan(0);
  expect(quoteId).toBeGreaterThan(0);
});

/** An id of a row that exists for the path's resource, so bodies that pass validation reach the database. */
function existingId(path: string): number {
  const ids: Array<[string, number]> = [
    ['/api/customer/garage/', shop.garageId],
    ['/api/customer/customer/', shop.customerId],
    ['/api/customer/user_car/', shop.userCarId],
    ['/api/oms/order/', orderId],
    ['/api/oms/quotes/', quoteId],
    ['/api/oms/service/', shop.serviceId],
    ['/api/oms/part/', shop.oilId],
    ['/api/oms/tax_category/', shop.vat],
    ['/api/oms/amc/customer/', shop.customerId],
    ['/api/customer/api/access_profile/', shop.s.userId],
  ];
  return ids.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 1;
}
afterAll(async () => {
  await t.close();
});

interface Case {
  route: string;
  where: 'path' | 'query' | 'header' | 'body';
  field: string;
  value: keyof typeof BAD_VALUES;
}

function casesOf(name: string, def: RouteDef): Array<Case & { options: InjectOptions }> {
  const valid: Record<string, string> = Object.fromEntries(pathParams(def.path).map((p) => [p, String(existingId(def.path))]));
  const urlWith = (params: Record<string, string>, query?: Record<string, string>) => {
    const path = def.path.replace(/\{([^}]+)\}/g, (_m, p: string) => encodeURIComponent(params[p] ?? '1'));
    return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  };
  const headers = { ...shop.s.headers(shop.garageId), 'accept-language': 'es' };
  const headerNames = [...fieldsOf(def.headers), ...(def.auth === 'public' ? [] : ['x-garage-id'])];
  const out: Array<Case & { options: InjectOptions }> = [];
  for (const [label, bad] of Object.entries(BAD_VALUES) as Array<[keyof typeof BAD_VALUES, string]>) {
    const base = { route: name, value: label };
    for (const p of pathParams(def.path)) {
      out.push({
        ...base,
        where: 'path',
        field: p,
        options: { method: def.method, url: urlWith({ ...valid, [p]: bad }), headers },
      });
    }
    for (const q of fieldsOf(def.query)) {
      out.push({
        ...base,
        where: 'query',
        field: q,
        options: { method: def.method, url: urlWith(valid, { [q]: bad }), headers },
      });
    }
    for (const h of headerNames) {
      out.push({
        ...base,
        where: 'header',
        field: h,
        options: { method: def.method, url: urlWith(valid), headers: { ...headers, [h]: bad } },
      });
    }
    for (const f of fieldsOf(def.body)) {
      out.push({
        ...base,
        where: 'body',
        field: f,
        options: { method: def.method, url: urlWith(valid), headers, payload: { [f]: bad } },
      });
    }
  }
  return out;
}

describe('route sweep', () => {
  it('no route of the route table answers 5xx to an out-of-range number, a non-number, an impossible date or a NUL byte', async () => {
    const covered = new Map<string, number>();
    const failures: string[] = [];
    for (const [name, def] of Object.entries(routes) as Array<[string, RouteDef]>) {
      const cases = casesOf(name, def);
      covered.set(`${def.method} ${def.path}`, cases.length);
      for (const c of cases) {
        const res = await t.app.inject(c.options);
        if (
          res.statusCode >= 500 ||
          res.statusCode === 429 ||
          (res.statusCode >= 400 && typeof res.json().message !== 'string')
        ) {
          failures.push(
            `${def.method} ${def.path} ${c.where} ${c.field} = ${c.value}: ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    const lines = [...covered].map(([route, n]) => `${route} (${n} cases)`);
    console.info(
      `route sweep: ${covered.size} routes, ${[...covered.values()].reduce((a, b) => a + b, 0)} requests\n${lines.join('\n')}`,
    );
    expect(failures).toEqual([]);
    // Every route of the table was swept, and the owner's session survived the sweep (no 401s hiding 5xx).
    expect(covered.size).toBe(new Set(Object.values(routes).map((r) => `${r.method} ${r.path}`)).size);
    const me = await t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: shop.s.headers(shop.garageId) });
    expect(me.statusCode).toBe(200);
  }, 300_000);
});
