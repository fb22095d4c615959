import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoice, summaryInvoiceOrder } from '../../db/schema.ts';

/**
 * Of these orders, the ones with no live bill (their own, or a summary invoice that covers them). A
 * counter sale is created PAYMENT_DUE before any bill exists; until it is billed it may be cancelled
 * (its parts go back on the shelf, decision 056).
 */
export async function unbilledOrders(
  db: Db | Tx,
  scope: { groupId: number; garageId: number },
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const ids = [...orderIds];
  const own = await db
    .select({ orderId: invoice.orderId })
    .from(invoice)
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        inArray(invoice.orderId, ids),
        eq(invoice.status, 'ACTIVE'),
      ),
    );
  const summary = await db
    .select({ orderId: summaryInvoiceOrder.orderId })
    .from(summaryInvoiceOrder)
    .innerJoin(invoice, and(eq(invoice.groupId, summaryInvoiceOrder.groupId), eq(invoice.id, summaryInvoiceOrder.invoiceId)))
    .where(
      and(
        eq(summaryInvoiceOrder.groupId, scope.groupId),
        inArray(summaryInvoiceOrder.orderId, ids),
        eq(invoice.status, 'ACTIVE'),
      ),
    );
  const billed = new Set([...own, ...summary].map((r) => r.orderId));
  return new Set(ids.filter((id) => !billed.has(id)));
}
