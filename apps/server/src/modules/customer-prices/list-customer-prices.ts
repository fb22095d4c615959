import type { CustomerPrice } from '@garage/contract';
import { normalizeSearch } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerItemPrice } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import {
  countCustomerPrices,
  customerOfGroup,
  nameMatches,
  type PriceKind,
  selectCustomerPrices,
} from './customer-price.repository.ts';

export interface CustomerPriceListInput {
  customer_id: number;
  query?: string | undefined;
  page_number: number;
  page_size: number;
}

/** One customer's own prices of parts or of services in the caller's garage, by item name. */
export async function listCustomerPrices(
  db: Db,
  current: Membership,
  kind: PriceKind,
  input: CustomerPriceListInput,
): Promise<Paged<CustomerPrice>> {
  if (!(await customerOfGroup(db, current.groupId, input.customer_id))) throw notFound();
  const text = input.query ? normalizeSearch(input.query) : '';
  const where = and(eq(customerItemPrice.customerId, input.customer_id), text ? nameMatches(kind, text) : undefined);
  const content = await selectCustomerPrices(db, current, kind, where, {
    limit: input.page_size,
    offset: input.page_number * input.page_size,
  });
  const total = await pageTotal(content.length, input.page_number, input.page_size, () =>
    countCustomerPrices(db, current, kind, where),
  );
  return pageOf(content, total, input.page_number, input.page_size);
}
