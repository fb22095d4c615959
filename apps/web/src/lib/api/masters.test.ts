import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAtGarage } from '../test-helpers.ts';
import {
  catalogueKeys,
  createPart,
  customerKeys,
  customersQuery,
  partsQuery,
  vehicleKeys,
  vehicleSearchQuery,
} from './masters.ts';

const fetchMock = vi.fn<typeof fetch>();
const page = { content: [], page_number: 0, page_size: 20, total_elements: 0, total_pages: 0, total_capped: false };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(200, page));
  localStorage.clear();
  signInAtGarage();
});
afterEach(() => vi.unstubAllGlobals());

const sentUrl = () => String(fetchMock.mock.calls[0]?.[0]);
const run = async (options: { queryFn?: unknown }) =>
  (options.queryFn as (c: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });

describe('master data query keys', () => {
  // Other areas invalidate these prefixes: they must not change.
  it('keep the prefixes other areas invalidate', () => {
    expect(customerKeys.all).toEqual(['customers']);
    expect(customerKeys.list('asha', 2)).toEqual(['customers', 'list', 'asha', 2]);
    expect(customerKeys.one(5)).toEqual(['customers', 'one', 5]);
    expect(vehicleKeys.all).toEqual(['vehicles']);
    expect(vehicleKeys.search('reg_number', 'KA01', 0)).toEqual(['vehicles', 'search', 'reg_number', 'KA01', 0]);
    expect(catalogueKeys.all).toEqual(['catalogue']);
    expect(catalogueKeys.parts()).toEqual(['catalogue', 'parts']);
    expect(catalogueKeys.package()).toEqual(['catalogue', 'package']);
    expect(catalogueKeys.package(4)).toEqual(['catalogue', 'package', 4]);
    expect(catalogueKeys.taxCategories()).toEqual(['catalogue', 'tax-categories']);
  });

  it('list keys start with the key their writes invalidate', () => {
    const p = { query: '', page: 0, includeInactive: false };
    expect(partsQuery(p).queryKey.slice(0, 2)).toEqual(catalogueKeys.parts());
    expect(customersQuery('', 0).queryKey[0]).toBe(customerKeys.all[0]);
  });
});

describe('master data calls', () => {
  it('lists everyone without a term and searches with one', async () => {
    await run(customersQuery('', 1));
    expect(sentUrl()).toBe('/api/customer/customer/all?page_number=1&page_size=20');
    fetchMock.mockClear();
    await run(customersQuery('asha', 0));
    expect(sentUrl()).toBe('/api/customer/customer/search?query=asha&page_number=0&page_size=20');
  });

  it('sends the catalogue flags and the vehicle search fields as before', async () => {
    await run(partsQuery({ query: 'pad', page: 0, includeInactive: true }));
    expect(sentUrl()).toBe('/api/oms/part?query=pad&page_number=0&page_size=20&include_inactive=true');
    fetchMock.mockClear();
    await run(vehicleSearchQuery('customer_name', ' Asha ', 0));
    expect(sentUrl()).toBe(
      '/api/customer/customer/vehicle/search?page_number=0&page_size=20&search_by=customer_name&search=Asha',
    );
  });

  it('sends a create with its idempotency key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { part_id: 1 }));
    await createPart({ part_name: 'Pad', unit_id: 1, selling_price: '10' } as Parameters<typeof createPart>[0], 'key-1');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });
});
