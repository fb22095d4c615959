import type { VendorInfo } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { purchaseActivityOf } from '../purchasing/purchase-activity.ts';
import { searchPurchaseOrderRows } from '../purchasing/purchase-order.repository.ts';
import { purchaseOrderSummary } from '../purchasing/purchase-order-view.ts';
import { searchStockInRows } from '../purchasing/stock-in.repository.ts';
import { stockInSummary } from '../purchasing/stock-in-view.ts';
import { findVendor, vendorDueAmounts, vendorView } from './vendor.repository.ts';

/** The vendor-info page: the vendor, what is owed to it, its last purchase orders and stock-ins, its history. */
export async function loadVendorInfo(db: Db, current: Membership, id: number): Promise<z.infer<typeof VendorInfo>> {
  const row = await findVendor(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'vendor.notFound');
  const hide = priceRules(current.roles).hidePurchase;
  const due = await vendorDueAmounts(db, current, [id]);
  const pos = await searchPurchaseOrderRows(db, current, { vendorId: id, pageNumber: 0, pageSize: 10 });
  const ins = await searchStockInRows(db, current, { vendorId: id, pageNumber: 0, pageSize: 10 });
  return {
    ...vendorView(row, due.get(id) ?? '0'),
    purchase_orders: pos.rows.map((r) => purchaseOrderSummary(r.po, r.vendorName, Number(r.lineCount), hide)),
    stock_ins: ins.rows.map((r) => stockInSummary(r, hide)),
    activity: await purchaseActivityOf(db, current, 'VENDOR', id),
  };
}
