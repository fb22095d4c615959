/** Credit notes (order returns) and the customer's credit; tenant-first. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { creditNote, creditNoteLine, customer, invoice, payment, receipt } from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type CreditNoteRow = typeof creditNote.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLine.$inferSelect;

/** What earlier credit notes of these invoice lines took: their lines, for the quantities and figures left. */
export async function creditedLines(db: Reader, groupId: number, invoiceLineIds: readonly number[]) {
  if (invoiceLineIds.length === 0) return [];
  return db
    .select({ invoiceLineId: creditNoteLine.invoiceLineId, quantity: creditNoteLine.quantity, priced: creditNoteLine.priced })
    .from(creditNoteLine)
    .where(and(eq(creditNoteLine.groupId, groupId), inArray(creditNoteLine.invoiceLineId, [...invoiceLineIds])));
}

export async function insertCreditNote(tx: Tx, values: typeof creditNote.$inferInsert): Promise<number> {
  const [row] = await tx.insert(creditNote).values(values).returning({ id: creditNote.id });
  if (!row) throw new Error('credit note insert returned nothing');
  return row.id;
}

export async function insertCreditNoteLines(tx: Tx, rows: Array<typeof creditNoteLine.$inferInsert>): Promise<void> {
  if (rows.length) await tx.insert(creditNoteLine).values(rows);
}

export async function setCreditNumber(tx: Tx, groupId: number, id: number, number: number, text: string): Promise<void> {
  await tx
    .update(creditNote)
    .set({ number, creditNumber: text })
    .where(and(eq(creditNote.groupId, groupId), eq(creditNote.id, id)));
}

export async function setRefundReceipt(tx: Tx, groupId: number, id: number, receiptId: number): Promise<void> {
  await tx
    .update(creditNote)
    .set({ refundReceiptId: receiptId })
    .where(and(eq(creditNote.groupId, groupId), eq(creditNote.id, id)));
}

/** Raises an invoice's credited amount (and, for a refund, lowers its paid amount by what went back). */
export async function creditInvoice(tx: Tx, groupId: number, id: number, credited: string, refunded: string): Promise<void> {
  await tx
    .update(invoice)
    .set({
      creditedAmount: sql`${invoice.creditedAmount} + ${credited}::numeric`,
      paidAmount: sql`${invoice.paidAmount} - ${refunded}::numeric`,
    })
    .where(and(eq(invoice.groupId, groupId), eq(invoice.id, id)));
}

export async function findCreditNote(db: Reader, scope: Scope, id: number) {
  const [row] = await db
    .select({
      note: creditNote,
      invoiceNumber: invoice.invoiceNumber,
      customerName: invoice.customerName,
      refund: receipt.receiptNumber,
    })
    .from(creditNote)
    .innerJoin(invoice, and(eq(invoice.groupId, creditNote.groupId), eq(invoice.id, creditNote.invoiceId)))
    .leftJoin(receipt, and(eq(receipt.groupId, creditNote.groupId), eq(receipt.id, creditNote.refundReceiptId)))
    .where(and(eq(creditNote.groupId, scope.groupId), eq(creditNote.garageId, scope.garageId), eq(creditNote.id, id)));
  return row;
}

export async function creditNoteLines(db: Reader, groupId: number, id: number): Promise<CreditNoteLineRow[]> {
  return db
    .select()
    .from(creditNoteLine)
    .where(and(eq(creditNoteLine.groupId, groupId), eq(creditNoteLine.creditNoteId, id)))
    .orderBy(asc(creditNoteLine.position));
}

export async function findCreditNotePage(
  db: Reader,
  scope: Scope,
  filter: { invoiceId?: number; orderId?: number; customerId?: number },
  pageNumber: number,
  pageSize: number,
) {
  const where = and(
    eq(creditNote.groupId, scope.groupId),
    eq(creditNote.garageId, scope.garageId),
    ...(filter.invoiceId ? [eq(creditNote.invoiceId, filter.invoiceId)] : []),
    ...(filter.orderId ? [eq(creditNote.orderId, filter.orderId)] : []),
    ...(filter.customerId ? [eq(creditNote.customerId, filter.customerId)] : []),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        note: creditNote,
        invoiceNumber: invoice.invoiceNumber,
        customerName: invoice.customerName,
        refund: receipt.receiptNumber,
      })
      .from(creditNote)
      .innerJoin(invoice, and(eq(invoice.groupId, creditNote.groupId), eq(invoice.id, creditNote.invoiceId)))
      .leftJoin(receipt, and(eq(receipt.groupId, creditNote.groupId), eq(receipt.id, creditNote.refundReceiptId)))
      .where(where)
      .orderBy(desc(creditNote.createdAt), desc(creditNote.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(creditNote)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * A customer's credit with a garage: what credit notes kept on their account, less what later bills were
 * paid with it (payments in CUSTOMER_CREDIT). Computed from the rows each time, so it always reconciles.
 */
export async function customerCreditBalance(db: Reader, scope: Scope, customerId: number): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`
    select (
      coalesce((select sum(${creditNote.excess}) from ${creditNote}
        where ${creditNote.groupId} = ${scope.groupId} and ${creditNote.garageId} = ${scope.garageId}
          and ${creditNote.customerId} = ${customerId} and ${creditNote.settlement} = 'CREDIT'), 0)
      - coalesce((select sum(${payment.amount}) from ${payment}
          join ${receipt} on ${receipt.groupId} = ${payment.groupId} and ${receipt.id} = ${payment.receiptId}
        where ${payment.groupId} = ${scope.groupId} and ${payment.garageId} = ${scope.garageId}
          and ${receipt.customerId} = ${customerId} and ${payment.method} = 'CUSTOMER_CREDIT'), 0)
    )::text as balance`,
  );
  return row?.balance ?? '0';
}

/** Locks a customer's row while their credit is spent, so two bills cannot spend it twice. */
export async function lockCustomer(tx: Tx, groupId: number, customerId: number): Promise<void> {
  await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, customerId)))
    .for('update');
}
