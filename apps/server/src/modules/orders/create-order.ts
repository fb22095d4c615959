import type { Order } from '@garage/contract';
import { initialOrderStatus } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { hashOf, idempotent, type Stored, storedAnswer } from '../../platform/idempotency.ts';
import { holdCounterSaleStock } from '../parts-on-orders/counter-sale-stock.ts';
import { initialPartStatuses, serialLinesOfDocument, stockLinesOfDocument } from '../parts-on-orders/order-part-lines.ts';
import { holdOrderSerials } from '../parts-on-orders/order-serials.ts';
import { availAmc } from './amc-rule.ts';
import { viewOf } from './order-view.ts';
import { type FromQuote, insertOrderInOneStatement, type KeyClaim } from './order-write.repository.ts';
import { type DocumentInput, documentColumns, type PricedDocument, priceDocument, storedLines } from './price-document.ts';

/**
 * Validates and prices an order, then writes it in one statement (insertOrderInOneStatement, decision
 * 018): the Idempotency-Key claim (when given), the garage's next number, the order, its lines and its
 * activity row. Returns nothing when the key was already claimed (nothing is written then). AMC orders
 * add the contract's availed quantities in the caller's transaction (createOrder).
 */
async function writeOrder(
  db: Db | Tx,
  current: Membership,
  input: DocumentInput,
  doc: PricedDocument,
  values: { userId: number; now: Date; delivery: Date; from?: FromQuote },
  claim?: KeyClaim,
) {
  const { groupId, garageId } = current;
  const { userId, now, delivery, from } = values;
  const status = initialOrderStatus(input.order_type, doc.settings.props.part_issuance_enabled);
  doc.partStatuses = initialPartStatuses(doc);
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
  return insertOrderInOneStatement(db, current, input, doc, row, { userId, now, from }, claim);
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
  await holdOrderSerials(tx, current, written.id, serialLinesOfDocument(doc), doc.settings, true);
  if (input.order_type === 'COUNTER_SALE')
    await holdCounterSaleStock(tx, { current, userId, now }, written.row, stockLinesOfDocument(doc), doc.settings, true);
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
  const claim = key ? { userId, scope, key, requestHash } : undefined;
  // A counter sale takes its parts as it is saved (decision 056): the order and its stock movements
  // commit together, or neither when the shelf is short. Serial numbers named on an order are held for
  // it in the same transaction (decision 056 addendum).
  doc.partStatuses = initialPartStatuses(doc);
  const stock = input.order_type === 'COUNTER_SALE' ? stockLinesOfDocument(doc) : [];
  const serials = serialLinesOfDocument(doc);
  const written =
    stock.length || serials.length
      ? await db.transaction(async (tx) => {
          const row = await writeOrder(tx, current, input, doc, { userId, now, delivery }, claim);
          if (row) {
            await holdOrderSerials(tx, current, row.id, serials, doc.settings, true);
            await holdCounterSaleStock(tx, { current, userId, now }, row.row, stock, doc.settings, true);
          }
          return row;
        })
      : await writeOrder(db, current, input, doc, { userId, now, delivery }, claim);
  // The answer is built from what was written rather than read back (the same view: orders.test.ts).
  if (written)
    return {
      status: 201,
      body: { id: written.id },
      replayed: false,
      view: viewOf(
        written.row,
        storedLines(doc, input.item_wise_discount).map((l, i) => ({ ...l, id: written.lineIds[i] })),
        current.roles,
        false,
        written.row.orderType === 'COUNTER_SALE' && written.row.status === 'PAYMENT_DUE',
      ),
    };
  return storedAnswer(db, { userId, scope, key: key!, body: input }, requestHash);
}
