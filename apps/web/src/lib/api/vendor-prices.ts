import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from './call.ts';
import { routes } from './routes.ts';

/** A vendor's price list (decision 061): the vendor page edits it, the purchase order form starts lines at it. */
export type VendorPrice = RouteAnswer<typeof routes.listVendorPrices>['content'][number];

export const vendorPriceKeys = {
  all: ['vendor-prices'] as const,
  list: (vendorId: number, query: string, page: number) => [...vendorPriceKeys.all, vendorId, query, page] as const,
  part: (partId: number) => [...vendorPriceKeys.all, 'part', partId] as const,
};

/** Who sells this part and at what (cheapest first). */
export const partVendorPricesQuery = (partId: number) =>
  queryOptions({
    queryKey: vendorPriceKeys.part(partId),
    queryFn: ({ signal }) =>
      call(routes.listPartVendorPrices, { params: { id: partId }, query: { page_number: 0, page_size: 100 }, signal, raw: true }),
    staleTime: 60_000,
  });
