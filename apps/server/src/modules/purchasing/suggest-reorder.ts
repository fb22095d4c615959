import type { ReorderSuggestionList } from '@garage/contract';
import { priceRules, quantityText, reorderQuantity } from '@garage/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { part, partStock } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { hidden } from './purchase-order-view.ts';

/**
 * "Suggest from reorder levels": the garage's active parts whose on-hand is below their minimum stock,
 * each with the quantity the reorder rule orders (domain reorderQuantity: up to twice the minimum).
 */
export async function suggestReorder(db: Db, current: Membership): Promise<z.infer<typeof ReorderSuggestionList>> {
  const onHand = sql<string>`coalesce(${partStock.runningStock}, 0)`;
  const rows = await db
    .select({
      id: part.id,
      name: part.name,
      partNumber: part.partNumber,
      minStock: part.minStock,
      purchasePrice: part.purchasePrice,
      taxCategoryId: part.taxCategoryId,
      onHand,
    })
    .from(part)
    .leftJoin(
      partStock,
      and(eq(partStock.groupId, part.groupId), eq(partStock.garageId, part.garageId), eq(partStock.partId, part.id)),
    )
    .where(
      and(
        eq(part.groupId, current.groupId),
        eq(part.garageId, current.garageId),
        eq(part.active, true),
        gt(part.minStock, '0'),
        sql`${onHand} < ${part.minStock}`,
      ),
    )
    .orderBy(asc(part.name))
    .limit(500);
  const hide = priceRules(current.roles).hidePurchase;
  return rows.flatMap((r) => {
    const quantity = reorderQuantity(r.minStock, r.onHand);
    return quantity === null
      ? []
      : [
          {
            part_id: r.id,
            part_name: r.name,
            part_number: r.partNumber,
            on_hand: quantityText(r.onHand),
            min_stock: quantityText(r.minStock),
            quantity,
            unit_price: hidden(hide, r.purchasePrice),
            tax_category_id: r.taxCategoryId,
          },
        ];
  });
}
