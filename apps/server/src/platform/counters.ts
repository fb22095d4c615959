/**
 * Human document numbers: the ONE way every area numbers what it creates (RO-00012, QT-00007, and later
 * invoices, payments, stock receipts and purchase orders). Each garage has one counter row per kind in
 * `garage_counter` (group, garage, kind); taking a number is an upsert that adds one and returns the new
 * value inside the caller's transaction, so numbers are gap-free (a rolled-back create gives its number
 * back) and unique under concurrency (the row stays locked until commit).
 *
 * How a later area uses it (e.g. invoices):
 * 1. add its kind to `CounterKind` ('INVOICE'); no migration, the kind is a text column;
 * 2. insert the document with number 0 (outside its unique index), write everything else, then call
 *    `assignNumber(tx, current, 'INVOICE', (n) => setInvoiceNumber(tx, current, id, n))` as the LAST write
 *    of the transaction, where `setInvoiceNumber` is the area's repository function;
 * 3. write its audit row with `logActivity` (platform/activity.ts) in the same transaction.
 * The exceptions are the paths written for speed: a repair order (decision 018) takes the ORDER number inside
 * its single insert statement (order-write.repository.ts, insertOrderInOneStatement), a whole bill and a
 * receipt (decision 043, addendum on speed) theirs inside theirs (invoice.repository.ts, writeInvoiceOfOrder
 * and writeReceipt), each with the same upsert, so the document is inserted numbered.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { garageCounter } from '../db/schema.ts';

/**
 * The sequences a garage keeps; one counter row each. Invoices and receipts restart every financial year:
 * their kind carries the year ("INVOICE:26-27", domain `yearCounterKind`).
 */
export type CounterKind =
  | 'ORDER'
  | 'QUOTE'
  | `INVOICE:${string}`
  | `RECEIPT:${string}`
  | `CREDIT_NOTE:${string}`
  | `EXPENSE:${string}`
  | 'STOCK_AUDIT'
  | 'PURCHASE_ORDER'
  | 'STOCK_IN'
  | 'VENDOR_PAYMENT'
  | 'VENDOR_CREDIT_NOTE'
  | 'VENDOR_REFUND'
  | 'TRANSFER'
  | 'TRANSFER_DELIVERY'
  | 'OUTSOURCE_WORK'
  | 'CFDI_GLOBAL';

/** Takes the next number of a garage's sequence inside the caller's transaction (see garage_counter). */
export async function nextNumber(tx: Tx, current: { groupId: number; garageId: number }, kind: CounterKind): Promise<number> {
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
 * creates of one garage queue behind each other (bench-orders.ts). `write` stores the number on the
 * document (the area's repository function).
 */
export async function assignNumber(
  tx: Tx,
  current: { groupId: number; garageId: number },
  kind: CounterKind,
  write: (number: number) => Promise<void>,
): Promise<number> {
  const number = await nextNumber(tx, current, kind);
  await write(number);
  return number;
}
