import type { StockListQuery, StockPage } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { countStockRows, findStockPage } from './stock.repository.ts';
import { stockRowView } from './stock-view.ts';

/** The Inventory list: the garage's active parts with their stock; search, filter, sort, paged. */
export async function listStock(db: Db, current: Membership, query: z.output<typeof StockListQuery>): Promise<StockPage> {
  const { page_number: pageNumber, page_size: pageSize } = query;
  const f = { q: query.q, filter: query.filter, sort: query.sort, dir: query.dir };
  const hide = priceRules(current.roles).hidePurchase;
  const rows = await findStockPage(db, current, f, pageNumber, pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () => countStockRows(db, current, f, pageNumber, pageSize));
  return {
    ...pageOf(
      rows.map((r) => stockRowView(r, hide)),
      total,
      pageNumber,
      pageSize,
      true,
    ),
    prices_hidden: hide,
  };
}
