/**
 * Vendor returns: the received lines that can go back, the credit notes and the refunds on them
 * (decision 062); tenant-first.
 */
import { purchaseNumber, VENDOR_CREDIT_NOTE_PREFIX, VENDOR_REFUND_PREFIX } from '@garage/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import {
  appUser,
  part,
  partStock,
  stockIn,
  stockInLine,
  vendor,
  vendorCreditNote,
  vendorCreditNoteLine,
  vendorRefund,
} from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const returnableColumns = {
  line: stockInLine,
  stockInNumber: stockIn.stockInNumber,
  billNumber: stockIn.billNumber,
  receivedDay: stockIn.receivedDay,
  tracking: part.tracking,
  onHand: sql<string>`coalesce(${partStock.runningStock}, 0)::text`,
};

/** A vendor's received lines with something not yet returned, newest stock-in first. */
export async function returnableRows(
  db: Reader,
  scope: Scope,
  f: { vendorId: number; q?: string | undefined; pageNumber: number; pageSize: number },
) {
  const where = and(
    eq(stockIn.groupId, scope.groupId),
    eq(stockIn.garageId, scope.garageId),
    eq(stockIn.vendorId, f.vendorId),
    sql`${stockInLine.returned} < ${stockInLine.quantity}`,
    f.q
      ? or(ilike(stockInLine.partName, like(f.q)), ilike(stockIn.stockInNumber, like(f.q)), ilike(stockIn.billNumber, like(f.q)))
      : undefined,
  );
  const rows = await db
    .select(returnableColumns)
    .from(stockInLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, stockInLine.groupId), eq(stockIn.id, stockInLine.stockInId)))
    .innerJoin(part, and(eq(part.groupId, stockInLine.groupId), eq(part.id, stockInLine.partId)))
    .leftJoin(partStock, stockOfLine)
    .where(where)
    .orderBy(desc(stockIn.id), asc(stockInLine.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockInLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, stockInLine.groupId), eq(stockIn.id, stockInLine.stockInId)))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

const stockOfLine = and(
  eq(partStock.groupId, stockInLine.groupId),
  eq(partStock.garageId, stockInLine.garageId),
  eq(partStock.partId, stockInLine.partId),
);

/** The stock-in lines a return names, of this vendor only (another vendor's or garage's: not found). */
export async function linesOfVendor(tx: Tx, scope: Scope, vendorId: number, lineIds: number[]) {
  return tx
    .select({ line: stockInLine, stockInNumber: stockIn.stockInNumber, tracking: part.tracking })
    .from(stockInLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, stockInLine.groupId), eq(stockIn.id, stockInLine.stockInId)))
    .innerJoin(part, and(eq(part.groupId, stockInLine.groupId), eq(part.id, stockInLine.partId)))
    .where(
      and(
        eq(stockInLine.groupId, scope.groupId),
        eq(stockInLine.garageId, scope.garageId),
        eq(stockIn.vendorId, vendorId),
        inArray(stockInLine.id, lineIds.length ? lineIds : [-1]),
      ),
    );
}

/**
 * Adds `q` to a stock-in line's returned quantity, only while it stays within what was received: the
 * condition is in the update, so two returns at once never send back more than came in. False: refused.
 */
export async function returnOnLine(tx: Tx, scope: Scope, lineId: number, q: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update stock_in_line set returned = returned + ${q}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${lineId}
           and returned + ${q}::numeric <= quantity
     returning id`,
  );
  return rows.length === 1;
}

export async function returnedOf(tx: Tx, scope: Scope, lineId: number): Promise<string> {
  const [row] = await tx
    .select({ returned: stockInLine.returned })
    .from(stockInLine)
    .where(and(eq(stockInLine.groupId, scope.groupId), eq(stockInLine.garageId, scope.garageId), eq(stockInLine.id, lineId)));
  return row?.returned ?? '0';
}

export async function insertCreditNote(tx: Tx, values: typeof vendorCreditNote.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vendorCreditNote).values(values).returning({ id: vendorCreditNote.id });
  if (!row) throw new Error('vendor credit note insert returned nothing');
  return row.id;
}

export async function insertCreditNoteLines(tx: Tx, values: (typeof vendorCreditNoteLine.$inferInsert)[]): Promise<number[]> {
  const rows = await tx.insert(vendorCreditNoteLine).values(values).returning({ id: vendorCreditNoteLine.id });
  return rows.map((r) => r.id);
}

export async function setLineStockValue(tx: Tx, scope: Scope, lineId: number, value: string): Promise<void> {
  await tx
    .update(vendorCreditNoteLine)
    .set({ stockValue: value })
    .where(and(eq(vendorCreditNoteLine.groupId, scope.groupId), eq(vendorCreditNoteLine.id, lineId)));
}

export async function setCreditNoteNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<string> {
  const text = purchaseNumber(VENDOR_CREDIT_NOTE_PREFIX, n);
  await tx
    .update(vendorCreditNote)
    .set({ number: n, creditNoteNumber: text })
    .where(
      and(
        eq(vendorCreditNote.groupId, scope.groupId),
        eq(vendorCreditNote.garageId, scope.garageId),
        eq(vendorCreditNote.id, id),
      ),
    );
  return text;
}

/** The credit note's row, locked for the rest of the transaction (settlements of one note queue on it). */
export async function lockCreditNote(tx: Tx, scope: Scope, id: number) {
  const rows = await queryRows<{
    id: number;
    vendor_id: number;
    credit_note_number: string;
    grand_total: string;
    adjusted_amount: string;
    refunded_amount: string;
    cancelled: boolean;
    adjustments: Array<{ stock_in_id: number; stock_in_number: string; bill_number: string | null; amount: string }>;
  }>(
    tx,
    sql`select id, vendor_id, credit_note_number, grand_total::text, adjusted_amount::text, refunded_amount::text,
               cancelled_at is not null as cancelled, adjustments
          from vendor_credit_note
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${id}
         for update`,
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), vendor_id: Number(row.vendor_id) } : undefined;
}

/**
 * What a credit note's VENDOR_RETURN movements took, per part and lot: the quantity and value that left
 * (positive) and the lot's code, to put back exactly when the note is cancelled.
 */
export async function returnMovementsOf(tx: Tx, scope: Scope, creditNoteId: number) {
  const rows = await queryRows<{
    part_id: number;
    tracked: boolean;
    code: string | null;
    quantity: string;
    value: string;
  }>(
    tx,
    sql`select m.part_id, p.tracking <> 'NONE' as tracked, l.code,
               (-sum(m.quantity))::text as quantity, (-sum(m.value))::text as value
          from stock_movement m
          join part p on p.group_id = m.group_id and p.id = m.part_id
          left join stock_lot l on l.group_id = m.group_id and l.id = m.lot_id
         where m.group_id = ${scope.groupId} and m.doc_kind = 'VENDOR_CREDIT_NOTE' and m.doc_id = ${creditNoteId}
           and m.garage_id = ${scope.garageId} and m.kind = 'VENDOR_RETURN'
         group by m.part_id, p.tracking, l.code
         order by m.part_id, l.code nulls last`,
  );
  return rows.map((r) => ({ ...r, part_id: Number(r.part_id) }));
}

/** Takes `q` back off a stock-in line's returned quantity (a cancelled return); never below zero. */
export async function unreturnOnLine(tx: Tx, scope: Scope, lineId: number, q: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update stock_in_line set returned = returned - ${q}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${lineId}
           and returned >= ${q}::numeric
     returning id`,
  );
  return rows.length === 1;
}

/** Locks the given bills in id order (a payment on one of them at the same time queues). */
export async function lockBills(tx: Tx, scope: Scope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await queryRows(
    tx,
    sql`select id from stock_in
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId}
           and id in (${sql.join(
             ids.map((i) => sql`${i}`),
             sql`, `,
           )})
         order by id
         for update`,
  );
}

/** Gives a bill back the credit a cancelled credit note took off it: what is owed on it grows again. */
export async function uncreditBill(tx: Tx, scope: Scope, stockInId: number, amount: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update stock_in set credited_amount = credited_amount - ${amount}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${stockInId}
           and credited_amount >= ${amount}::numeric
     returning id`,
  );
  return rows.length === 1;
}

/** Marks a credit note cancelled, only while it is not and nothing was refunded on it. */
export async function markCreditNoteCancelled(
  tx: Tx,
  scope: Scope,
  id: number,
  by: { userId: number; at: Date; reason: string },
): Promise<boolean> {
  const rows = await tx
    .update(vendorCreditNote)
    .set({ cancelledAt: by.at, cancelledBy: by.userId, cancelReason: by.reason })
    .where(
      and(
        eq(vendorCreditNote.groupId, scope.groupId),
        eq(vendorCreditNote.garageId, scope.garageId),
        eq(vendorCreditNote.id, id),
        sql`${vendorCreditNote.cancelledAt} is null and ${vendorCreditNote.refundedAmount} = 0`,
      ),
    )
    .returning({ id: vendorCreditNote.id });
  return rows.length === 1;
}

/** A vendor's bills with something owed, locked in id order (payments on them queue behind). */
export async function lockOpenBills(tx: Tx, scope: Scope, vendorId: number) {
  const rows = await queryRows<{
    id: number;
    stock_in_number: string;
    bill_number: string | null;
    due: string;
  }>(
    tx,
    sql`select id, stock_in_number, bill_number, (grand_total - paid_amount - credited_amount)::text as due
          from stock_in
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and vendor_id = ${vendorId}
           and grand_total > paid_amount + credited_amount and voided_at is null
         order by id
         for update`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function creditBill(tx: Tx, scope: Scope, stockInId: number, amount: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update stock_in set credited_amount = credited_amount + ${amount}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${stockInId}
           and voided_at is null and paid_amount + credited_amount + ${amount}::numeric <= grand_total
     returning id`,
  );
  return rows.length === 1;
}

export async function recordAdjustments(
  tx: Tx,
  scope: Scope,
  id: number,
  amount: string,
  adjustments: Array<{ stock_in_id: number; stock_in_number: string; bill_number: string | null; amount: string }>,
): Promise<void> {
  await queryRows(
    tx,
    sql`update vendor_credit_note
           set adjusted_amount = adjusted_amount + ${amount}::numeric,
               adjustments = adjustments || ${JSON.stringify(adjustments)}::jsonb
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${id}
           and adjusted_amount + refunded_amount + ${amount}::numeric <= grand_total
     returning id`,
  );
}

/** Puts a refund on a credit note while it stays within what is left; false: nothing changed. */
export async function refundOnCreditNote(tx: Tx, scope: Scope, id: number, amount: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update vendor_credit_note set refunded_amount = refunded_amount + ${amount}::numeric
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${id}
           and cancelled_at is null
           and adjusted_amount + refunded_amount + ${amount}::numeric <= grand_total
     returning id`,
  );
  return rows.length === 1;
}

export async function insertRefund(tx: Tx, values: typeof vendorRefund.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vendorRefund).values(values).returning({ id: vendorRefund.id });
  if (!row) throw new Error('vendor refund insert returned nothing');
  return row.id;
}

export async function setRefundNumber(tx: Tx, scope: Scope, id: number, n: number): Promise<void> {
  await tx
    .update(vendorRefund)
    .set({ number: n, refundNumber: purchaseNumber(VENDOR_REFUND_PREFIX, n) })
    .where(and(eq(vendorRefund.groupId, scope.groupId), eq(vendorRefund.garageId, scope.garageId), eq(vendorRefund.id, id)));
}

export async function creditNoteRows(
  db: Reader,
  scope: Scope,
  f: {
    ids?: number[];
    vendorId?: number | undefined;
    q?: string | undefined;
    openOnly?: boolean | undefined;
    pageNumber: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(vendorCreditNote.groupId, scope.groupId),
    eq(vendorCreditNote.garageId, scope.garageId),
    f.vendorId ? eq(vendorCreditNote.vendorId, f.vendorId) : undefined,
    f.ids ? inArray(vendorCreditNote.id, f.ids.length ? f.ids : [-1]) : undefined,
    f.openOnly
      ? sql`${vendorCreditNote.cancelledAt} is null and ${vendorCreditNote.grandTotal} > ${vendorCreditNote.adjustedAmount} + ${vendorCreditNote.refundedAmount}`
      : undefined,
    f.q ? or(ilike(vendorCreditNote.creditNoteNumber, like(f.q)), ilike(vendor.name, like(f.q))) : undefined,
  );
  const rows = await db
    .select({
      cn: vendorCreditNote,
      vendorName: vendor.name,
      cancelledByName: sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`,
    })
    .from(vendorCreditNote)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorCreditNote.groupId), eq(vendor.id, vendorCreditNote.vendorId)))
    .leftJoin(appUser, eq(appUser.id, vendorCreditNote.cancelledBy))
    .where(where)
    .orderBy(desc(vendorCreditNote.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorCreditNote)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorCreditNote.groupId), eq(vendor.id, vendorCreditNote.vendorId)))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function creditNoteLines(db: Reader, scope: Scope, creditNoteId: number) {
  return db
    .select({ line: vendorCreditNoteLine, stockInNumber: stockIn.stockInNumber })
    .from(vendorCreditNoteLine)
    .innerJoin(stockIn, and(eq(stockIn.groupId, vendorCreditNoteLine.groupId), eq(stockIn.id, vendorCreditNoteLine.stockInId)))
    .where(
      and(
        eq(vendorCreditNoteLine.groupId, scope.groupId),
        eq(vendorCreditNoteLine.garageId, scope.garageId),
        eq(vendorCreditNoteLine.creditNoteId, creditNoteId),
      ),
    )
    .orderBy(asc(vendorCreditNoteLine.id));
}

export async function refundRows(
  db: Reader,
  scope: Scope,
  f: {
    ids?: number[];
    creditNoteId?: number;
    vendorId?: number | undefined;
    q?: string | undefined;
    pageNumber: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(vendorRefund.groupId, scope.groupId),
    eq(vendorRefund.garageId, scope.garageId),
    f.vendorId ? eq(vendorRefund.vendorId, f.vendorId) : undefined,
    f.creditNoteId ? eq(vendorRefund.creditNoteId, f.creditNoteId) : undefined,
    f.ids ? inArray(vendorRefund.id, f.ids.length ? f.ids : [-1]) : undefined,
    f.q
      ? or(
          ilike(vendorRefund.refundNumber, like(f.q)),
          ilike(vendorCreditNote.creditNoteNumber, like(f.q)),
          ilike(vendorRefund.reference, like(f.q)),
          ilike(vendor.name, like(f.q)),
        )
      : undefined,
  );
  const from = () =>
    db
      .select({ r: vendorRefund, vendorName: vendor.name, creditNoteNumber: vendorCreditNote.creditNoteNumber })
      .from(vendorRefund)
      .innerJoin(vendor, and(eq(vendor.groupId, vendorRefund.groupId), eq(vendor.id, vendorRefund.vendorId)))
      .innerJoin(
        vendorCreditNote,
        and(eq(vendorCreditNote.groupId, vendorRefund.groupId), eq(vendorCreditNote.id, vendorRefund.creditNoteId)),
      )
      .where(where);
  const rows = await from()
    .orderBy(desc(vendorRefund.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorRefund)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorRefund.groupId), eq(vendor.id, vendorRefund.vendorId)))
    .innerJoin(
      vendorCreditNote,
      and(eq(vendorCreditNote.groupId, vendorRefund.groupId), eq(vendorCreditNote.id, vendorRefund.creditNoteId)),
    )
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}
