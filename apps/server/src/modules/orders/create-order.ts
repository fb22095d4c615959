import type { Order, OrderUpdate } from '@garage/contract';
import { externalOrderId, initialOrderStatus, isOrderEditable, type OrderStatus } from '@garage/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { garageCounter, idempotencyKey, orderActivity, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { hashOf, idempotent, type Stored, storedAnswer } from '../../platform/idempotency.ts';
import { availAmc, giveBackAmc } from './amc-rule.ts';
import { viewOf } from './order.repository.ts';
import {
  amcUsedBy,
  type DocumentInput,
  documentColumns,
  documentSearchText,
  linesInsert,
  type PricedDocument,
  priceDocument,
  snapshotSearchText,
  storedLines,
  writeLines,
} from './price-document.ts';

type UpdateInput = z.output<typeof OrderUpdate>;
export type OrderRow = typeof salesOrder.$inferSelect;

/** Takes the next number of a garage's sequence inside the caller's transaction (see garage_counter). */
export async function nextNumber(tx: Tx, current: Membership, kind: 'ORDER' | 'QUOTE'): Promise<number> {
  const [row] = await tx
    .insert(garageCounter)
    .values({ groupId: current.groupId, garageId: current.garageId, kind, lastValue: 1 })
    .onConflictDoUpdate({
      target: [garageCounter.groupId, garageCounter.garageId, garageCounter.kind],
      set: { lastValue: sql`${garageCounter.lastValue} + 1` },
    })
    .returning({ value: garageCounter.lastValue });
  if (!row) throw new Error('counter upsert returned nothing');
  return row.value;
}

/**
 * Numbers a document inserted with number 0, as the last write before its transaction ends: the
 * counter row stays locked until commit, so the shorter the rest of the transaction the less concurrent
 * creates of one garage queue behind each other (bench-orders.ts).
 */
export async function assignNumber(
  tx: Tx,
  current: Membership,
  document: 'ORDER' | 'QUOTE',
  id: number,
  snapshot: PricedDocument['snapshot'],
): Promise<number> {
  const number = await nextNumber(tx, current, document);
  await tx
    .update(salesOrder)
    .set({
      number,
      externalOrderId: externalOrderId(document, number),
      searchText: documentSearchText(document, number, snapshot),
    })
    .where(and(eq(salesOrder.groupId, current.groupId), eq(salesOrder.id, id)));
  return number;
}

export async function logActivity(
  tx: Tx,
  groupId: number,
  orderId: number,
  action: string,
  userId: number,
  at: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.insert(orderActivity).values({ groupId, orderId, action, userId, at, detail });
}

/** The AMC part of an activity detail, only when the rule touched a line. */
const amcDetail = (doc: PricedDocument) => (doc.amc.length ? { amc: doc.amc } : {});

/** A document of this garage, locked until the transaction ends (edits, conversion). */
export async function lockDocument(tx: Tx, current: Membership, document: 'ORDER' | 'QUOTE', id: number) {
  const [row] = await tx
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, document),
        eq(salesOrder.id, id),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', document === 'ORDER' ? 'order.notFound' : 'quote.notFound');
  return row;
}

export interface FromQuote {
  quoteId: number;
  externalId: string;
  delivery: Date;
}

/** A claim on an Idempotency-Key, made by the statement that writes the order (createOrderOnce). */
interface KeyClaim {
  userId: number;
  scope: string;
  key: string;
  requestHash: string;
}

const ORDER_COLUMNS = getTableColumns(salesOrder);
/** The number as text with at least five digits, in SQL (lpad alone would cut longer numbers). */
const padded = (n: SQL) => sql`case when ${n} < 100000 then lpad(${n}::text, 5, '0') else ${n}::text end`;

/**
 * Validates and prices an order, then writes it in ONE statement: the Idempotency-Key claim (when
 * given), the garage's next number, the order, its lines and its activity row. The counter row is
 * locked only for that statement, and on a busy server every statement saved is a write and a wake-up
 * saved (bench-orders.ts). Returns nothing when the key was already claimed (nothing is written then).
 * AMC orders add the contract's availed quantities in the caller's transaction (createOrder).
 */
async function writeOrder(
  db: Db | Tx,
  current: Membership,
  input: DocumentInput,
  doc: PricedDocument,
  values: { userId: number; now: Date; delivery: Date; from?: FromQuote },
  claim?: KeyClaim,
): Promise<{ id: number; row: OrderRow } | null> {
  const { groupId, garageId } = current;
  const { userId, now, delivery, from } = values;
  const status = initialOrderStatus(input.order_type, doc.settings.props.part_issuance_enabled);
  const row = {
    ...documentColumns(input, doc),
    groupId,
    garageId,
    document: 'ORDER' as const,
    orderType: input.order_type,
    status,
    estimatedDeliveryTime: delivery,
    expiryDate: input.expiry_date ?? null,
    sourceQuoteId: from?.quoteId ?? null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  };
  const names = Object.keys(row).map((key) => ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS]!.name);
  const record = Object.fromEntries(Object.values(row).map((value, i) => [names[i], value]));
  const detail = {
    status,
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
      select ${groupId}, ${garageId}, 'ORDER', 1 from k
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
    select id, number from o`);
  const [written] = (result as unknown as { rows: Array<{ id: number | string; number: number | string }> }).rows;
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
  return { id, row: stored };
}

/** Spec 5: delivery time is required except for a counter sale, which is handed over now. */
function deliveryOf(input: DocumentInput, now: Date, from?: FromQuote): Date {
  const delivery =
    input.order_type === 'COUNTER_SALE'
      ? now
      : (from?.delivery ?? (input.estimated_delivery_time ? new Date(input.estimated_delivery_time) : null));
  if (!delivery) throw badRequest('order.deliveryTime');
  return delivery;
}

/**
 * Creates an order inside the caller's transaction (AMC orders, conversion of a quotation). Every figure
 * is priced here with the domain engine from the garage's masters and settings; an AMC order uses its
 * customer's contract items (locked until the transaction ends).
 */
export async function createOrder(
  tx: Tx,
  current: Membership,
  input: DocumentInput,
  userId: number,
  now: Date,
  from?: FromQuote,
): Promise<number> {
  const delivery = deliveryOf(input, now, from);
  const doc = await priceDocument(tx, current, input, { document: 'ORDER', checkPrices: !from, amc: { avail: true } });
  const written = await writeOrder(tx, current, input, doc, { userId, now, delivery, from });
  if (!written) throw new Error('order insert returned nothing');
  await availAmc(tx, current.groupId, doc.amc);
  return written.id;
}

/**
 * Creates an order once per Idempotency-Key. A repair order or counter sale is read in one statement
 * and written in one, with no transaction around them (the write is atomic by itself and claims the key
 * in it); an AMC order needs its contract rows locked from reading to writing, so it goes through a
 * transaction. A replayed key gives the first answer, another body under the same key a 400.
 */
export async function createOrderOnce(
  db: Db,
  current: Membership,
  input: DocumentInput,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<Stored<{ id: number }> & { view?: Order }> {
  const scope = `createOrder:${current.garageId}`;
  if (input.order_type === 'AMC') {
    return idempotent(db, { userId, scope, key, body: input }, async (tx) => ({
      status: 201,
      body: { id: await createOrder(tx, current, input, userId, now) },
    }));
  }
  const delivery = deliveryOf(input, now);
  const doc = await priceDocument(db, current, input, { document: 'ORDER', checkPrices: true, amc: { avail: true } });
  const requestHash = key ? hashOf(input) : '';
  const written = await writeOrder(
    db,
    current,
    input,
    doc,
    { userId, now, delivery },
    key ? { userId, scope, key, requestHash } : undefined,
  );
  // The answer is built from what was written rather than read back (the same view: orders.test.ts).
  if (written)
    return {
      status: 201,
      body: { id: written.id },
      replayed: false,
      view: viewOf(written.row, storedLines(doc, input.item_wise_discount), current.roles),
    };
  return storedAnswer(db, { userId, scope, key: key!, body: input }, requestHash);
}

/** Delivery time of an edited order: required unless a counter sale, which keeps its own. */
function editedDelivery(row: OrderRow, given: string | null | undefined, now: Date): Date {
  if (given) return new Date(given);
  if (row.orderType === 'COUNTER_SALE') return row.estimatedDeliveryTime ?? now;
  throw badRequest('order.deliveryTime');
}

/**
 * Full edit of an open order (EDIT mode): lines, discount and details are replaced and repriced; the
 * number, type and status stay. An AMC order gives back what it used and uses the contract anew.
 */
export async function updateOrder(
  tx: Tx,
  current: Membership,
  id: number,
  body: UpdateInput,
  userId: number,
  now: Date,
): Promise<void> {
  const { groupId } = current;
  const row = await lockDocument(tx, current, 'ORDER', id);
  if (!isOrderEditable(row.status as OrderStatus)) throw new AppError('CONFLICT', 'order.notEditable', { status: row.status });
  const input: DocumentInput = { ...body, order_type: row.orderType };
  const delivery = editedDelivery(row, body.estimated_delivery_time, now);
  const previous = row.orderType === 'AMC' ? await amcUsedBy(tx, groupId, id) : [];
  const doc = await priceDocument(tx, current, input, {
    document: 'ORDER',
    checkPrices: true,
    amc: {
      avail: true,
      alsoLock: previous.map((p) => p.amc_item_id),
      beforeRule: previous.length ? () => giveBackAmc(tx, groupId, previous) : undefined,
    },
  });
  await tx
    .update(salesOrder)
    .set({
      ...documentColumns(input, doc),
      searchText: documentSearchText('ORDER', row.number, doc.snapshot),
      estimatedDeliveryTime: delivery,
      expiryDate: body.expiry_date !== undefined ? body.expiry_date : row.expiryDate,
      updatedAt: now,
    })
    .where(and(eq(salesOrder.groupId, groupId), eq(salesOrder.id, id)));
  await tx.delete(salesOrderLine).where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, id)));
  await writeLines(tx, groupId, id, doc, input.item_wise_discount);
  await availAmc(tx, groupId, doc.amc);
  await logActivity(tx, groupId, id, 'EDITED', userId, now, {
    total_before: row.grandTotal,
    total: doc.priced.grand_total,
    ...(previous.length ? { amc_given_back: previous } : {}),
    ...amcDetail(doc),
  });
}
