import type { PurchasePricePage } from '@garage/contract';
import { priceRules, quantityText } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';
import { partsOfGarage } from './price-purchase-lines.ts';
import { purchasePriceRows } from './stock-in.repository.ts';

/** What a part was bought for, receipt by receipt, newest first (purchase-price-history). */
export async function purchasePriceHistory(
  db: Db,
  current: Membership,
  partId: number,
  pageNumber: number,
  pageSize: number,
): Promise<z.infer<typeof PurchasePricePage>> {
  if (priceRules(current.roles).hidePurchase) throw forbidden('purchase.pricesHidden');
  const p = (await partsOfGarage(db, current, [partId])).get(partId);
  if (!p) throw new AppError('NOT_FOUND', 'purchase.partUnknown');
  const { rows, total } = await purchasePriceRows(db, current, partId, pageNumber, pageSize);
  return {
    ...pageOf(
      rows.map((r) => ({
        stock_in_id: r.line.stockInId,
        stock_in_number: r.number,
        received_day: r.receivedDay,
        vendor_name: r.vendorName,
        bill_number: r.billNumber,
        quantity: quantityText(r.line.quantity),
        unit_price: moneyText(r.line.unitPrice),
        tax_rate: quantityText(r.line.taxRate),
      })),
      total,
      pageNumber,
      pageSize,
    ),
    part_id: p.id,
    part_name: p.name,
    purchase_price: p.purchasePrice === null ? null : moneyText(p.purchasePrice),
  };
}
