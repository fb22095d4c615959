import type { StockInPage, StockInSearchQuery } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { searchStockInRows } from './stock-in.repository.ts';
import { stockInSummary } from './stock-in-view.ts';

/** The stock-in list (stokin-list), newest first. */
export async function searchStockIns(
  db: Db,
  current: Membership,
  query: z.output<typeof StockInSearchQuery>,
): Promise<z.infer<typeof StockInPage>> {
  const { rows, total } = await searchStockInRows(db, current, {
    vendorId: query.vendor_id,
    purchaseOrderId: query.purchase_order_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  const hide = priceRules(current.roles).hidePurchase;
  return pageOf(
    rows.map((r) => stockInSummary(r, hide)),
    total,
    query.page_number,
    query.page_size,
    true,
  );
}
