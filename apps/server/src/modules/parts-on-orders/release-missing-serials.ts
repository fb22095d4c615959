import type { Tx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import {
  deleteSerialHolds,
  lockOrdersOf,
  ordersHolding,
  type SerialRef,
  serialLinesOf,
  setLinePriced,
} from './serial-hold.repository.ts';

/** What booked the serial numbers out: a stock audit's count (by its number) or a misplaced item. */
export interface MissingSource {
  source: 'STOCK_AUDIT' | 'MISPLACED';
  /** The audit's number; null for a misplaced item. */
  document: string | null;
}

/** A serial number an order lost, for the caller's own record. */
export interface ReleasedSerial {
  order: string;
  part: string;
  code: string;
}

/**
 * Serial numbers found missing leave the open orders that held them (decision 056, addendum on holds): the
 * piece is not on the shelf, so no order can keep a promise of it. Their holds are deleted, the order lines
 * stop naming them (the line then asks for a serial number to be chosen again: a counter sale or bill
 * refuses it until one is, the editor's picker shows the gap) and each order's history says which, and
 * why. Called before the ledger books them out (it refuses a held serial to anything but an order).
 *
 * Locks: the orders' rows first (as their saves do), then the holds, then the lines — the order of an
 * order's save, so the two queue. A hold written by an order after the first read is not released here;
 * the ledger then refuses the move naming that order, and a retry releases it.
 */
export async function releaseMissingSerials(
  tx: Tx,
  scope: { groupId: number; garageId: number },
  refs: readonly SerialRef[],
  why: MissingSource,
  userId: number,
  now: Date,
): Promise<ReleasedSerial[]> {
  const orderIds = await ordersHolding(tx, scope, refs);
  if (orderIds.length === 0) return [];
  const numbers = await lockOrdersOf(tx, scope, orderIds);
  const released = await deleteSerialHolds(tx, scope, [...numbers.keys()], refs);
  if (released.length === 0) return [];
  const gone = new Set(released.map((r) => `${r.orderId}\u0000${r.partId}\u0000${r.code}`));
  const lines = await serialLinesOf(
    tx,
    scope.groupId,
    [...new Set(released.map((r) => r.orderId))],
    [...new Set(released.map((r) => r.partId))],
  );
  const partName = new Map<string, string>();
  for (const line of lines) {
    const serials = Array.isArray(line.priced.serials) ? line.priced.serials.map(String) : [];
    const kept = serials.filter((code) => !gone.has(`${line.orderId}\u0000${line.partId}\u0000${code}`));
    if (kept.length === serials.length) continue;
    for (const code of serials) partName.set(`${line.orderId}\u0000${line.partId}\u0000${code}`, line.name);
    const { serials: _dropped, ...rest } = line.priced;
    await setLinePriced(tx, scope.groupId, line.id, kept.length ? { ...rest, serials: kept } : rest);
  }
  const out: ReleasedSerial[] = released.map((r) => ({
    order: numbers.get(r.orderId) ?? String(r.orderId),
    part: partName.get(`${r.orderId}\u0000${r.partId}\u0000${r.code}`) ?? String(r.partId),
    code: r.code,
  }));
  for (const orderId of [...new Set(released.map((r) => r.orderId))]) {
    const mine = released
      .filter((r) => r.orderId === orderId)
      .map((r) => ({ part: partName.get(`${orderId}\u0000${r.partId}\u0000${r.code}`) ?? String(r.partId), code: r.code }));
    await logActivity(tx, scope.groupId, orderId, 'SERIALS_RELEASED', userId, now, {
      source: why.source,
      document: why.document,
      serials: mine,
    });
  }
  return out;
}
