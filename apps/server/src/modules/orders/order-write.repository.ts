/**
 * Writes of orders and quotations (sales_order and its lines); tenant-first. The use cases decide what
 * to write; the statements live here. The one statement written for speed, insertOrderInOneStatement,
 * is explained by decision 018 (docs/decisions/018-order-create-speed.md).
 */
import { externalOrderId, type MessageKey } from '@garage/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { garageCounter, idempotencyKey, orderActivity, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { OrderRow } from './order-view.ts';
import {
  type Document,
  type DocumentInput,
  documentSearchText,
  linesInsert,
  type PricedDocument,
  type Snapshot,
  snapshotSearchText,
  writeLines,
} from './price-document.ts';

type SalesOrderInsert = typeof salesOrder.$inferInsert;
/** Columns a new order never has: set by cancelling or converting. */
type SetLater = 'cancelReasonId' | 'cancelReason' | 'convertedOrderId';

/** Where an order made from a quotation comes from (convert-quote.ts). */
export interface FromQuote {
  quoteId: number;
  externalId: string;
  delivery: Date;
}

/** A claim on an Idempotency-Key, made by the statement that writes the order (createOrderOnce). */
export interface KeyClaim {
  userId: number;
  scope: string;
  key: string;
  requestHash: string;
}

const ORDER_COLUMNS = getTableColumns(salesOrder);
/** The number as text with at least five digits, in SQL (lpad alone would cut longer numbers). */
const padded = (n: SQL) => sql`case when ${n} < 100000 then lpad(${n}::text, 5, '0') else ${n}::text end`;

/**
 * Decision 018 (docs/decisions/018-order-create-speed.md): writes a priced order in ONE statement of
 * data-modifying CTEs: the Idempotency-Key claim (when given), the garage's next ORDER number (the same
 * upsert as platform/counters.ts nextNumber, the counter row locked only for this statement), the order,
 * its lines and its CREATED activity row (the columns of platform/activity.ts logActivity). On a busy
 * server every statement saved is a write and a wake-up saved (bench-orders.ts). Returns nothing when
 * the key was already claimed (nothing is written then).
 */
export async function insertOrderInOneStatement(
  db: Db | Tx,
  current: Membership,
  input: DocumentInput,
  doc: PricedDocument,
  columns: Omit<OrderRow, 'id' | 'number' | 'externalOrderId' | 'searchText' | SetLater>,
  values: { userId: number; now: Date; from?: FromQuote },
  claim?: KeyClaim,
): Promise<{ id: number; row: OrderRow; lineIds: number[] } | null> {
  const { groupId } = current;
  const { userId, now, from } = values;
  const row = columns;
  const names = Object.keys(row).map((key) => ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS]!.name);
  const record = Object.fromEntries(Object.values(row).map((value, i) => [names[i], value]));
  const detail = {
    status: row.status,
    total: doc.priced.grand_total,
    ...(from ? { source_quote_id: from.quoteId, source_quote: from.externalId } : {}),
    ...(doc.amc.length ? { amc: doc.amc } : {}),
  };
  const claimed = claim
    ? sql`insert into ${idempotencyKey} (user_id, scope, key, request_hash, status_code, response)
        select ${claim.userId}, ${claim.scope}, ${claim.key}, ${claim.requestHash}, 201, jsonb_build_object('id', n.id) from n
        on conflict do nothing returning 1`
    : sql`select 1`;
  const searchRest = snapshotSearchText(doc.snapshot);
  const result = await db.execute(sql`
    with n as (select nextval(pg_get_serial_sequence('sales_order', 'id')) as id),
    k as (${claimed}),
    c as (
      insert into ${garageCounter} (group_id, garage_id, kind, last_value)
      select ${groupId}, ${current.garageId}, 'ORDER', 1 from k
      on conflict (group_id, garage_id, kind) do update set last_value = ${garageCounter}.last_value + 1
      returning last_value
    ),
    o as (
      insert into ${salesOrder} (id, number, external_order_id, search_text, ${sql.raw(names.join(', '))})
      overriding system value
      select n.id, c.last_value, 'RO-' || ${padded(sql`c.last_value`)},
        concat_ws(' ', 'ro' || ${padded(sql`c.last_value`)}, nullif(${searchRest}, '')),
        ${sql.raw(names.map((name) => `r.${name}`).join(', '))}
      from n, c, jsonb_populate_record(null::sales_order, ${JSON.stringify(record)}::jsonb) as r
      returning id, number
    ),
    l as (${linesInsert(groupId, sql`o.id`, doc, input.item_wise_discount, sql`o`)}),
    a as (
      insert into ${orderActivity} (group_id, order_id, action, user_id, at, detail)
      select ${groupId}, o.id, 'CREATED', ${userId}, ${now.toISOString()}::timestamptz,
        ${JSON.stringify(detail)}::jsonb || jsonb_build_object('number', o.number)
      from o
    )
    select id, number, (select coalesce(json_agg(l.id order by l.position), '[]'::json) from l) as line_ids from o`);
  const [written] = (
    result as unknown as { rows: Array<{ id: number | string; number: number | string; line_ids: Array<number | string> }> }
  ).rows;
  if (!written) return null;
  const id = Number(written.id);
  const number = Number(written.number);
  const stored: OrderRow = {
    ...row,
    id,
    number,
    externalOrderId: externalOrderId('ORDER', number),
    searchText: documentSearchText('ORDER', number, doc.snapshot),
    cancelReasonId: null,
    cancelReason: null,
    convertedOrderId: null,
  };
  return { id, row: stored, lineIds: written.line_ids.map(Number) };
}

/** Inserts a document row (numbered later with setDocumentNumber) and returns its id. */
export async function insertDocument(tx: Tx, values: SalesOrderInsert): Promise<number> {
  const [row] = await tx.insert(salesOrder).values(values).returning({ id: salesOrder.id });
  if (!row) throw new Error('quote insert returned nothing');
  return row.id;
}

/** Stores the number a counter gave a document, with the texts made from it. */
export async function setDocumentNumber(
  tx: Tx,
  groupId: number,
  document: Document,
  id: number,
  number: number,
  snapshot: Snapshot,
): Promise<void> {
  await tx
    .update(salesOrder)
    .set({
      number,
      externalOrderId: externalOrderId(document, number),
      searchText: documentSearchText(document, number, snapshot),
    })
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
}

/** Changes columns of a document of this group (callers hold its lock or check its status as they write). */
export async function updateDocument(tx: Tx, groupId: number, id: number, set: Partial<SalesOrderInsert>): Promise<void> {
  await tx
    .update(salesOrder)
    .set(set)
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
}

/** Replaces a document's lines with the newly priced ones. */
export async function replaceLines(
  tx: Tx,
  groupId: number,
  id: number,
  doc: PricedDocument,
  itemWiseDiscount: boolean,
): Promise<void> {
  await tx.delete(salesOrderLine).where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, id)));
  await writeLines(tx, groupId, id, doc, itemWiseDiscount);
}

/**
 * Moves a document from the status it was read in to another: `where status = from`, so of two
 * concurrent moves only one changes the row and the other is told the document changed meanwhile.
 */
export async function conditionalMove(
  tx: Tx,
  current: Membership,
  id: number,
  from: string,
  to: string,
  reason: { id: number; reason: string } | null,
  now: Date,
  changedKey: MessageKey,
): Promise<void> {
  const moved = await tx
    .update(salesOrder)
    .set({
      status: to,
      updatedAt: now,
      ...(reason ? { cancelReasonId: reason.id, cancelReason: reason.reason } : {}),
    })
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.id, id),
        eq(salesOrder.status, from),
      ),
    )
    .returning({ id: salesOrder.id });
  if (moved.length === 0) throw new AppError('CONFLICT', changedKey);
}
