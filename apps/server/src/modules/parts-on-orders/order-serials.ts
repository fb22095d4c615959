/**
 * Serial numbers on orders (decision 056 addendum). With batch/serial tracking on, a SERIAL-tracked part
 * leaves an order by serial number: its lines name them (`serials`, as many as the quantity in the part's
 * unit), the stock moves take exactly those, and returns put the same ones back.
 *
 * - A line may name its serials on any save of an order (never on a quotation); a line that takes stock
 *   now (a counter sale's, a bill's, the parts desk's issue) must name them all.
 * - A named serial is a serial number of that part in this garage, on the shelf (or already taken by this
 *   order's own documents), and held by no other open order: `order_serial_hold` promises it to one open
 *   order at a time, from its save until its bill takes it or it is cancelled.
 */
import { baseQuantity, quantityText } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { PartTracking } from './order-stock.repository.ts';
import { holderOf, replaceSerialHolds, type SerialRef, serialLotStates, shareSerialLots } from './serial-hold.repository.ts';

/** A part line as far as its serial numbers are concerned. */
export interface SerialLine {
  /** The catalogue part; null for a free-text part. */
  partId: number | null;
  name: string;
  /** In the line's unit. */
  quantity: string;
  unitId: number | null;
  baseUnitId: number | null;
  tracking: PartTracking | null;
  serials: readonly string[];
}

/** A line must name as many serial numbers as its quantity in the part's unit. */
function checkCount(line: SerialLine): void {
  const wanted = baseQuantity(line);
  if (wanted?.eq(line.serials.length)) return;
  throw badRequest('parts.serialsCount', {
    part: line.name,
    wanted: wanted ? quantityText(wanted.toFixed(3)) : quantityText(line.quantity),
    given: String(line.serials.length),
  });
}

/**
 * The serial numbers a document names, checked without reading anything: only on orders, only of
 * SERIAL-tracked catalogue parts while the garage tracks them, as many as the line's quantity, each once.
 */
export function checkNamedSerials(lines: readonly SerialLine[], document: 'ORDER' | 'QUOTE', trackingOn: boolean): void {
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.serials.length === 0) continue;
    if (document === 'QUOTE') throw badRequest('parts.serialsOnQuote');
    if (!trackingOn || line.partId === null || line.tracking !== 'SERIAL')
      throw badRequest('parts.serialsNotTracked', { part: line.name });
    checkCount(line);
    for (const code of line.serials) {
      const key = `${line.partId}\u0000${code}`;
      if (seen.has(key)) throw badRequest('parts.serialTwice', { part: line.name, code });
      seen.add(key);
    }
  }
}

/** Lines that take stock now: each SERIAL-tracked part must name all its serial numbers (tracking on). */
export function checkSerialsChosen(lines: readonly SerialLine[], trackingOn: boolean): void {
  if (!trackingOn) return;
  for (const line of lines) if (line.tracking === 'SERIAL' && line.partId !== null) checkCount(line);
}

/**
 * Per part, the serial numbers these lines name, for `movesToHold`; undefined when the garage does not
 * track serial numbers (then stock moves by quantity alone, and what went out by serial comes back untracked).
 */
export function serialsByPart(
  lines: ReadonlyArray<Pick<SerialLine, 'partId' | 'serials'>>,
  trackingOn: boolean,
): Map<number, string[]> | undefined {
  if (!trackingOn) return undefined;
  const out = new Map<number, string[]>();
  for (const line of lines) {
    if (line.partId === null || line.serials.length === 0) continue;
    out.set(line.partId, [...(out.get(line.partId) ?? []), ...line.serials]);
  }
  return out;
}

/** Every (part, serial) these lines name. */
export function serialRefs(lines: ReadonlyArray<Pick<SerialLine, 'partId' | 'serials'>>): SerialRef[] {
  return lines.flatMap((l) => (l.partId === null ? [] : l.serials.map((code) => ({ partId: l.partId as number, code }))));
}

/**
 * Checks the serial numbers an order's lines name against the shelf and makes the order hold exactly
 * those (decision 056 addendum): unknown serials, serials that have left the shelf (unless this order's
 * own documents took them) and serials another open order holds are refused with a 400. Runs before the
 * order's stock moves, inside the order's transaction. `fresh`: a new order (holds nothing, took nothing).
 */
export async function holdOrderSerials(
  tx: Tx,
  scope: { groupId: number; garageId: number },
  orderId: number,
  lines: readonly SerialLine[],
  settings: GarageSettings,
  fresh: boolean,
): Promise<void> {
  // Serials are named only while the garage tracks them (checkNamedSerials); holds left from before
  // tracking was turned off stay until their orders are billed or cancelled.
  if (!settings.props.batch_serial_enabled) return;
  const refs = serialRefs(lines);
  if (fresh && refs.length === 0) return;
  const nameOf = (partId: number) => lines.find((l) => l.partId === partId)?.name ?? String(partId);
  // Holds' keys first, then the lots (the order a transfer's or an audit's locks agree with); the shelf is
  // read after both, so a piece that left while this waited is seen gone. Nothing is kept on a refusal.
  const [taken] = await replaceSerialHolds(tx, scope, orderId, refs, fresh);
  await shareSerialLots(tx, scope, refs);
  for (const state of await serialLotStates(tx, scope, fresh ? null : orderId, refs)) {
    const params = { part: nameOf(state.partId), code: state.code };
    if (!state.known) throw badRequest('parts.serialUnknown', params);
    if (!state.inStock && !state.takenHere) throw badRequest('parts.serialIssued', params);
  }
  if (taken) {
    throw badRequest('parts.serialHeld', {
      part: nameOf(taken.partId),
      code: taken.code,
      order: (await holderOf(tx, scope, taken)) ?? '—',
    });
  }
}
