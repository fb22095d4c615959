/** Reads and writes of outsourced work (decision 063); tenant-first. */
import { OUTSOURCE_PREFIX, purchaseNumber } from '@garage/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appUser, outsourceWork, salesOrder, stockIn, vendor } from '../../db/schema.ts';
import { contains, countCap } from '../../platform/paging.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type OutsourceRow = typeof outsourceWork.$inferSelect;

const ofGarage = (scope: Scope) => and(eq(outsourceWork.groupId, scope.groupId), eq(outsourceWork.garageId, scope.garageId));

export async function insertOutsourceWork(tx: Tx, values: typeof outsourceWork.$inferInsert): Promise<number> {
  const [row] = await tx.insert(outsourceWork).values(values).returning({ id: outsourceWork.id });
  if (!row) throw new Error('outsource work insert returned nothing');
  return row.id;
}

export async function setOutsourceNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<string> {
  const text = purchaseNumber(OUTSOURCE_PREFIX, n);
  await tx
    .update(outsourceWork)
    .set({ number: n, workNumber: text })
    .where(and(ofGarage(scope), eq(outsourceWork.id, id)));
  return text;
}

/** The work of this garage, locked for the rest of the transaction (receive, bill and cancel queue on it). */
export async function lockOutsourceWork(tx: Tx, scope: Scope, id: number): Promise<OutsourceRow | undefined> {
  const [row] = await tx
    .select()
    .from(outsourceWork)
    .where(and(ofGarage(scope), eq(outsourceWork.id, id)))
    .for('update');
  return row;
}

export async function updateOutsourceWork(tx: Tx, scope: Scope, id: number, values: Partial<OutsourceRow>): Promise<void> {
  await tx
    .update(outsourceWork)
    .set(values)
    .where(and(ofGarage(scope), eq(outsourceWork.id, id)));
}

/** A work's vendor bill, locked (a payment or a credit note on it at the same time queues). */
export async function lockWorkBill(tx: Tx, scope: Scope, billId: number) {
  const [row] = await tx
    .select({
      id: stockIn.id,
      billNumber: stockIn.billNumber,
      paidAmount: stockIn.paidAmount,
      creditedAmount: stockIn.creditedAmount,
      voidedAt: stockIn.voidedAt,
    })
    .from(stockIn)
    .where(
      and(
        eq(stockIn.groupId, scope.groupId),
        eq(stockIn.garageId, scope.garageId),
        eq(stockIn.id, billId),
        eq(stockIn.kind, 'OUTSOURCE'),
      ),
    )
    .for('update');
  return row;
}

/** Voids a work's bill, only while nothing was paid or credited on it; false: nothing changed. */
export async function voidWorkBill(tx: Tx, scope: Scope, billId: number, by: { userId: number; at: Date; reason: string }) {
  const rows = await tx
    .update(stockIn)
    .set({ voidedAt: by.at, voidedBy: by.userId, voidReason: by.reason })
    .where(
      and(
        eq(stockIn.groupId, scope.groupId),
        eq(stockIn.garageId, scope.garageId),
        eq(stockIn.id, billId),
        sql`${stockIn.voidedAt} is null and ${stockIn.paidAmount} = 0 and ${stockIn.creditedAmount} = 0`,
      ),
    )
    .returning({ id: stockIn.id });
  return rows.length === 1;
}

/** An order of this garage (ORDER, not a quotation). */
export async function orderOfGarage(db: Reader, scope: Scope, orderId: number) {
  const [row] = await db
    .select({ id: salesOrder.id, number: salesOrder.externalOrderId, status: salesOrder.status })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, scope.groupId),
        eq(salesOrder.garageId, scope.garageId),
        eq(salesOrder.id, orderId),
        eq(salesOrder.document, 'ORDER'),
      ),
    );
  return row;
}

const columns = {
  w: outsourceWork,
  orderNumber: salesOrder.externalOrderId,
  regNumber: salesOrder.regNumber,
  vendorName: vendor.name,
  createdByName: sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`,
  bill: {
    id: stockIn.id,
    billNumber: stockIn.billNumber,
    billDate: stockIn.billDate,
    subTotal: stockIn.subTotal,
    taxTotal: stockIn.taxTotal,
    grandTotal: stockIn.grandTotal,
    paidAmount: stockIn.paidAmount,
    creditedAmount: stockIn.creditedAmount,
    voidedAt: stockIn.voidedAt,
    voidReason: stockIn.voidReason,
  },
};

function joined(db: Reader) {
  return db
    .select(columns)
    .from(outsourceWork)
    .innerJoin(salesOrder, and(eq(salesOrder.groupId, outsourceWork.groupId), eq(salesOrder.id, outsourceWork.orderId)))
    .innerJoin(vendor, and(eq(vendor.groupId, outsourceWork.groupId), eq(vendor.id, outsourceWork.vendorId)))
    .leftJoin(appUser, eq(appUser.id, outsourceWork.createdBy))
    .leftJoin(stockIn, and(eq(stockIn.groupId, outsourceWork.groupId), eq(stockIn.id, outsourceWork.vendorBillId)));
}
export type OutsourceHead = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function findOutsourceWork(db: Reader, scope: Scope, id: number): Promise<OutsourceHead | undefined> {
  const [row] = await joined(db).where(and(ofGarage(scope), eq(outsourceWork.id, id)));
  return row;
}

export async function outsourceWorkOfOrder(db: Reader, scope: Scope, orderId: number): Promise<OutsourceHead[]> {
  return joined(db)
    .where(and(ofGarage(scope), eq(outsourceWork.orderId, orderId)))
    .orderBy(asc(outsourceWork.id))
    .limit(200);
}

export interface OutsourceFilter {
  status?: OutsourceRow['status'] | undefined;
  vendorId?: number | undefined;
  q?: string | undefined;
  pageNumber: number;
  pageSize: number;
}

export async function searchOutsourceRows(db: Reader, scope: Scope, f: OutsourceFilter) {
  const q = f.q?.trim();
  const digits = q && /^(ow-?)?\d{1,9}$/i.test(q) ? Number(q.replace(/\D/g, '')) : null;
  const where = and(
    ofGarage(scope),
    f.status ? eq(outsourceWork.status, f.status) : undefined,
    f.vendorId ? eq(outsourceWork.vendorId, f.vendorId) : undefined,
    q
      ? or(
          digits !== null ? eq(outsourceWork.number, digits) : undefined,
          ilike(outsourceWork.description, contains(q)),
          ilike(salesOrder.externalOrderId, contains(q)),
          ilike(salesOrder.regNumber, contains(q)),
          ilike(vendor.name, contains(q)),
        )
      : undefined,
  );
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(outsourceWork.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(outsourceWork)
      .innerJoin(salesOrder, and(eq(salesOrder.groupId, outsourceWork.groupId), eq(salesOrder.id, outsourceWork.orderId)))
      .innerJoin(vendor, and(eq(vendor.groupId, outsourceWork.groupId), eq(vendor.id, outsourceWork.vendorId)))
      .where(where)
      .limit(countCap(f.pageNumber, f.pageSize))
      .as('c'),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** What vendor dues say of outsourced bills: the work's description and its order's number, by bill id. */
export async function outsourceLabels(db: Reader, scope: Scope, billIds: readonly number[]) {
  if (billIds.length === 0) return new Map<number, { description: string; orderNumber: string; workNumber: string }>();
  const rows = await db
    .select({
      billId: outsourceWork.vendorBillId,
      description: outsourceWork.description,
      orderNumber: salesOrder.externalOrderId,
      workNumber: outsourceWork.workNumber,
    })
    .from(outsourceWork)
    .innerJoin(salesOrder, and(eq(salesOrder.groupId, outsourceWork.groupId), eq(salesOrder.id, outsourceWork.orderId)))
    .where(and(ofGarage(scope), inArray(outsourceWork.vendorBillId, [...billIds])));
  return new Map(rows.map((r) => [r.billId as number, r]));
}
