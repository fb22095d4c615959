import { DUE_ORDER_STATUSES, Money } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { salesOrder } from '../../db/schema.ts';

type Reader = Db | Tx;

/**
 * What customers owe one garage: the sum of their billed orders still in a due status ("Payment due",
 * "Partially completed"), summed as numeric by the database (exact decimals, no floating point), as a
 * string with at least two decimals (three when the garage's currency uses them). The tenant boundary is the garage: the group's id and the
 * garage's id are both in the filter, so another outlet's bills are not this outlet's dues.
 *
 * This is the one place dues are computed (customer list and customer details read it). Payments do
 * not exist yet (issue 13, invoices and payments): when they arrive, subtract each order's paid amount
 * here, e.g. `sum(grand_total - coalesce(paid, 0))`, and the screens follow.
 */
export async function customerDues(
  db: Reader,
  scope: { groupId: number; garageId: number },
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  const dues = new Map<number, string>(customerIds.map((id) => [id, '0.00']));
  if (customerIds.length === 0) return dues;
  const rows = await db
    .select({ id: salesOrder.customerId, total: sql<string>`coalesce(sum(${salesOrder.grandTotal}), 0)::text` })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, scope.groupId),
        eq(salesOrder.garageId, scope.garageId),
        eq(salesOrder.document, 'ORDER'),
        inArray(salesOrder.status, [...DUE_ORDER_STATUSES]),
        inArray(salesOrder.customerId, [...customerIds]),
      ),
    )
    .groupBy(salesOrder.customerId);
  for (const row of rows) dues.set(row.id, moneyText(row.total));
  return dues;
}

/** '2330.0000' → '2330.00', '12.3450' → '12.345': never fewer than two decimals, never a dropped digit. */
function moneyText(stored: string): string {
  const value = new Money(stored);
  return value.decimalPlaces() <= 2 ? value.toFixed(2) : value.toFixed();
}
