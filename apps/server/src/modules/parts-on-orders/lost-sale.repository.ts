import type { LostSale } from '@garage/contract';
import { findUnit, quantityText } from '@garage/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, customer, lostSale, salesOrder } from '../../db/schema.ts';

type Reader = Db | Tx;
export type LostSaleView = z.infer<typeof LostSale>;

/** Lost sales of this garage as shown, newest first, with who, the customer and the order. */
export async function lostSaleRows(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: { id?: number; partId?: number; from?: Date; before?: Date },
  page: { limit: number; offset: number },
): Promise<LostSaleView[]> {
  const where: SQL[] = [eq(lostSale.groupId, scope.groupId), eq(lostSale.garageId, scope.garageId)];
  if (filter.id !== undefined) where.push(eq(lostSale.id, filter.id));
  if (filter.partId !== undefined) where.push(eq(lostSale.partId, filter.partId));
  if (filter.from) where.push(gte(lostSale.at, filter.from));
  if (filter.before) where.push(lt(lostSale.at, filter.before));
  const rows = await db
    .select({
      row: lostSale,
      firstName: customer.firstName,
      lastName: customer.lastName,
      externalOrderId: salesOrder.externalOrderId,
      userFirst: appUser.firstName,
      userLast: appUser.lastName,
      userMobile: appUser.mobileNumber,
    })
    .from(lostSale)
    .leftJoin(customer, and(eq(customer.groupId, lostSale.groupId), eq(customer.id, lostSale.customerId)))
    .leftJoin(salesOrder, and(eq(salesOrder.groupId, lostSale.groupId), eq(salesOrder.id, lostSale.orderId)))
    .leftJoin(appUser, eq(appUser.id, lostSale.userId))
    .where(and(...where))
    .orderBy(desc(lostSale.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row, ...r }) => ({
    lost_sale_id: row.id,
    part_id: row.partId,
    part_name: row.partName,
    quantity: quantityText(row.quantity),
    unit_symbol: findUnit(row.unitId)?.symbol ?? null,
    customer_id: row.customerId,
    customer_name: r.firstName === null ? null : [r.firstName, r.lastName].filter(Boolean).join(' '),
    order_id: row.orderId,
    external_order_id: r.externalOrderId,
    reason: row.reason as LostSaleView['reason'],
    note: row.note,
    user_name: [r.userFirst, r.userLast].filter(Boolean).join(' ') || (r.userMobile ?? ''),
    at: row.at.toISOString(),
  }));
}

export async function countLostSales(
  db: Reader,
  scope: { groupId: number; garageId: number },
  filter: { partId?: number; from?: Date; before?: Date },
): Promise<Array<{ n: number }>> {
  const where: SQL[] = [eq(lostSale.groupId, scope.groupId), eq(lostSale.garageId, scope.garageId)];
  if (filter.partId !== undefined) where.push(eq(lostSale.partId, filter.partId));
  if (filter.from) where.push(gte(lostSale.at, filter.from));
  if (filter.before) where.push(lt(lostSale.at, filter.before));
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(lostSale)
    .where(and(...where));
}
