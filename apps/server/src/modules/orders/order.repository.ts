import type { Order } from '@garage/contract';
import { ACTIVE_ORDER_STATUSES, type Role } from '@garage/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, cancelReason, orderActivity, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { ordersOnAccount } from '../invoices/orders-on-account.ts';
import { unbilledOrders } from '../parts-on-orders/unbilled-orders.ts';
import { type OrderRow, viewOf } from './order-view.ts';

/** Reads and locks of orders and quotations (sales_order and its lines); tenant-first, as every query. */
type Reader = Db | Tx;

/** Full views of documents: the row's own snapshot columns and its lines, no other joins. */
async function views(db: Reader, groupId: number, rows: OrderRow[], roles: readonly Role[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(salesOrderLine)
    .where(
      and(
        eq(salesOrderLine.groupId, groupId),
        inArray(
          salesOrderLine.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(salesOrderLine.position));
  // Only a PAYMENT_DUE order can be delivered on account: the bills are read for those alone.
  const due = rows.filter((r) => r.document === 'ORDER' && r.status === 'PAYMENT_DUE');
  const onAccount = due.length
    ? await ordersOnAccount(
        db,
        { groupId, garageId: due[0]!.garageId },
        due.map((r) => r.id),
      )
    : new Set<number>();
  const sales = due.filter((r) => r.orderType === 'COUNTER_SALE');
  const unbilled = sales.length
    ? await unbilledOrders(
        db,
        { groupId, garageId: sales[0]!.garageId },
        sales.map((r) => r.id),
      )
    : new Set<number>();
  return rows.map((r) =>
    viewOf(
      r,
      lines.filter((l) => l.orderId === r.id),
      roles,
      onAccount.has(r.id),
      unbilled.has(r.id),
    ),
  );
}

/** One order (document ORDER) or quotation (QUOTE) of this garage, as the caller sees it. */
export async function findDocument(
  db: Reader,
  current: { groupId: number; garageId: number; roles: readonly Role[] },
  document: 'ORDER' | 'QUOTE',
  id: number,
): Promise<Order | null> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, document),
        eq(salesOrder.id, id),
      ),
    );
  const [view] = await views(db, current.groupId, rows, current.roles);
  return view ?? null;
}

export async function activeOrdersOfVehicle(
  db: Reader,
  current: { groupId: number; garageId: number; roles: readonly Role[] },
  userCarId: number,
): Promise<Order[]> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.userCarId, userCarId),
        inArray(salesOrder.status, [...ACTIVE_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(salesOrder.id));
  return views(db, current.groupId, rows, current.roles);
}

/** The activity of an order or quotation of this garage, oldest first; null when it is not this garage's. */
export async function activityOf(db: Reader, current: { groupId: number; garageId: number }, id: number) {
  const [doc] = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.groupId, current.groupId), eq(salesOrder.garageId, current.garageId), eq(salesOrder.id, id)));
  if (!doc) return null;
  const rows = await db
    .select({
      id: orderActivity.id,
      action: orderActivity.action,
      userId: orderActivity.userId,
      at: orderActivity.at,
      detail: orderActivity.detail,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      phoneCode: appUser.countryPhoneCode,
      mobile: appUser.mobileNumber,
    })
    .from(orderActivity)
    .leftJoin(appUser, eq(appUser.id, orderActivity.userId))
    .where(and(eq(orderActivity.groupId, current.groupId), eq(orderActivity.orderId, id)))
    .orderBy(asc(orderActivity.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    user_id: r.userId,
    user_name: [r.firstName, r.lastName].filter(Boolean).join(' ') || (r.mobile ? `+${r.phoneCode} ${r.mobile}` : ''),
    at: r.at.toISOString(),
    detail: r.detail as Record<string, unknown>,
  }));
}

/** A document of this garage, locked until the transaction ends (edits, conversion). */
export async function lockDocument(tx: Tx, current: Membership, document: 'ORDER' | 'QUOTE', id: number) {
  const [row] = await tx
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, document),
        eq(salesOrder.id, id),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', document === 'ORDER' ? 'order.notFound' : 'quote.notFound');
  return row;
}

/** The status and type of a document of this garage, unlocked (status moves re-check it as they write). */
export async function findDocumentStatus(
  db: Reader,
  current: Membership,
  document: 'ORDER' | 'QUOTE',
  id: number,
): Promise<{ status: string; orderType: string } | undefined> {
  const [row] = await db
    .select({ status: salesOrder.status, orderType: salesOrder.orderType })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, document),
        eq(salesOrder.id, id),
      ),
    );
  return row;
}

/** The stored lines of a document, in position order. */
export async function documentLines(db: Reader, groupId: number, id: number) {
  return db
    .select()
    .from(salesOrderLine)
    .where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, id)))
    .orderBy(asc(salesOrderLine.position));
}

/** The human number (RO-00012) of a document of this group. */
export async function externalIdOf(db: Reader, groupId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ externalOrderId: salesOrder.externalOrderId })
    .from(salesOrder)
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
  return row?.externalOrderId;
}

/** An active cancel reason of this garage of the given type; required when cancelling. */
export async function activeCancelReason(
  db: Reader,
  current: Membership,
  type: 'ORDER' | 'QUOTE',
  id: number | null | undefined,
): Promise<{ id: number; reason: string }> {
  if (!id) throw badRequest('order.cancelReasonRequired');
  const [row] = await db
    .select({ id: cancelReason.id, reason: cancelReason.reason })
    .from(cancelReason)
    .where(
      and(
        eq(cancelReason.groupId, current.groupId),
        eq(cancelReason.garageId, current.garageId),
        eq(cancelReason.id, id),
        eq(cancelReason.type, type),
        eq(cancelReason.active, true),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('order.cancelReasonUnknown');
  return row;
}
