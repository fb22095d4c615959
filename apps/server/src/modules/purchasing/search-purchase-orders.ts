import type { PurchaseOrderPage, PurchaseOrderSearchQuery } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { searchPurchaseOrderRows } from './purchase-order.repository.ts';
import { purchaseOrderSummary } from './purchase-order-view.ts';

/** Purchase orders, newest first: all (show-purchase-order), awaiting approval, or cancelled. */
export async function searchPurchaseOrders(
  db: Db,
  current: Membership,
  query: z.output<typeof PurchaseOrderSearchQuery>,
): Promise<z.infer<typeof PurchaseOrderPage>> {
  const { rows, total } = await searchPurchaseOrderRows(db, current, {
    status: query.status,
    vendorId: query.vendor_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  const hide = priceRules(current.roles).hidePurchase;
  return pageOf(
    rows.map((r) => purchaseOrderSummary(r.po, r.vendorName, Number(r.lineCount), hide)),
    total,
    query.page_number,
    query.page_size,
    true,
  );
}
