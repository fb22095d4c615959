/** Queries of payment links, tenant-first (group, garage); the public id alone only where a provider or payer names it. */
import type { OnlinePaymentStatus } from '@garage/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoice, onlinePayment } from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type OnlinePaymentRow = typeof onlinePayment.$inferSelect;
export type OnlinePaymentWithBill = OnlinePaymentRow & {
  invoiceNumber: string;
  customerName: string;
  seller: unknown;
};

const withBill = {
  row: onlinePayment,
  invoiceNumber: invoice.invoiceNumber,
  customerName: invoice.customerName,
  seller: invoice.seller,
};
const joinBill = and(eq(invoice.groupId, onlinePayment.groupId), eq(invoice.id, onlinePayment.invoiceId));
const flat = (r: { row: OnlinePaymentRow; invoiceNumber: string; customerName: string; seller: unknown }) => ({
  ...r.row,
  invoiceNumber: r.invoiceNumber,
  customerName: r.customerName,
  seller: r.seller,
});

export async function insertOnlinePayment(tx: Reader, values: typeof onlinePayment.$inferInsert): Promise<number> {
  const [row] = await tx.insert(onlinePayment).values(values).returning({ id: onlinePayment.id });
  return row!.id;
}

export async function updateOnlinePayment(
  db: Reader,
  groupId: number,
  id: number,
  values: Partial<
    Pick<OnlinePaymentRow, 'status' | 'providerReference' | 'checkoutUrl' | 'receiptId' | 'failureReason' | 'sentTo'>
  > & {
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .update(onlinePayment)
    .set(values)
    .where(and(eq(onlinePayment.groupId, groupId), eq(onlinePayment.id, id)));
}

/** Moves an open link to `to` only while it is still CREATED (a replayed or late event changes nothing). */
export async function closeOpenLink(
  db: Reader,
  groupId: number,
  id: number,
  to: OnlinePaymentStatus,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(onlinePayment)
    .set({ status: to, failureReason: reason, updatedAt: now })
    .where(and(eq(onlinePayment.groupId, groupId), eq(onlinePayment.id, id), eq(onlinePayment.status, 'CREATED')))
    .returning({ id: onlinePayment.id });
  return rows.length > 0;
}

export async function findOnlinePayment(db: Reader, scope: Scope, id: number): Promise<OnlinePaymentWithBill | undefined> {
  const [row] = await db
    .select(withBill)
    .from(onlinePayment)
    .innerJoin(invoice, joinBill)
    .where(and(eq(onlinePayment.groupId, scope.groupId), eq(onlinePayment.garageId, scope.garageId), eq(onlinePayment.id, id)));
  return row && flat(row);
}

/** The link a checkout page, a return page or a provider's event names by its random public id. */
export async function findByPublicId(db: Reader, publicId: string): Promise<OnlinePaymentWithBill | undefined> {
  const [row] = await db
    .select(withBill)
    .from(onlinePayment)
    .innerJoin(invoice, joinBill)
    .where(eq(onlinePayment.publicId, publicId));
  return row && flat(row);
}

/** The link's row, locked until the transaction ends (after its order and its invoice). */
export async function lockOnlinePayment(tx: Tx, groupId: number, id: number): Promise<OnlinePaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(onlinePayment)
    .where(and(eq(onlinePayment.groupId, groupId), eq(onlinePayment.id, id)))
    .for('update');
  return row;
}

export async function listOnlinePayments(
  db: Reader,
  scope: Scope,
  filter: { status?: OnlinePaymentStatus | undefined; invoiceId?: number | undefined },
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: OnlinePaymentWithBill[]; total: number }> {
  const conditions: SQL[] = [eq(onlinePayment.groupId, scope.groupId), eq(onlinePayment.garageId, scope.garageId)];
  if (filter.status) conditions.push(eq(onlinePayment.status, filter.status));
  if (filter.invoiceId) conditions.push(eq(onlinePayment.invoiceId, filter.invoiceId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withBill)
      .from(onlinePayment)
      .innerJoin(invoice, joinBill)
      .where(where)
      .orderBy(desc(onlinePayment.createdAt), desc(onlinePayment.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db.select({ n: count() }).from(onlinePayment).where(where),
  ]);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

/** Closes every still-open link of a bill (it was voided): a payment through one can no longer be taken. */
export async function expireOpenLinksOfInvoice(
  tx: Tx,
  groupId: number,
  invoiceId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(onlinePayment)
    .set({ status: 'EXPIRED', failureReason: reason, updatedAt: now })
    .where(and(eq(onlinePayment.groupId, groupId), eq(onlinePayment.invoiceId, invoiceId), eq(onlinePayment.status, 'CREATED')));
}
