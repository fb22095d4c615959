/** Reads and writes of purchase orders and their lines (decision 053); tenant-first. */
import { PURCHASE_ORDER_PREFIX, type PurchaseOrderStatus, purchaseNumber } from '@garage/domain';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { part, purchaseOrder, purchaseOrderLine, stockIn, vendor } from '../../db/schema.ts';
import { contains, countCap } from '../../platform/paging.ts';
import type { PricedPurchase } from './price-purchase-lines.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type PurchaseOrderRow = typeof purchaseOrder.$inferSelect;

const ofGarage = (scope: Scope) => and(eq(purchaseOrder.groupId, scope.groupId), eq(purchaseOrder.garageId, scope.garageId));

export async function insertPurchaseOrder(tx: Tx, values: typeof purchaseOrder.$inferInsert): Promise<number> {
  const [row] = await tx.insert(purchaseOrder).values(values).returning({ id: purchaseOrder.id });
  if (!row) throw new Error('purchase order insert returned nothing');
  return row.id;
}

export async function setPurchaseOrderNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<void> {
  await tx
    .update(purchaseOrder)
    .set({ number: n, poNumber: purchaseNumber(PURCHASE_ORDER_PREFIX, n) })
    .where(and(ofGarage(scope), eq(purchaseOrder.id, id)));
}

/** Replaces a purchase order's lines with priced ones (a draft's edit, or its first lines). */
export async function writePurchaseLines(tx: Tx, scope: Scope, purchaseOrderId: number, priced: PricedPurchase): Promise<void> {
  await tx
    .delete(purchaseOrderLine)
    .where(and(eq(purchaseOrderLine.groupId, scope.groupId), eq(purchaseOrderLine.purchaseOrderId, purchaseOrderId)));
  await tx.insert(purchaseOrderLine).values(
    priced.lines.map((l, i) => ({
      groupId: scope.groupId,
      purchaseOrderId,
      position: i + 1,
      partId: l.part.id,
      partName: l.part.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxCategoryId: l.taxCategoryId,
      taxRate: l.taxRate,
      amount: l.amount,
      taxAmount: l.taxAmount,
      total: l.total,
    })),
  );
}

export async function findPurchaseOrder(db: Reader, scope: Scope, id: number) {
  const [row] = await db
    .select({ po: purchaseOrder, vendorName: vendor.name, vendorEmail: vendor.email })
    .from(purchaseOrder)
    .innerJoin(vendor, and(eq(vendor.groupId, purchaseOrder.groupId), eq(vendor.id, purchaseOrder.vendorId)))
    .where(and(ofGarage(scope), eq(purchaseOrder.id, id)));
  return row;
}

/** The purchase order's row, locked until the transaction ends: status moves and receipts queue on it. */
export async function lockPurchaseOrder(tx: Tx, scope: Scope, id: number): Promise<PurchaseOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(purchaseOrder)
    .where(and(ofGarage(scope), eq(purchaseOrder.id, id)))
    .for('no key update');
  return row;
}

/**
 * The vendor's row of this garage, locked until the transaction ends: Procure queues on it per vendor, so
 * two desks buying from one vendor at once add to one draft instead of raising two (decision 056 addendum).
 */
export async function lockVendorRow(tx: Tx, scope: Scope, vendorId: number) {
  const [row] = await tx
    .select()
    .from(vendor)
    .where(and(eq(vendor.groupId, scope.groupId), eq(vendor.garageId, scope.garageId), eq(vendor.id, vendorId)))
    .for('no key update');
  return row;
}

/** The vendor's newest DRAFT purchase order of this garage, locked; undefined when it has none. */
export async function lockNewestDraft(tx: Tx, scope: Scope, vendorId: number): Promise<PurchaseOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(purchaseOrder)
    .where(and(ofGarage(scope), eq(purchaseOrder.vendorId, vendorId), eq(purchaseOrder.status, 'DRAFT')))
    .orderBy(desc(purchaseOrder.id))
    .limit(1)
    .for('no key update');
  return row;
}

export async function purchaseLines(db: Reader, scope: Scope, purchaseOrderId: number) {
  return db
    .select({ line: purchaseOrderLine, partNumber: part.partNumber })
    .from(purchaseOrderLine)
    .innerJoin(part, and(eq(part.groupId, purchaseOrderLine.groupId), eq(part.id, purchaseOrderLine.partId)))
    .where(and(eq(purchaseOrderLine.groupId, scope.groupId), eq(purchaseOrderLine.purchaseOrderId, purchaseOrderId)))
    .orderBy(asc(purchaseOrderLine.position));
}

export async function updatePurchaseOrderRow(
  tx: Tx,
  scope: Scope,
  id: number,
  values: Partial<typeof purchaseOrder.$inferInsert>,
): Promise<void> {
  await tx
    .update(purchaseOrder)
    .set(values)
    .where(and(ofGarage(scope), eq(purchaseOrder.id, id)));
}

/**
 * Receives `quantity` on a line, only while the line's received quantity stays within what was ordered:
 * the condition is in the update itself, so concurrent receipts never receive more than ordered.
 * Returns false when the line would pass its quantity (nothing is changed).
 */
export async function receiveOnLine(tx: Tx, scope: Scope, lineId: number, purchaseOrderId: number, quantity: string) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update purchase_order_line set received = received + ${quantity}::numeric
         where group_id = ${scope.groupId} and purchase_order_id = ${purchaseOrderId} and id = ${lineId}
           and received + ${quantity}::numeric <= quantity
     returning id`,
  );
  return rows.length === 1;
}

export interface PurchaseOrderFilter {
  status?: PurchaseOrderStatus | undefined;
  vendorId?: number | undefined;
  q?: string | undefined;
  pageNumber: number;
  pageSize: number;
  /**
   * The head office's view (decision 053 addendum): every outlet of the group (`'ALL'`) or the one named;
   * otherwise the scope's own garage.
   */
  outlets?: 'ALL' | number | undefined;
}

const lineCount = sql<number>`(select count(*)::int from ${purchaseOrderLine}
  where ${purchaseOrderLine.groupId} = ${purchaseOrder.groupId} and ${purchaseOrderLine.purchaseOrderId} = ${purchaseOrder.id})`;

export async function searchPurchaseOrderRows(db: Reader, scope: Scope, f: PurchaseOrderFilter) {
  const q = f.q?.trim();
  const digits = q && /^(po-?)?\d{1,9}$/i.test(q) ? Number(q.replace(/\D/g, '')) : null;
  const where = and(
    f.outlets === undefined
      ? ofGarage(scope)
      : and(eq(purchaseOrder.groupId, scope.groupId), f.outlets === 'ALL' ? undefined : eq(purchaseOrder.garageId, f.outlets)),
    f.status ? eq(purchaseOrder.status, f.status) : undefined,
    f.vendorId ? eq(purchaseOrder.vendorId, f.vendorId) : undefined,
    q ? or(digits !== null ? eq(purchaseOrder.number, digits) : undefined, ilike(vendor.name, contains(q))) : undefined,
  );
  const from = db
    .select({ po: purchaseOrder, vendorName: vendor.name, lineCount })
    .from(purchaseOrder)
    .innerJoin(vendor, and(eq(vendor.groupId, purchaseOrder.groupId), eq(vendor.id, purchaseOrder.vendorId)))
    .where(where);
  const rows = await from
    .orderBy(desc(purchaseOrder.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(purchaseOrder)
      .innerJoin(vendor, and(eq(vendor.groupId, purchaseOrder.groupId), eq(vendor.id, purchaseOrder.vendorId)))
      .where(where)
      .limit(countCap(f.pageNumber, f.pageSize))
      .as('c'),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** The stock-ins that received against a purchase order, oldest first. */
export async function stockInsOfPurchaseOrder(db: Reader, scope: Scope, purchaseOrderId: number) {
  return db
    .select({ id: stockIn.id, number: stockIn.stockInNumber, receivedDay: stockIn.receivedDay })
    .from(stockIn)
    .where(
      and(eq(stockIn.groupId, scope.groupId), eq(stockIn.garageId, scope.garageId), eq(stockIn.purchaseOrderId, purchaseOrderId)),
    )
    .orderBy(asc(stockIn.id));
}
