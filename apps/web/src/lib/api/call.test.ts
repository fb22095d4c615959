import { routes } from '@garage/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { jsonResponse, signInAtGarage } from '../test-helpers.ts';
import { call, type RouteAnswer, routePath, routeUrl } from './call.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
  signInAtGarage();
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init as RequestInit, headers: (init?.headers ?? {}) as Record<string, string> };
};

describe('call', () => {
  it('fills the path placeholders of the route and answers its body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { customer_id: 12, display_name: 'Asha' }));
    const answer = await call(routes.getCustomer, { params: { id: 12 } });
    expect(sent().url).toBe('/api/customer/customer/12');
    expect(sent().init.method).toBe('GET');
    expect(answer).toMatchObject({ display_name: 'Asha' });
  });

  it('sends the query, the body and the idempotency key of a create', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { order_id: 1 }));
    await call(routes.createOrder, {
      body: { order_type: 'SERVICE' } as never,
      query: { is_notification_required: 'false' },
      idempotencyKey: 'key-1',
    });
    expect(sent().url).toBe('/api/oms/order/order?is_notification_required=false');
    expect(sent().init.method).toBe('POST');
    expect(JSON.parse(String(sent().init.body))).toEqual({ order_type: 'SERVICE' });
    expect(sent().headers['Idempotency-Key']).toBe('key-1');
    expect(sent().headers['x-garage-id']).toBe('3');
    expect(sent().headers.Authorization).toMatch(/^Bearer /);
  });

  it('sends a public route without the bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok', database: 'pglite' }));
    await call(routes.health);
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it('URI-encodes path values and refuses a missing one', () => {
    expect(routePath({ path: '/api/x/{key}' }, { key: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
    expect(() => routePath({ path: '/api/x/{key}' }, {})).toThrow(/missing path parameter key/);
  });

  it('builds links with the query for downloads', () => {
    expect(routeUrl(routes.getCustomer, { params: { id: 4 }, query: undefined })).toBe('/api/customer/customer/4');
  });

  it('types the answer, the params and the body from the route table', () => {
    expectTypeOf<RouteAnswer<typeof routes.health>>().toEqualTypeOf<{ status: 'ok'; database: 'pglite' | 'postgres' }>();
    // @ts-expect-error a route with a {id} placeholder needs params
    void (() => call(routes.getCustomer));
    // @ts-expect-error the placeholder is named id
    void (() => call(routes.getCustomer, { params: { customer: 1 } }));
    // @ts-expect-error a GET takes no body
    void (() => call(routes.health, { body: {} }));
  });
});
