/** Reads and writes of stock-ins (vendor bills) and their lines (decisions 053 and 054); tenant-first. */
import { purchaseNumber, STOCK_IN_PREFIX } from '@garage/domain';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part, purchaseOrder, stockIn, stockInLine, vendor } from '../../db/schema.ts';
import { contains, countCap } from '../../platform/paging.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type StockInRow = typeof stockIn.$inferSelect;

const ofGarage = (scope: Scope) => and(eq(stockIn.groupId, scope.groupId), eq(stockIn.garageId, scope.garageId));

export async function insertStockIn(tx: Tx, values: typeof stockIn.$inferInsert): Promise<number> {
  const [row] = await tx.insert(stockIn).values(values).returning({ id: stockIn.id });
  if (!row) throw new Error('stock-in insert returned nothing');
  return row.id;
}

export async function setStockInNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<string> {
  const text = purchaseNumber(STOCK_IN_PREFIX, n);
  await tx
    .update(stockIn)
    .set({ number: n, stockInNumber: text })
    .where(and(ofGarage(scope), eq(stockIn.id, id)));
  return text;
}

export async function insertStockInLines(tx: Tx, rows: Array<typeof stockInLine.$inferInsert>): Promise<void> {
  await tx.insert(stockInLine).values(rows);
}

/** The receipt's purchase price becomes the part's purchase price (what the next order starts from). */
export async function setPurchasePrice(tx: Tx, scope: Scope, partId: number, price: string, now: Date): Promise<void> {
  await tx
    .update(part)
    .set({ purchasePrice: price, updatedAt: now })
    .where(and(eq(part.groupId, scope.groupId), eq(part.garageId, scope.garageId), eq(part.id, partId)));
}

const head = {
  row: stockIn,
  vendorName: vendor.name,
  poNumber: purchaseOrder.poNumber,
  lineCount: sql<number>`(select count(*)::int from ${stockInLine}
    where ${stockInLine.groupId} = ${stockIn.groupId} and ${stockInLine.stockInId} = ${stockIn.id})`,
};

function joined(db: Reader) {
  return db
    .select(head)
    .from(stockIn)
    .leftJoin(vendor, and(eq(vendor.groupId, stockIn.groupId), eq(vendor.id, stockIn.vendorId)))
    .leftJoin(purchaseOrder, and(eq(purchaseOrder.groupId, stockIn.groupId), eq(purchaseOrder.id, stockIn.purchaseOrderId)));
}
export type StockInHead = { row: StockInRow; vendorName: string | null; poNumber: string | null; lineCount: number };

export async function findStockIn(db: Reader, scope: Scope, id: number): Promise<StockInHead | undefined> {
  const [row] = await joined(db).where(and(ofGarage(scope), eq(stockIn.id, id)));
  return row;
}

export async function stockInLines(db: Reader, scope: Scope, stockInId: number) {
  return db
    .select()
    .from(stockInLine)
    .where(and(eq(stockInLine.groupId, scope.groupId), eq(stockInLine.stockInId, stockInId)))
    .orderBy(asc(stockInLine.id));
}

export interface StockInFilter {
  vendorId?: number | undefined;
  purchaseOrderId?: number | undefined;
  q?: string | undefined;
  pageNumber: number;
  pageSize: number;
}

export async function searchStockInRows(db: Reader, scope: Scope, f: StockInFilter) {
  const q = f.q?.trim();
  const digits = q && /^(si-?)?\d{1,9}$/i.test(q) ? Number(q.replace(/\D/g, '')) : null;
  const where = and(
    ofGarage(scope),
    // The bills of outsourced work (decision 063) are vendor bills, not stock-ins.
    eq(stockIn.kind, 'PARTS'),
    f.vendorId ? eq(stockIn.vendorId, f.vendorId) : undefined,
    f.purchaseOrderId ? eq(stockIn.purchaseOrderId, f.purchaseOrderId) : undefined,
    q
      ? or(
          digits !== null ? eq(stockIn.number, digits) : undefined,
          ilike(stockIn.billNumber, contains(q)),
          ilike(vendor.name, contains(q)),
        )
      : undefined,
  );
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(stockIn.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(stockIn)
      .leftJoin(vendor, and(eq(vendor.groupId, stockIn.groupId), eq(vendor.id, stockIn.vendorId)))
      .where(where)
      .limit(countCap(f.pageNumber, f.pageSize))
      .as('c'),
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** A part's received lines, newest first (purchase-price-history). */
export async function purchasePriceRows(db: Reader, scope: Scope, partId: number, pageNumber: number, pageSize: number) {
  const where = and(
    eq(stockInLine.groupId, scope.groupId),
    eq(stockInLine.garageId, scope.garageId),
    eq(stockInLine.partId, partId),
  );
  const rows = await db
    .select({
      line: stockInLine,
      number: stockIn.stockInNumber,
      receivedDay: stockIn.receivedDay,
      billNumber: stockIn.billNumber,
      vendorName: vendor.name,
    })
    .from(stockInLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, stockInLine.groupId), eq(stockIn.id, stockInLine.stockInId)))
    .leftJoin(vendor, and(eq(vendor.groupId, stockIn.groupId), eq(vendor.id, stockIn.vendorId)))
    .where(where)
    .orderBy(desc(stockInLine.receivedAt), desc(stockInLine.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(stockInLine).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The active vendor the part last came in from (a stock-in with a vendor), for Procure's default vendor. */
export async function lastStockInVendorOf(db: Reader, scope: Scope, partId: number) {
  const [row] = await db
    .select({ id: vendor.id, name: vendor.name })
    .from(stockInLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, stockInLine.groupId), eq(stockIn.id, stockInLine.stockInId)))
    .innerJoin(vendor, and(eq(vendor.groupId, stockIn.groupId), eq(vendor.id, stockIn.vendorId)))
    .where(
      and(
        eq(stockInLine.groupId, scope.groupId),
        eq(stockInLine.garageId, scope.garageId),
        eq(stockInLine.partId, partId),
        eq(vendor.active, true),
      ),
    )
    .orderBy(desc(stockInLine.receivedAt), desc(stockInLine.id))
    .limit(1);
  return row;
}
