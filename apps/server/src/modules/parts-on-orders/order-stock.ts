/**
 * Parts on orders (decision 056): the one place that turns an order's part lines into stock movements.
 *
 * - A counter sale holds its parts from the moment it is saved (doc COUNTER_SALE = the order): every
 *   save makes what that document holds equal to the lines, a cancel gives everything back.
 * - A repair or AMC order takes its parts when invoiced (doc INVOICE = the bill); a void gives back what
 *   the bill took, at the cost it left with.
 * - With part issuance a line's stock moves when the parts desk ISSUES it (doc ORDER = the order), and
 *   comes back when it is RETURNED; a line with a part status is never taken by the rules above.
 * - Credit notes give back returned part lines at the cost they left with, never more than the bill's
 *   documents hold.
 *
 * Garages that keep no inventory (inventory_enabled off) move no stock from orders.
 */
import { localDay, Money, partDemand, type StockLine, UnitMismatch } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import {
  type LedgerOptions,
  ledgerOptions,
  type MoveResult,
  moveStock,
  type StockDoc,
  type StockMove,
} from '../../platform/stock-ledger.ts';
import type { Held } from './order-stock.repository.ts';

export interface StockActorOf {
  current: Membership;
  userId: number;
  now: Date;
}

/** The ledger's options from settings already read (saves the ledger reading them again). */
export function ledgerOptionsOf(settings: GarageSettings, now: Date): LedgerOptions {
  return {
    allowNegative: settings.props.allow_negative_stock,
    batchSerial: settings.props.batch_serial_enabled,
    today: localDay(now, settings.timeZone),
  };
}

/** Whether orders of this garage move stock at all. */
export const movesStock = (settings: GarageSettings) => settings.props.inventory_enabled;

/** What lines need of each part in base units; a unit that cannot be converted is a 400. */
export function demandOf(lines: readonly StockLine[]): Map<number, Money> {
  try {
    return new Map([...partDemand(lines)].map(([id, d]) => [id, d.quantity]));
  } catch (error) {
    if (error instanceof UnitMismatch) throw badRequest('parts.unitMismatch', { part: error.part });
    throw error;
  }
}

/** The cost per base unit at which a part goes back: what it left with on these documents. */
export function returnCost(held: Held | undefined): string | null {
  if (!held) return null;
  const out = new Money(held.outQuantity);
  if (!out.gt(0)) return null;
  return new Money(held.outValue).dividedBy(out).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed(4);
}

/** Serial numbers as the ledger's lots: one piece each. */
const serialLots = (codes: readonly string[]) => codes.map((code) => ({ code, quantity: '1' }));

/**
 * The moves that make a document hold exactly `wanted` of each part: take what is missing (`outKind`),
 * give back what is too much at the cost it left with. Parts in part order, as the ledger locks them.
 *
 * `serials` (decision 056 addendum; given while the garage tracks serial numbers): per part, the serial
 * numbers the document should hold. Those it holds and should not come back by number, those it should
 * and does not are taken by number; pieces held without a number (taken before tracking was on) come
 * back without one. Without `serials`, stock moves by quantity alone.
 */
export function movesToHold(
  wanted: ReadonlyMap<number, Money>,
  held: ReadonlyMap<number, Held>,
  outKind: StockMove['kind'],
  reason: string | null,
  serials?: ReadonlyMap<number, readonly string[]>,
): StockMove[] {
  const parts = [...new Set([...wanted.keys(), ...held.keys()])].sort((a, b) => a - b);
  const moves: StockMove[] = [];
  const round = (m: Money) => m.toDecimalPlaces(3, Money.ROUND_HALF_UP);
  for (const partId of parts) {
    const h = held.get(partId);
    const want = wanted.get(partId) ?? new Money(0);
    const heldSerials = serials ? (h?.serials ?? []) : [];
    const wantSerials = serials?.get(partId) ?? [];
    const back = heldSerials.filter((c) => !wantSerials.includes(c));
    const out = wantSerials.filter((c) => !heldSerials.includes(c));
    // What is held and wanted without a serial number.
    const diff = round(want.minus(wantSerials.length).minus(new Money(h?.held ?? 0).minus(heldSerials.length)));
    const cost = returnCost(h);
    if (back.length)
      moves.push({ partId, kind: 'ORDER_RETURN', quantity: String(back.length), unitCost: cost, lots: serialLots(back), reason });
    if (diff.lt(0)) moves.push({ partId, kind: 'ORDER_RETURN', quantity: diff.neg().toFixed(), unitCost: cost, reason });
    if (out.length) moves.push({ partId, kind: outKind, quantity: String(out.length), lots: serialLots(out), reason });
    if (diff.gt(0)) moves.push({ partId, kind: outKind, quantity: diff.toFixed(), reason });
  }
  return moves;
}

/**
 * The moves that give back everything documents hold (a void, a cancel), serial numbers by number while
 * the garage tracks them (otherwise they come back untracked); the ledger's options when they were read.
 */
export async function movesToGiveBack(
  tx: Tx,
  actor: StockActorOf,
  held: ReadonlyMap<number, Held>,
  reason: string | null,
): Promise<{ moves: StockMove[]; options?: LedgerOptions }> {
  const { current, now } = actor;
  // Only documents that took serial numbers need to know whether they go back by number.
  if (![...held.values()].some((h) => h.serials.length)) return { moves: movesToHold(new Map(), held, 'ORDER_ISSUE', reason) };
  const options = await ledgerOptions(tx, current.groupId, current.garageId, now);
  return { moves: movesToHold(new Map(), held, 'ORDER_ISSUE', reason, options.batchSerial ? new Map() : undefined), options };
}

/** Applies moves for a document as the caller (nothing when there is nothing to move). */
export function applyMoves(
  tx: Tx,
  actor: StockActorOf,
  moves: readonly StockMove[],
  doc: StockDoc,
  options?: LedgerOptions,
): Promise<MoveResult[]> {
  if (moves.length === 0) return Promise.resolve([]);
  const { current, userId, now } = actor;
  return moveStock(tx, { groupId: current.groupId, garageId: current.garageId, userId }, now, moves, doc, options);
}

/** A compact record of moves for an activity row. */
export function movedDetail(results: readonly MoveResult[]) {
  return results.map((r) => ({ part_id: r.partId, kind: r.kind, quantity: r.quantity, unit_cost: r.unitCost }));
}
