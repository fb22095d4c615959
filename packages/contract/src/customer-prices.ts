import { MONEY_COLUMN } from '@garage/domain';
import { z } from 'zod';
import { CATALOGUE_WRITE, CUSTOMER_READ } from './access.ts';
import { id, idText, plainText } from './common.ts';
import { Decimal, nonNegativeDecimal, PageQuery, page } from './masters.ts';
import type { RouteDef } from './routes.ts';

// ---------- A customer's own prices of parts and services (spec: part_customer_price, service_customer_price; decision 060) ----------

export const CustomerPriceQuery = PageQuery.extend({
  customer_id: idText,
  /** Part or service name, part number or code. */
  query: plainText(80).optional(),
});

export const CustomerPrice = z
  .object({
    id: z.number(),
    customer_id: z.number(),
    kind: z.enum(['service', 'part']),
    item_id: z.number(),
    item_name: z.string(),
    /** Part number of a part, SAC of a service. */
    code: z.string().nullable(),
    /** The master's price today, for comparison. */
    master_price: Decimal,
    price: Decimal,
    updated_at: z.string(),
  })
  .meta({ id: 'CustomerPrice' });
export type CustomerPrice = z.infer<typeof CustomerPrice>;
export const CustomerPricePage = page(CustomerPrice);

/** Sets (or changes) the customer's price of one item of this garage. */
export const CustomerPriceSave = z.object({
  customer_id: id,
  item_id: id,
  price: nonNegativeDecimal(MONEY_COLUMN),
});
export type CustomerPriceSave = z.input<typeof CustomerPriceSave>;

const IdOnly = z.object({ id: idText });
const Deleted = z.object({ deleted: z.boolean() });

function priceRoutes<K extends 'part' | 'service'>(kind: K) {
  const path = `/api/oms/${kind}_customer_price` as const;
  const noun = kind === 'part' ? 'part' : 'service';
  return {
    list: {
      method: 'GET',
      path,
      auth: 'garage',
      roles: CUSTOMER_READ,
      summary: `A customer's own ${noun} prices in this garage, by item name; paged from 0`,
      tags: ['customers'],
      query: CustomerPriceQuery,
      response: CustomerPricePage,
    },
    save: {
      method: 'PUT',
      path,
      auth: 'garage',
      roles: CATALOGUE_WRITE,
      summary: `Set a customer's own price of a ${noun} of this garage (replaces the one set before)`,
      tags: ['customers'],
      body: CustomerPriceSave,
      response: CustomerPrice,
    },
    remove: {
      method: 'DELETE',
      path: `${path}/{id}`,
      auth: 'garage',
      roles: CATALOGUE_WRITE,
      summary: `Remove a customer's own ${noun} price: their lines start at the master price again`,
      tags: ['customers'],
      params: IdOnly,
      response: Deleted,
    },
  } as const satisfies Record<string, RouteDef>;
}

const parts = priceRoutes('part');
const services = priceRoutes('service');

export const customerPriceRoutes = {
  listPartCustomerPrices: parts.list,
  savePartCustomerPrice: parts.save,
  deletePartCustomerPrice: parts.remove,
  listServiceCustomerPrices: services.list,
  saveServiceCustomerPrice: services.save,
  deleteServiceCustomerPrice: services.remove,
} as const satisfies Record<string, RouteDef>;
