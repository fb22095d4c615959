/**
 * Reads, locks and writes of invoices, receipts and payments; tenant-first, as every query. The invoice's
 * lines are copied from the order's lines by one INSERT … SELECT, so the bill is the priced document as
 * it stood, never recomputed later.
 */
import { UNBILLED_STATUSES } from '@garage/domain';
import { and, asc, eq, getTableColumns, gt, gte, inArray, lt, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { idList } from '../../db/id-list.ts';
import { rowOf } from '../../db/row-of.ts';
import {
  appUser,
  creditNote,
  garageCounter,
  invoice,
  invoiceLine,
  orderActivity,
  payment,
  receipt,
  salesOrder,
  salesOrderLine,
  summaryInvoiceOrder,
} from '../../db/schema.ts';
import { type GarageSettings, type SettingsJson, settingsFromJson, settingsJson } from '../../platform/garage-settings.ts';
import { type KeyClaim, keyAnswer } from '../../platform/idempotency.ts';
import { displayName } from '../users/user.repository.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

export type InvoiceRow = typeof invoice.$inferSelect;
export type InvoiceLineRow = typeof invoiceLine.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect & { receiptNumber: string };

/** The order's live (not void) invoices, in id order, locked when `lock`: one, or two for a split bill. */
export async function liveInvoicesOfOrder(db: Reader, scope: Scope, orderId: number, lock = false): Promise<InvoiceRow[]> {
  const query = db
    .select()
    .from(invoice)
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        eq(invoice.orderId, orderId),
        eq(invoice.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(invoice.id));
  return lock ? query.for('update') : query;
}

/**
 * The bill the customer pays for an order (the whole bill, or the customer's share of a split bill),
 * locked when `lock`; a payment named by order goes to it.
 */
export async function liveInvoiceOfOrder(db: Reader, scope: Scope, orderId: number, lock = false) {
  const live = await liveInvoicesOfOrder(db, scope, orderId, lock);
  return live.find((r) => r.share !== 'INSURER') ?? live[0];
}

export async function insertInvoice(tx: Tx, values: typeof invoice.$inferInsert): Promise<number> {
  const [row] = await tx.insert(invoice).values(values).returning({ id: invoice.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return row.id;
}

/** Numbers an invoice; its number joins the search text in normal form ("inv 26 27 00012"). */
export async function setInvoiceNumber(
  tx: Tx,
  groupId: number,
  id: number,
  number: number,
  text: string,
  searchable: string,
): Promise<void> {
  await tx
    .update(invoice)
    .set({ number, invoiceNumber: text, searchText: sql`${searchable} || ' ' || ${invoice.searchText}` })
    .where(and(eq(invoice.groupId, groupId), eq(invoice.id, id)));
}

/** One invoice of this garage, locked until the transaction ends when `lock`. */
export async function findInvoiceRow(db: Reader, scope: Scope, id: number, lock = false) {
  const query = db
    .select()
    .from(invoice)
    .where(and(eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId), eq(invoice.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * One invoice of this garage locked until the transaction ends, read in the same statement as the
 * garage's settings (a payment needs its receipt prefix): one round trip less while the bill is locked.
 */
export async function lockInvoiceWithSettings(
  tx: Tx,
  scope: Scope,
  id: number,
): Promise<{ row: InvoiceRow; settings: GarageSettings } | undefined> {
  const [found] = await tx
    .select({ row: invoice, settings: sql<SettingsJson | null>`${settingsJson(scope.groupId, scope.garageId)}` })
    .from(invoice)
    .where(and(eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId), eq(invoice.id, id)))
    .for('update');
  if (!found?.settings) return undefined;
  return { row: found.row, settings: settingsFromJson(found.settings) };
}

export async function invoiceLines(db: Reader, groupId: number, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLine)
    .where(and(eq(invoiceLine.groupId, groupId), eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLine.position));
}

/** Payments of some invoices with their receipt numbers, oldest first. */
export async function paymentsOfInvoices(db: Reader, groupId: number, invoiceIds: readonly number[]): Promise<PaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({ p: payment, receiptNumber: receipt.receiptNumber })
    .from(payment)
    .innerJoin(receipt, and(eq(receipt.groupId, payment.groupId), eq(receipt.id, payment.receiptId)))
    .where(and(eq(payment.groupId, groupId), inArray(payment.invoiceId, [...invoiceIds])))
    .orderBy(asc(payment.id));
  return rows.map((r) => ({ ...r.p, receiptNumber: r.receiptNumber }));
}

/** The order's number, type and status, as the invoice view shows them. */
export async function orderHeadOf(db: Reader, groupId: number, orderId: number) {
  const [row] = await db
    .select({ externalOrderId: salesOrder.externalOrderId, orderType: salesOrder.orderType, status: salesOrder.status })
    .from(salesOrder)
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, orderId)));
  return row;
}

export async function insertReceipt(tx: Tx, values: typeof receipt.$inferInsert): Promise<number> {
  const [row] = await tx.insert(receipt).values(values).returning({ id: receipt.id });
  if (!row) throw new Error('receipt insert returned nothing');
  return row.id;
}

export async function setReceiptNumber(tx: Tx, groupId: number, id: number, number: number, text: string): Promise<void> {
  await tx
    .update(receipt)
    .set({ number, receiptNumber: text })
    .where(and(eq(receipt.groupId, groupId), eq(receipt.id, id)));
}

export async function insertPayments(tx: Tx, rows: Array<typeof payment.$inferInsert>): Promise<void> {
  if (rows.length) await tx.insert(payment).values(rows);
}

export async function findReceiptRow(db: Reader, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(receipt)
    .where(and(eq(receipt.groupId, scope.groupId), eq(receipt.garageId, scope.garageId), eq(receipt.id, id)));
  return row;
}

/** The payments of one receipt with the number of the invoice each pays. */
export async function paymentsOfReceipt(db: Reader, groupId: number, receiptId: number) {
  return db
    .select({ p: payment, invoiceNumber: invoice.invoiceNumber })
    .from(payment)
    .innerJoin(invoice, and(eq(invoice.groupId, payment.groupId), eq(invoice.id, payment.invoiceId)))
    .where(and(eq(payment.groupId, groupId), eq(payment.receiptId, receiptId)))
    .orderBy(asc(payment.id));
}

/**
 * What each bill had been paid and credited right after a receipt: its payments up to the receipt's last one,
 * and its credit notes made by the receipt's time (a refund receipt is written with its credit note).
 */
export async function billStandingAfter(
  db: Reader,
  groupId: number,
  at: { invoiceIds: readonly number[]; lastPaymentId: number; receivedAt: Date },
): Promise<Map<number, { paid: string; credited: string }>> {
  const out = new Map<number, { paid: string; credited: string }>();
  if (at.invoiceIds.length === 0) return out;
  const ids = [...at.invoiceIds];
  const paid = await db
    .select({ id: payment.invoiceId, sum: sql<string>`coalesce(sum(${payment.amount}), 0)` })
    .from(payment)
    .where(and(eq(payment.groupId, groupId), inArray(payment.invoiceId, ids), lte(payment.id, at.lastPaymentId)))
    .groupBy(payment.invoiceId);
  const credited = await db
    .select({ id: creditNote.invoiceId, sum: sql<string>`coalesce(sum(${creditNote.grandTotal}), 0)` })
    .from(creditNote)
    .where(and(eq(creditNote.groupId, groupId), inArray(creditNote.invoiceId, ids), lte(creditNote.createdAt, at.receivedAt)))
    .groupBy(creditNote.invoiceId);
  for (const id of ids) {
    out.set(id, {
      paid: String(paid.find((r) => Number(r.id) === id)?.sum ?? '0'),
      credited: String(credited.find((r) => Number(r.id) === id)?.sum ?? '0'),
    });
  }
  return out;
}

/** Voids an invoice (its number stays taken). */
export async function markVoid(tx: Tx, groupId: number, id: number, values: { reason: string; at: Date; by: number }) {
  await tx
    .update(invoice)
    .set({ status: 'VOID', voidReason: values.reason, voidedAt: values.at, voidedBy: values.by })
    .where(and(eq(invoice.groupId, groupId), eq(invoice.id, id)));
}

/** The customer's name on an invoice (a receipt shows whom it is from). */
export async function invoiceCustomerName(db: Reader, groupId: number, invoiceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ customerName: invoice.customerName })
    .from(invoice)
    .where(and(eq(invoice.groupId, groupId), eq(invoice.id, invoiceId)));
  return row?.customerName;
}

/** Invoices of this garage by id, in id order (the order every use case locks them in). */
export async function invoicesByIds(db: Reader, scope: Scope, ids: readonly number[], lock = false): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(invoice)
    .where(and(eq(invoice.groupId, scope.groupId), eq(invoice.garageId, scope.garageId), inArray(invoice.id, [...ids])))
    .orderBy(asc(invoice.id));
  return lock ? query.for('update') : query;
}

/** The ids of a customer's live bills with something still due, oldest first (invoice_due_idx). */
export async function dueInvoiceIds(db: Reader, scope: Scope, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoice.id })
    .from(invoice)
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        eq(invoice.customerId, customerId),
        sql`${invoice.due} > 0 and ${invoice.share} <> 'INSURER'`,
      ),
    )
    .orderBy(asc(invoice.invoicedAt), asc(invoice.id));
  return rows.map((r) => r.id);
}

export async function insertInvoiceLines(tx: Tx, rows: Array<typeof invoiceLine.$inferInsert>): Promise<void> {
  if (rows.length) await tx.insert(invoiceLine).values(rows);
}

/**
 * A bill's lines taxed again for India's place of supply (decision 043, addendum on place of supply), after
 * writeInvoiceOfOrder copied them as the order priced them: each changed line's tax category and figures, and
 * the bill's tax summary. Totals do not change (taxedForSupply keeps every line's tax total).
 */
export async function retaxInvoice(
  tx: Tx,
  groupId: number,
  invoiceId: number,
  lines: ReadonlyArray<{ id: number; taxCategory: unknown; priced: unknown }>,
  taxLines: ReadonlyArray<{ name: string; amount: string }>,
): Promise<void> {
  for (const l of lines)
    await tx
      .update(invoiceLine)
      .set({ taxCategory: l.taxCategory, priced: l.priced })
      .where(and(eq(invoiceLine.groupId, groupId), eq(invoiceLine.invoiceId, invoiceId), eq(invoiceLine.id, l.id)));
  await tx
    .update(invoice)
    .set({ taxLines: [...taxLines] })
    .where(and(eq(invoice.groupId, groupId), eq(invoice.id, invoiceId)));
}

/** The live summary invoice that bills an order, if any (summary_invoice_order). */
export async function summaryInvoiceOfOrder(db: Reader, scope: Scope, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select({ invoice })
    .from(summaryInvoiceOrder)
    .innerJoin(invoice, and(eq(invoice.groupId, summaryInvoiceOrder.groupId), eq(invoice.id, summaryInvoiceOrder.invoiceId)))
    .where(
      and(
        eq(summaryInvoiceOrder.groupId, scope.groupId),
        eq(summaryInvoiceOrder.orderId, orderId),
        eq(invoice.garageId, scope.garageId),
        eq(invoice.status, 'ACTIVE'),
      ),
    );
  return row?.invoice;
}

/** Every order a bill covers: its own, and a summary invoice's others. */
export async function ordersOfBill(db: Reader, groupId: number, bill: Pick<InvoiceRow, 'id' | 'orderId'>): Promise<number[]> {
  const linked = await db
    .select({ orderId: summaryInvoiceOrder.orderId })
    .from(summaryInvoiceOrder)
    .where(and(eq(summaryInvoiceOrder.groupId, groupId), eq(summaryInvoiceOrder.invoiceId, bill.id)));
  return [...new Set([bill.orderId, ...linked.map((l) => l.orderId)])].sort((a, b) => a - b);
}

export async function linkSummaryOrders(tx: Tx, groupId: number, invoiceId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length) await tx.insert(summaryInvoiceOrder).values(orderIds.map((orderId) => ({ groupId, invoiceId, orderId })));
}

export async function unlinkSummaryOrders(tx: Tx, groupId: number, invoiceId: number): Promise<void> {
  await tx
    .delete(summaryInvoiceOrder)
    .where(and(eq(summaryInvoiceOrder.groupId, groupId), eq(summaryInvoiceOrder.invoiceId, invoiceId)));
}

/**
 * A customer's orders created within instants [from, before) that no live bill covers yet and that can be
 * billed (open, ready, or a counter sale created due), in id order, at most `limit`.
 */
export async function unbilledOrdersOfCustomer(
  db: Reader,
  scope: Scope,
  customerId: number,
  range: { from?: Date; before?: Date },
  limit: number,
): Promise<Array<{ id: number }>> {
  return db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, scope.groupId),
        eq(salesOrder.garageId, scope.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.customerId, customerId),
        inArray(salesOrder.status, [...UNBILLED_STATUSES, 'PAYMENT_DUE']),
        ...(range.from ? [gte(salesOrder.createdAt, range.from)] : []),
        ...(range.before ? [lt(salesOrder.createdAt, range.before)] : []),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoice)
            .where(and(eq(invoice.groupId, scope.groupId), eq(invoice.orderId, salesOrder.id), eq(invoice.status, 'ACTIVE'))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(summaryInvoiceOrder)
            .where(and(eq(summaryInvoiceOrder.groupId, scope.groupId), eq(summaryInvoiceOrder.orderId, salesOrder.id))),
        ),
      ),
    )
    .orderBy(asc(salesOrder.id))
    .limit(limit);
}

/** The priced lines of several orders, by order and position. */
export async function linesOfOrders(db: Reader, groupId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(salesOrderLine)
    .where(and(eq(salesOrderLine.groupId, groupId), inArray(salesOrderLine.orderId, [...orderIds])))
    .orderBy(asc(salesOrderLine.orderId), asc(salesOrderLine.position));
}

/** Who did something on a bill, as people read it (the on-account marker's "by"). */
export async function userName(db: Reader, userId: number): Promise<string | null> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, userId)).limit(1);
  return row ? displayName(row) : null;
}

/** ON_ACCOUNT (decision 050): marks a locked live bill as taken on account; false when it already is. */
/** Takes the on-account marker off a bill, only while it is the one read under the lock (`since`). */
export async function clearOnAccount(tx: Tx, scope: Scope, invoiceId: number, since: Date): Promise<boolean> {
  const rows = await tx
    .update(invoice)
    .set({ onAccountAt: null, onAccountBy: null, onAccountNote: null })
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        eq(invoice.id, invoiceId),
        eq(invoice.onAccountAt, since),
      ),
    )
    .returning({ id: invoice.id });
  return rows.length === 1;
}

/** How many payment rows a bill has taken after `since` (payment_invoice_idx). */
export async function paymentsSince(db: Db | Tx, scope: Scope, invoiceId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payment)
    .where(and(eq(payment.groupId, scope.groupId), eq(payment.invoiceId, invoiceId), gt(payment.paidAt, since)));
  return Number(row?.n ?? 0);
}

export async function markOnAccount(
  tx: Tx,
  scope: Scope,
  invoiceId: number,
  values: { at: Date; by: number; note: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(invoice)
    .set({ onAccountAt: values.at, onAccountBy: values.by, onAccountNote: values.note })
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        eq(invoice.id, invoiceId),
        sql`${invoice.onAccountAt} is null`,
      ),
    )
    .returning({ id: invoice.id });
  return rows.length === 1;
}

/**
 * The number of the live bill (the customer's, or the only one) or summary invoice that already bills an
 * order, if any: liveInvoiceOfOrder, then summaryInvoiceOfOrder, in one statement.
 */
export async function invoiceNumberBillingOrder(db: Reader, scope: Scope, orderId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ number: string | null }>(db, sql`select ${billingNumberOf(scope, orderId)} as number`);
  return row?.number ?? undefined;
}

/** The number of the live bill covering an order (its own, else a summary's), as an SQL expression; null if none. */
export function billingNumberOf(scope: Scope, orderId: number): SQL {
  return sql`coalesce(
      (select ${invoice.invoiceNumber} from ${invoice}
        where ${invoice.groupId} = ${scope.groupId} and ${invoice.garageId} = ${scope.garageId}
          and ${invoice.orderId} = ${orderId} and ${invoice.status} = 'ACTIVE'
        order by (${invoice.share} = 'INSURER'), ${invoice.id} limit 1),
      (select i.invoice_number from ${summaryInvoiceOrder} s
        join ${invoice} i on i.group_id = s.group_id and i.id = s.invoice_id
        where s.group_id = ${scope.groupId} and s.order_id = ${orderId} and i.garage_id = ${scope.garageId}
          and i.status = 'ACTIVE' limit 1))`;
}

/** The number as text with at least five digits, in SQL (documentNumber's padStart; lpad alone would cut). */
const padded = (n: SQL) => sql`case when ${n} < 100000 then lpad(${n}::text, 5, '0') else ${n}::text end`;
const INVOICE_COLUMNS = getTableColumns(invoice);

/** What writeInvoiceOfOrder writes besides the invoice's columns. */
export interface InvoiceOfOrderWrite {
  /** The counter of the bill's financial year (INVOICE:<fy>) and its number's texts up to the digits. */
  counterKind: string;
  /** documentNumber(prefix, fy, n) without the digits ("INV/26-27/"), and its search form ("inv 26 27"). */
  numberHead: string;
  searchHead: string;
  /** The order's status move made with the bill (conditionalMove), when it moves. */
  move: { from: string; to: string; now: Date } | null;
  /** The INVOICED activity row's detail; the bill's id and number are added by the statement. */
  activity: { userId: number; at: Date; detail: Record<string, unknown> };
  /** The Idempotency-Key whose answer ({ id }) the statement stores. */
  claim?: KeyClaim;
  /** The bill's id when taken from the invoice's identity sequence beforehand (billingParties' reserveInvoiceId). */
  id?: number;
}

/**
 * Decision 043 (addendum on speed): a bill of a whole order in ONE statement of data-modifying CTEs, as
 * order create does (decision 018): the garage's next INVOICE number of the year (the upsert of
 * platform/counters.ts, taken first so the bill is inserted numbered, and the counter row stays locked only
 * from here to the commit), the invoice with its number and search text, its lines copied from the
 * order's (as the lines of an order are copied: one INSERT … SELECT), the order's status move (`where status = from`), the INVOICED activity row
 * (platform/activity.ts columns) and the key's answer. Answers the stored invoice and lines as a select
 * would, and whether the move happened (the caller refuses the bill when it did not).
 */
export async function writeInvoiceOfOrder(
  tx: Tx,
  values: typeof invoice.$inferInsert,
  write: InvoiceOfOrderWrite,
): Promise<{ row: InvoiceRow; lines: InvoiceLineRow[]; moved: boolean }> {
  const { groupId, garageId, orderId } = values;
  // The number and its texts are the statement's; the search text is the order's, after the number's.
  const given = Object.entries(values).filter(([key]) => !['number', 'invoiceNumber', 'searchText'].includes(key));
  if (write.id !== undefined) given.push(['id', write.id]);
  const names = given.map(([key]) => INVOICE_COLUMNS[key as keyof typeof INVOICE_COLUMNS]!.name);
  const record = Object.fromEntries(given.map(([, value], i) => [names[i], value]));
  const listed = sql.raw(names.join(', '));
  const picked = sql.raw(names.map((n) => `r.${n}`).join(', '));
  const { move, activity, claim } = write;
  const result = await tx.execute(sql`
    with c as (
      insert into ${garageCounter} (group_id, garage_id, kind, last_value)
      values (${groupId}, ${garageId}, ${write.counterKind}, 1)
      on conflict (group_id, garage_id, kind) do update set last_value = ${garageCounter}.last_value + 1
      returning last_value
    ),
    i as (
      insert into ${invoice} (number, invoice_number, search_text, ${listed})
      ${write.id === undefined ? sql`` : sql`overriding system value`}
      select c.last_value, ${write.numberHead} || ${padded(sql`c.last_value`)},
        ${write.searchHead} || ${padded(sql`c.last_value`)} || ' ' || ${values.searchText ?? ''}, ${picked}
      from c, jsonb_populate_record(null::invoice, ${JSON.stringify(record)}::jsonb) as r
      returning *
    ),
    l as (
      insert into ${invoiceLine} (group_id, invoice_id, position, kind, item_id, name, code, package_name, quantity,
        unit_price, discount_pct, tax_inclusive, tax_category, insurance_percentage, customer_percentage, priced, total)
      select s.group_id, i.id, s.position, s.kind, s.item_id, s.name, s.code, s.package_name, s.quantity,
        s.unit_price, s.discount_pct, s.tax_inclusive, s.tax_category, s.insurance_percentage, s.customer_percentage, s.priced, s.total
      from i, ${salesOrderLine} s where s.group_id = ${groupId} and s.order_id = ${orderId}
      returning *
    ),
    m as (${
      move
        ? sql`update ${salesOrder} set status = ${move.to}, updated_at = ${move.now.toISOString()}::timestamptz
            where group_id = ${groupId} and garage_id = ${garageId} and id = ${orderId} and status = ${move.from}
            returning id`
        : sql`select 1 as id`
    }),
    a as (
      insert into ${orderActivity} (group_id, order_id, action, user_id, at, detail)
      select ${groupId}, ${orderId}, 'INVOICED', ${activity.userId}, ${activity.at.toISOString()}::timestamptz,
        ${JSON.stringify(activity.detail)}::jsonb || jsonb_build_object('invoice_id', i.id, 'invoice_number', i.invoice_number)
      from i
    )${claim ? sql`, k as (${keyAnswer(claim, 201, sql`(select jsonb_build_object('id', id) from i)`)})` : sql``}
    select i.*, exists (select 1 from m) as moved,
      (select coalesce(jsonb_agg(to_jsonb(l) || jsonb_build_object('quantity', l.quantity::text, 'unit_price', l.unit_price::text,
          'discount_pct', l.discount_pct::text, 'insurance_percentage', l.insurance_percentage::text,
          'customer_percentage', l.customer_percentage::text, 'total', l.total::text) order by l.position), '[]'::jsonb)
        from l) as lines
    from i`);
  const [written] = (
    result as unknown as { rows: Array<Record<string, unknown> & { lines: Array<Record<string, unknown>>; moved: boolean }> }
  ).rows;
  if (!written) throw new Error('invoice insert returned nothing');
  return {
    row: rowOf(invoice, written),
    lines: written.lines.map((l) => rowOf(invoiceLine, l)),
    moved: written.moved,
  };
}

/**
 * Locks the order of a bill named by id (the first lock of a payment: order, then bill) in one statement
 * with finding the bill. `orderId` is undefined when this garage has no such bill; `locked` false when
 * it has no such order.
 */
export async function lockOrderOfInvoice(
  tx: Tx,
  scope: Scope,
  invoiceId: number,
): Promise<{ orderId: number | undefined; locked: boolean }> {
  const [row] = await queryRows<{ order_id: string | number; locked: string | number | null }>(
    tx,
    sql`with named as (
        select ${invoice.orderId} as order_id from ${invoice}
        where ${invoice.groupId} = ${scope.groupId} and ${invoice.garageId} = ${scope.garageId} and ${invoice.id} = ${invoiceId})
      select named.order_id,
        (select o.id from ${salesOrder} o
          where o.group_id = ${scope.groupId} and o.garage_id = ${scope.garageId} and o.document = 'ORDER' and o.id = named.order_id
          for update) as locked
      from named`,
  );
  return { orderId: row ? Number(row.order_id) : undefined, locked: row?.locked !== null && row?.locked !== undefined };
}

/** An order a bill covers, its status, and its live bills' ids with what each leaves due (a settled bill's check). */
export interface CoveredOrder {
  orderId: number;
  status: string;
  live: Array<{ id: number; due: string }>;
}

/**
 * The orders some bills cover (their own, and a summary invoice's others, ordersOfBill), each with its
 * status and live bills, in one statement, by bill. Read under the orders' and bills' locks, before
 * the payment's write: an order is paid when every live bill of it is (receive-money.ts).
 */
export async function ordersCoveredBy(
  db: Reader,
  scope: Scope,
  bills: ReadonlyArray<Pick<InvoiceRow, 'id' | 'orderId'>>,
): Promise<Map<number, CoveredOrder[]>> {
  const out = new Map<number, CoveredOrder[]>();
  if (bills.length === 0) return out;
  const rows = await queryRows<{
    bill_id: string | number;
    order_id: string | number;
    status: string;
    live: Array<{ id: number; due: string }>;
  }>(
    db,
    sql`with b as (
        select (e->>'id')::bigint as id, (e->>'order_id')::bigint as order_id
        from jsonb_array_elements(${JSON.stringify(bills.map((b) => ({ id: b.id, order_id: b.orderId })))}::jsonb) e),
      covered as (
        select b.id as bill_id, b.order_id from b
        union
        select b.id, s.order_id from b join ${summaryInvoiceOrder} s on s.group_id = ${scope.groupId} and s.invoice_id = b.id)
      select c.bill_id, c.order_id, o.status,
        (select coalesce(json_agg(json_build_object('id', i.id, 'due', i.due::text) order by i.id), '[]'::json)
          from ${invoice} i
          where i.group_id = ${scope.groupId} and i.garage_id = ${scope.garageId} and i.order_id = c.order_id
            and i.status = 'ACTIVE') as live
      from covered c
      -- Each order by its key (limit 1 keeps the lateral a nested loop): as a plain join the planner takes the
      -- json's elements for 100 rows and hashes them against every order of the garage.
      cross join lateral (
        select o.status from ${salesOrder} o
        where o.group_id = ${scope.groupId} and o.garage_id = ${scope.garageId} and o.document = 'ORDER' and o.id = c.order_id
        limit 1) o
      order by c.bill_id, c.order_id`,
  );
  for (const r of rows) {
    const billId = Number(r.bill_id);
    out.set(billId, [
      ...(out.get(billId) ?? []),
      { orderId: Number(r.order_id), status: r.status, live: r.live.map((l) => ({ id: Number(l.id), due: l.due })) },
    ]);
  }
  return out;
}

export type ReceiptRow = typeof receipt.$inferSelect;
export type PaymentInsert = Omit<typeof payment.$inferInsert, 'receiptId'>;

/** What writeReceipt writes besides the receipt. */
export interface ReceiptWrite {
  /** The counter of the receipt's financial year (RECEIPT:<fy>) and its number's text before the digits. */
  counterKind: string;
  numberHead: string;
  payments: PaymentInsert[];
  /** What each bill is paid now (raised only within its total). */
  paid: Array<{ invoiceId: number; amount: string }>;
  /** Orders paid in full by it, from the status they were read in (conditionalMove to PAYMENT_DONE). */
  moves: Array<{ orderId: number; from: string }>;
  /** A PAYMENT activity row per bill; the receipt's id and number are added by the statement. */
  activity: Array<{ orderId: number; detail: Record<string, unknown> }>;
  userId: number;
  now: Date;
  /** The Idempotency-Key whose answer ({ id }) the statement stores. */
  claim?: KeyClaim;
}

/**
 * Decision 043 (addendum on speed): money received in ONE statement of data-modifying CTEs: the garage's
 * next RECEIPT number of the year (platform/counters.ts's upsert, so the receipt is inserted numbered and
 * the counter row stays locked only from here to the commit), the receipt, its payments, each bill's paid
 * amount raised while it stays within its total (paid + credited + amount <= total, the last guard against
 * an overpayment), the orders paid in full moved
 * (`where status = from`), the PAYMENT activity rows and the key's answer. Answers the receipt and its
 * payments as a select would, and how many bills and orders were changed (the caller refuses the payment
 * when fewer than asked: something changed meanwhile).
 */
export async function writeReceipt(
  tx: Tx,
  values: Omit<typeof receipt.$inferInsert, 'number' | 'receiptNumber'>,
  write: ReceiptWrite,
): Promise<{ receipt: ReceiptRow; payments: Array<typeof payment.$inferSelect>; paid: number; moved: number }> {
  const { groupId, garageId } = values;
  const at = write.now.toISOString();
  const payments = write.payments.map((p) => ({
    group_id: p.groupId,
    garage_id: p.garageId,
    invoice_id: p.invoiceId,
    order_id: p.orderId,
    method: p.method,
    amount: p.amount,
    reference: p.reference ?? null,
    cheque_number: p.chequeNumber ?? null,
    bank_name: p.bankName ?? null,
    cheque_date: p.chequeDate ?? null,
    position: 0,
  }));
  payments.forEach((p, i) => {
    p.position = i;
  });
  const result = await tx.execute(sql`
    with c as (
      insert into ${garageCounter} (group_id, garage_id, kind, last_value)
      values (${groupId}, ${garageId}, ${write.counterKind}, 1)
      on conflict (group_id, garage_id, kind) do update set last_value = ${garageCounter}.last_value + 1
      returning last_value
    ),
    r as (
      insert into ${receipt} (group_id, garage_id, customer_id, fy, number, receipt_number, amount, note, received_at,
        local_day, created_by)
      select ${groupId}, ${garageId}, ${values.customerId}, ${values.fy}, c.last_value,
        ${write.numberHead} || ${padded(sql`c.last_value`)}, ${values.amount}::numeric, ${values.note ?? null},
        ${values.receivedAt.toISOString()}::timestamptz, ${values.localDay}::date, ${values.createdBy}
      from c
      returning *
    ),
    p as (
      insert into ${payment} (group_id, garage_id, receipt_id, invoice_id, order_id, method, amount, reference,
        cheque_number, bank_name, cheque_date, paid_at)
      select x.group_id, x.garage_id, r.id, x.invoice_id, x.order_id, x.method, x.amount, x.reference,
        x.cheque_number, x.bank_name, x.cheque_date, ${at}::timestamptz
      from r, jsonb_to_recordset(${JSON.stringify(payments)}::jsonb) as x(group_id bigint, garage_id bigint,
        invoice_id bigint, order_id bigint, method text, amount numeric, reference text, cheque_number text,
        bank_name text, cheque_date date, position int)
      order by x.position
      returning *
    ),
    b as (
      update ${invoice} i set paid_amount = i.paid_amount + x.amount
      from jsonb_to_recordset(${JSON.stringify(write.paid.map((p) => ({ id: p.invoiceId, amount: p.amount })))}::jsonb)
        as x(id bigint, amount numeric)
      where i.group_id = ${groupId} and i.id in ${idList(write.paid.map((p) => p.invoiceId))} and i.id = x.id
        and i.paid_amount + i.credited_amount + x.amount <= i.grand_total
      returning i.id
    ),
    m as (
      update ${salesOrder} o set status = 'PAYMENT_DONE', updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(write.moves.map((m) => ({ id: m.orderId, status: m.from })))}::jsonb)
        as x(id bigint, status text)
      where o.group_id = ${groupId} and o.garage_id = ${garageId} and o.id in ${idList(write.moves.map((m) => m.orderId))}
        and o.id = x.id and o.status = x.status
      returning o.id
    ),
    a as (
      insert into ${orderActivity} (group_id, order_id, action, user_id, at, detail)
      select ${groupId}, x.order_id, 'PAYMENT', ${write.userId}, ${at}::timestamptz,
        jsonb_build_object('receipt_id', r.id) || x.detail || jsonb_build_object('receipt_number', r.receipt_number)
      from r, jsonb_to_recordset(${JSON.stringify(write.activity.map((a) => ({ order_id: a.orderId, detail: a.detail })))}::jsonb)
        as x(order_id bigint, detail jsonb)
    )${write.claim ? sql`, k as (${keyAnswer(write.claim, 201, sql`(select jsonb_build_object('id', id) from r)`)})` : sql``}
    select r.*, (select count(*) from b)::int as paid_bills, (select count(*) from m)::int as moved_orders,
      (select coalesce(jsonb_agg(to_jsonb(p) || jsonb_build_object('amount', p.amount::text) order by p.id), '[]'::jsonb)
        from p) as payments
    from r`);
  const [written] = (
    result as unknown as {
      rows: Array<
        Record<string, unknown> & { paid_bills: number; moved_orders: number; payments: Array<Record<string, unknown>> }
      >;
    }
  ).rows;
  if (!written) throw new Error('receipt insert returned nothing');
  return {
    receipt: rowOf(receipt, written),
    payments: written.payments.map((p) => rowOf(payment, p)),
    paid: Number(written.paid_bills),
    moved: Number(written.moved_orders),
  };
}
