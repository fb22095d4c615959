import type { OrderUpdate } from '@garage/contract';
import { externalOrderId, initialOrderStatus, isOrderEditable, type OrderStatus } from '@garage/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { garageCounter, orderActivity, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { availAmc, giveBackAmc } from './amc-rule.ts';
import {
  amcUsedBy,
  type DocumentInput,
  documentColumns,
  documentSearchText,
  type PricedDocument,
  priceDocument,
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

/**
 * Creates an order. Every figure is priced here with the domain engine from the garage's masters and
 * settings; the number comes from the garage's counter in the same transaction, with an activity row.
 * An AMC order uses its customer's contract items (locked until the transaction ends).
 */
export async function createOrder(
  tx: Tx,
  current: Membership,
  input: DocumentInput,
  userId: number,
  now: Date,
  from?: FromQuote,
): Promise<number> {
  const { groupId, garageId } = current;
  const counterSale = input.order_type === 'COUNTER_SALE';
  // Spec 5: delivery time is required except for a counter sale, which is handed over now.
  const delivery = counterSale
    ? now
    : (from?.delivery ?? (input.estimated_delivery_time ? new Date(input.estimated_delivery_time) : null));
  if (!delivery) throw badRequest('order.deliveryTime');

  const doc = await priceDocument(tx, current, input, { document: 'ORDER', checkPrices: !from, amc: { avail: true } });
  const status = initialOrderStatus(input.order_type, doc.settings.props.part_issuance_enabled);
  const [row] = await tx
    .insert(salesOrder)
    .values({
      ...documentColumns(input, doc),
      groupId,
      garageId,
      document: 'ORDER',
      // Numbered last (assignNumber); 0 is outside the unique index.
      number: 0,
      externalOrderId: '',
      orderType: input.order_type,
      status,
      searchText: '',
      estimatedDeliveryTime: delivery,
      expiryDate: input.expiry_date ?? null,
      sourceQuoteId: from?.quoteId ?? null,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: salesOrder.id });
  if (!row) throw new Error('order insert returned nothing');
  await writeLines(tx, groupId, row.id, doc, input.item_wise_discount);
  await availAmc(tx, groupId, doc.amc);
  const number = await assignNumber(tx, current, 'ORDER', row.id, doc.snapshot);
  await logActivity(tx, groupId, row.id, 'CREATED', userId, now, {
    number,
    status,
    total: doc.priced.grand_total,
    ...(from ? { source_quote_id: from.quoteId, source_quote: from.externalId } : {}),
    ...amcDetail(doc),
  });
  return row.id;
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
