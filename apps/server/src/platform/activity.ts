/**
 * The audit row every mutation writes in its own transaction (docs/architecture.md, Data: "mutations of
 * orders, invoices, payments and stock write an activity/audit row in the same transaction"). This is
 * the ONE way to write it: an action name (CREATED, EDITED, STATUS, DETAILS, CONVERTED, …), who, when
 * (the injected clock's now, never the database's) and a JSON detail of what changed.
 *
 * Rows go to `order_activity`, keyed by the document's id (orders and quotations share sales_order ids),
 * and are read back by the document's activity route. A later area (invoices, payments, stock,
 * purchasing) calls `logActivity` the same way; when its documents are not sales_order rows it adds a
 * subject column to the table (a migration) and a parameter here, so the call sites keep one shape.
 * The repair-order fast path (decision 018) writes its CREATED row inside its single insert statement
 * with the same columns (order-write.repository.ts, insertOrderInOneStatement); so do a bill's INVOICED and
 * a receipt's PAYMENT rows (invoice.repository.ts, writeInvoiceOfOrder and writeReceipt; decision 043).
 */
import type { Tx } from '../db/client.ts';
import { orderActivity } from '../db/schema.ts';

export async function logActivity(
  tx: Tx,
  groupId: number,
  orderId: number,
  action: string,
  userId: number,
  at: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.insert(orderActivity).values({ groupId, orderId, action, userId, at, detail });
}
