/** Vendor bills still owed and the payments made on them (vendor_payment; decision 054); tenant-first. */
import { purchaseNumber, VENDOR_PAYMENT_PREFIX } from '@garage/domain';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { stockIn, vendor, vendorPayment } from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

/**
 * Puts `amount` on a bill, only while its paid amount stays within its total: the condition is in the
 * update itself, so two payments at once never pay a bill more than it owes. False: nothing changed.
 */
export async function payOnBill(tx: Tx, scope: Scope, stockInId: number, vendorId: number, amount: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update stock_in set paid_amount = paid_amount + ${amount}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${stockInId}
           and vendor_id = ${vendorId} and voided_at is null
           and paid_amount + credited_amount + ${amount}::numeric <= grand_total
     returning id`,
  );
  return rows.length === 1;
}

export async function billOf(db: Reader, scope: Scope, stockInId: number) {
  const [row] = await db
    .select()
    .from(stockIn)
    .where(and(eq(stockIn.groupId, scope.groupId), eq(stockIn.garageId, scope.garageId), eq(stockIn.id, stockInId)));
  return row;
}

export async function insertVendorPayment(tx: Tx, values: typeof vendorPayment.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vendorPayment).values(values).returning({ id: vendorPayment.id });
  if (!row) throw new Error('vendor payment insert returned nothing');
  return row.id;
}

export async function setVendorPaymentNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<void> {
  await tx
    .update(vendorPayment)
    .set({ number: n, paymentNumber: purchaseNumber(VENDOR_PAYMENT_PREFIX, n) })
    .where(and(eq(vendorPayment.groupId, scope.groupId), eq(vendorPayment.garageId, scope.garageId), eq(vendorPayment.id, id)));
}

const paymentColumns = {
  p: vendorPayment,
  vendorName: vendor.name,
  stockInNumber: stockIn.stockInNumber,
  billNumber: stockIn.billNumber,
};

export async function vendorPaymentRows(
  db: Reader,
  scope: Scope,
  f: { ids?: number[]; vendorId?: number | undefined; pageNumber: number; pageSize: number },
) {
  const where = and(
    eq(vendorPayment.groupId, scope.groupId),
    eq(vendorPayment.garageId, scope.garageId),
    f.vendorId ? eq(vendorPayment.vendorId, f.vendorId) : undefined,
    f.ids
      ? sql`${vendorPayment.id} in (${sql.join(f.ids.length ? f.ids.map((i) => sql`${i}`) : [sql`-1`], sql`, `)})`
      : undefined,
  );
  const rows = await db
    .select(paymentColumns)
    .from(vendorPayment)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorPayment.groupId), eq(vendor.id, vendorPayment.vendorId)))
    .innerJoin(stockIn, and(eq(stockIn.groupId, vendorPayment.groupId), eq(stockIn.id, vendorPayment.stockInId)))
    .where(where)
    .orderBy(f.ids ? asc(vendorPayment.id) : desc(vendorPayment.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(vendorPayment).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Bills with something still owed, of every vendor (or one), oldest first. */
export async function openBills(db: Reader, scope: Scope, vendorId?: number) {
  return db
    .select({ bill: stockIn, vendorName: vendor.name, terms: vendor.paymentTermsDays })
    .from(stockIn)
    .innerJoin(vendor, and(eq(vendor.groupId, stockIn.groupId), eq(vendor.id, stockIn.vendorId)))
    .where(
      and(
        eq(stockIn.groupId, scope.groupId),
        eq(stockIn.garageId, scope.garageId),
        isNotNull(stockIn.vendorId),
        vendorId ? eq(stockIn.vendorId, vendorId) : undefined,
        sql`${stockIn.grandTotal} > ${stockIn.paidAmount} + ${stockIn.creditedAmount}`,
        isNull(stockIn.voidedAt),
      ),
    )
    .orderBy(asc(vendor.name), asc(stockIn.id))
    .limit(2000);
}
