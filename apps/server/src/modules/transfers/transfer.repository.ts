/**
 * Statements of inter-branch transfers (decision 058): outlets of a group, parts and stock of an outlet,
 * requests, deliveries, their lines and activity. Every statement names the group first.
 */
import type { TransferDeliveryStatus, TransferRequestStatus } from '@garage/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  appUser,
  garage,
  garageUser,
  part,
  partStock,
  transferActivity,
  transferDelivery,
  transferDeliveryLine,
  transferRequest,
  transferRequestLine,
} from '../../db/schema.ts';

type Reader = Db | Tx;
export type RequestRow = typeof transferRequest.$inferSelect;
export type RequestLineRow = typeof transferRequestLine.$inferSelect;
export type DeliveryRow = typeof transferDelivery.$inferSelect;
export type DeliveryLineRow = typeof transferDeliveryLine.$inferSelect;
export type PartRow = typeof part.$inferSelect;

export interface Outlet {
  garageId: number;
  name: string;
  headOffice: boolean;
  address: string | null;
}

/** The outlets of a group, by name. */
export async function outletsOfGroup(db: Reader, groupId: number): Promise<Outlet[]> {
  return db
    .select({ garageId: garage.id, name: garage.name, headOffice: garage.headOffice, address: garage.address })
    .from(garage)
    .where(eq(garage.groupId, groupId))
    .orderBy(asc(garage.name), asc(garage.id));
}

/** An outlet of this group; undefined for another group's garage (the caller answers 404). */
export async function findOutlet(db: Reader, groupId: number, garageId: number): Promise<Outlet | undefined> {
  const [row] = await db
    .select({ garageId: garage.id, name: garage.name, headOffice: garage.headOffice, address: garage.address })
    .from(garage)
    .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)));
  return row;
}

/** The outlets of a group the user belongs to (actively). */
export async function memberOutletIds(db: Reader, groupId: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ garageId: garageUser.garageId })
    .from(garageUser)
    .where(and(eq(garageUser.groupId, groupId), eq(garageUser.userId, userId), eq(garageUser.active, true)));
  return new Set(rows.map((r) => r.garageId));
}

/** Parts of one outlet by id. */
export async function partsOfOutlet(
  db: Reader,
  groupId: number,
  garageId: number,
  ids: readonly number[],
): Promise<Map<number, PartRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(part)
    .where(and(eq(part.groupId, groupId), eq(part.garageId, garageId), inArray(part.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** On hand of parts at one outlet ('0' for a part never stocked). */
export async function onHandOf(
  db: Reader,
  groupId: number,
  garageId: number,
  partIds: readonly number[],
): Promise<Map<number, string>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: partStock.partId, onHand: partStock.runningStock })
    .from(partStock)
    .where(
      and(eq(partStock.groupId, groupId), eq(partStock.garageId, garageId), inArray(partStock.partId, [...new Set(partIds)])),
    );
  return new Map(rows.map((r) => [r.partId, r.onHand]));
}

// ---------- Requests ----------

export async function insertRequest(tx: Tx, values: typeof transferRequest.$inferInsert): Promise<number> {
  const [row] = await tx.insert(transferRequest).values(values).returning({ id: transferRequest.id });
  return row!.id;
}

export async function setRequestNumber(tx: Tx, groupId: number, id: number, number: number): Promise<void> {
  await tx
    .update(transferRequest)
    .set({ number })
    .where(and(eq(transferRequest.groupId, groupId), eq(transferRequest.id, id)));
}

export async function replaceRequestLines(
  tx: Tx,
  groupId: number,
  requestId: number,
  lines: ReadonlyArray<{ partId: number; quantity: string }>,
): Promise<void> {
  await tx
    .delete(transferRequestLine)
    .where(and(eq(transferRequestLine.groupId, groupId), eq(transferRequestLine.requestId, requestId)));
  await tx
    .insert(transferRequestLine)
    .values(lines.map((l, i) => ({ groupId, requestId, lineNo: i + 1, partId: l.partId, quantity: l.quantity })));
}

/** A request of the group, locked until the transaction ends when `lock`. */
export async function findRequest(db: Reader, groupId: number, id: number, lock = false): Promise<RequestRow | undefined> {
  const query = db
    .select()
    .from(transferRequest)
    .where(and(eq(transferRequest.groupId, groupId), eq(transferRequest.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function requestLines(db: Reader, groupId: number, requestId: number): Promise<RequestLineRow[]> {
  return db
    .select()
    .from(transferRequestLine)
    .where(and(eq(transferRequestLine.groupId, groupId), eq(transferRequestLine.requestId, requestId)))
    .orderBy(asc(transferRequestLine.lineNo));
}

/** Moves a request only from the status it was read in; false when someone moved it meanwhile. */
export async function moveRequest(
  tx: Tx,
  groupId: number,
  id: number,
  from: TransferRequestStatus,
  set: Partial<typeof transferRequest.$inferInsert> & { status: TransferRequestStatus },
): Promise<boolean> {
  const rows = await tx
    .update(transferRequest)
    .set(set)
    .where(and(eq(transferRequest.groupId, groupId), eq(transferRequest.id, id), eq(transferRequest.status, from)))
    .returning({ id: transferRequest.id });
  return rows.length > 0;
}

export async function updateRequest(tx: Tx, groupId: number, id: number, set: Partial<typeof transferRequest.$inferInsert>) {
  await tx
    .update(transferRequest)
    .set(set)
    .where(and(eq(transferRequest.groupId, groupId), eq(transferRequest.id, id)));
}

// ---------- Deliveries ----------

export async function insertDelivery(tx: Tx, values: typeof transferDelivery.$inferInsert): Promise<number> {
  const [row] = await tx.insert(transferDelivery).values(values).returning({ id: transferDelivery.id });
  return row!.id;
}

export async function setDeliveryNumber(tx: Tx, groupId: number, id: number, number: number): Promise<void> {
  await tx
    .update(transferDelivery)
    .set({ number })
    .where(and(eq(transferDelivery.groupId, groupId), eq(transferDelivery.id, id)));
}

export async function insertDeliveryLines(tx: Tx, lines: Array<typeof transferDeliveryLine.$inferInsert>): Promise<void> {
  if (lines.length > 0) await tx.insert(transferDeliveryLine).values(lines);
}

export async function findDelivery(db: Reader, groupId: number, id: number, lock = false): Promise<DeliveryRow | undefined> {
  const query = db
    .select()
    .from(transferDelivery)
    .where(and(eq(transferDelivery.groupId, groupId), eq(transferDelivery.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The request's delivery that is not cancelled, if any. */
export async function liveDeliveryOf(db: Reader, groupId: number, requestId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(transferDelivery)
    .where(
      and(
        eq(transferDelivery.groupId, groupId),
        eq(transferDelivery.requestId, requestId),
        ne(transferDelivery.status, 'CANCELLED'),
      ),
    );
  return row;
}

export async function deliveryLines(db: Reader, groupId: number, deliveryId: number): Promise<DeliveryLineRow[]> {
  return db
    .select()
    .from(transferDeliveryLine)
    .where(and(eq(transferDeliveryLine.groupId, groupId), eq(transferDeliveryLine.deliveryId, deliveryId)))
    .orderBy(asc(transferDeliveryLine.lineNo));
}

export async function updateDeliveryLine(
  tx: Tx,
  groupId: number,
  lineId: number,
  set: Partial<typeof transferDeliveryLine.$inferInsert>,
): Promise<void> {
  await tx
    .update(transferDeliveryLine)
    .set(set)
    .where(and(eq(transferDeliveryLine.groupId, groupId), eq(transferDeliveryLine.id, lineId)));
}

/**
 * Adds a receipt to a line only while it stays within what was dispatched: the one statement that makes
 * two receipts of one delivery at once unable to take in more than was sent. False when it would.
 */
export async function addReceived(tx: Tx, groupId: number, lineId: number, quantity: string, destPartId: number) {
  const rows = await tx
    .update(transferDeliveryLine)
    .set({ received: sql`${transferDeliveryLine.received} + ${quantity}::numeric`, destPartId })
    .where(
      and(
        eq(transferDeliveryLine.groupId, groupId),
        eq(transferDeliveryLine.id, lineId),
        sql`${transferDeliveryLine.received} + ${quantity}::numeric <= ${transferDeliveryLine.dispatched}`,
      ),
    )
    .returning({ id: transferDeliveryLine.id });
  return rows.length > 0;
}

/** Moves a delivery only from one of the statuses it may leave; false when someone moved it meanwhile. */
export async function moveDelivery(
  tx: Tx,
  groupId: number,
  id: number,
  from: readonly TransferDeliveryStatus[],
  set: Partial<typeof transferDelivery.$inferInsert> & { status: TransferDeliveryStatus },
): Promise<boolean> {
  const rows = await tx
    .update(transferDelivery)
    .set(set)
    .where(and(eq(transferDelivery.groupId, groupId), eq(transferDelivery.id, id), inArray(transferDelivery.status, [...from])))
    .returning({ id: transferDelivery.id });
  return rows.length > 0;
}

// ---------- Activity ----------

export interface TransferEvent {
  garageId: number;
  requestId?: number | null;
  deliveryId?: number | null;
  action: string;
  userId: number;
  at: Date;
  detail?: Record<string, unknown>;
}

/** The audit row of a transfer mutation, in its transaction. */
export async function logTransfer(tx: Tx, groupId: number, event: TransferEvent): Promise<void> {
  await tx.insert(transferActivity).values({
    groupId,
    garageId: event.garageId,
    requestId: event.requestId ?? null,
    deliveryId: event.deliveryId ?? null,
    action: event.action,
    userId: event.userId,
    at: event.at,
    detail: event.detail ?? {},
  });
}

export async function activityOf(
  db: Reader,
  groupId: number,
  ids: { requestId?: number | null; deliveryId?: number | null },
): Promise<Array<{ action: string; garageId: number; userName: string; at: Date }>> {
  const conditions = [
    ids.requestId ? eq(transferActivity.requestId, ids.requestId) : undefined,
    ids.deliveryId ? eq(transferActivity.deliveryId, ids.deliveryId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({
      action: transferActivity.action,
      garageId: transferActivity.garageId,
      userName: sql<string>`trim(${appUser.firstName} || ' ' || coalesce(${appUser.lastName}, ''))`,
      at: transferActivity.at,
    })
    .from(transferActivity)
    .innerJoin(appUser, eq(appUser.id, transferActivity.userId))
    .where(
      and(
        eq(transferActivity.groupId, groupId),
        conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`,
      ),
    )
    .orderBy(asc(transferActivity.at), asc(transferActivity.id));
}
