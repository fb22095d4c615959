import { queryOptions } from '@tanstack/react-query';
import { call, type RouteAnswer } from './call.ts';
import { routes } from './routes.ts';

/** A customer's own prices of parts and services (decision 060): the customer page edits them, the editor starts lines at them. */
export type PriceKind = 'part' | 'service';
export type CustomerPrice = RouteAnswer<typeof routes.listPartCustomerPrices>['content'][number];

export const customerPriceKeys = {
  all: ['customer-prices'] as const,
  list: (customerId: number, kind: PriceKind, page: number) => [...customerPriceKeys.all, customerId, kind, page] as const,
  every: (customerId: number, kind: PriceKind) => [...customerPriceKeys.all, customerId, kind, 'every'] as const,
};

export const customerPriceRoutes = {
  list: { part: routes.listPartCustomerPrices, service: routes.listServiceCustomerPrices },
  save: { part: routes.savePartCustomerPrice, service: routes.saveServiceCustomerPrice },
  remove: { part: routes.deletePartCustomerPrice, service: routes.deleteServiceCustomerPrice },
} as const;

/** The customer's prices of a kind as item id → price (the first 100, by name: far more than any customer has). */
export const customerPriceMapQuery = (customerId: number, kind: PriceKind) =>
  queryOptions({
    queryKey: customerPriceKeys.every(customerId, kind),
    queryFn: async ({ signal }) => {
      const page = await call(customerPriceRoutes.list[kind], {
        query: { customer_id: customerId, page_number: 0, page_size: 100 },
        signal,
        raw: true,
      });
      return new Map(page.content.map((p) => [p.item_id, p.price]));
    },
    staleTime: 60_000,
  });
