/**
 * Parts on orders (issue 14, decision 056): how a part line's quantity becomes stock in the part's base
 * unit, and the part-status machine of garages with part issuance.
 */
import { Money } from './money.ts';
import { convertQuantity } from './units.ts';

/** Spec orders 4, "Part status". */
export const PART_STATUSES = ['RESERVED', 'REQUESTED', 'IN_PROCESS', 'PROCURED', 'ISSUED', 'RETURNED'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/**
 * With part issuance a part line is RESERVED when the order is saved; the workshop REQUESTs it; the
 * parts desk (owner or PARTS_APPROVAL) approves it (IN_PROCESS: being picked), marks it PROCURED when it
 * had to be bought in, and ISSUES it — only then does the stock move — or sends it back to RESERVED
 * (refused). An issued part that comes back to the shelf is RETURNED, and may be requested again.
 */
export const PART_TRANSITIONS = {
  RESERVED: ['REQUESTED'],
  REQUESTED: ['IN_PROCESS', 'PROCURED', 'ISSUED', 'RESERVED'],
  IN_PROCESS: ['PROCURED', 'ISSUED', 'RESERVED'],
  PROCURED: ['ISSUED', 'RESERVED'],
  ISSUED: ['RETURNED'],
  RETURNED: ['REQUESTED'],
} as const satisfies Record<PartStatus, readonly PartStatus[]>;

export function canMovePart(from: PartStatus, to: PartStatus): boolean {
  return (PART_TRANSITIONS[from] as readonly PartStatus[]).includes(to);
}

/** The moves the parts desk makes (part_approval); asking for a part (REQUESTED) is the workshop's. */
export const PART_DESK_MOVES = ['IN_PROCESS', 'PROCURED', 'ISSUED', 'RETURNED', 'RESERVED'] as const;
export type PartDeskMove = (typeof PART_DESK_MOVES)[number];

/** The desk's moves from a status, in the machine's order. */
export function partDeskMoves(from: PartStatus): PartDeskMove[] {
  return (PART_TRANSITIONS[from] as readonly PartStatus[]).filter((s): s is PartDeskMove =>
    (PART_DESK_MOVES as readonly string[]).includes(s),
  );
}

/** Why a sale was lost (lost_sale.reason). */
export const LOST_SALE_REASONS = ['OUT_OF_STOCK', 'NOT_STOCKED', 'PRICE', 'DELIVERY_TIME', 'OTHER'] as const;
export type LostSaleReason = (typeof LOST_SALE_REASONS)[number];

/** Statuses in which a line waits for the parts desk (the Parts Approval queue). */
export const PART_QUEUE_STATUSES: readonly PartStatus[] = ['REQUESTED', 'IN_PROCESS', 'PROCURED'];

/** A part line as far as stock is concerned. */
export interface StockLine {
  partId: number;
  name: string;
  /** In the line's unit. */
  quantity: string;
  /** The line's unit (uom_child); null: the part's own unit. */
  unitId: number | null;
  /** The part's base unit (the catalogue's unit); null: the part has none. */
  baseUnitId: number | null;
}

/**
 * A line's quantity in its part's base unit, through the unit multipliers (0.5 l of a part kept in ml is
 * 500). Undefined when the line's unit cannot become the part's (litres of a part counted in pieces).
 */
export function baseQuantity(line: Pick<StockLine, 'quantity' | 'unitId' | 'baseUnitId'>): Money | undefined {
  if (line.unitId === null || line.baseUnitId === null || line.unitId === line.baseUnitId) return new Money(line.quantity);
  return convertQuantity(line.quantity, line.unitId, line.baseUnitId);
}

/** What a set of part lines needs of each part, in base units, parts in first-seen order. */
export function partDemand(lines: readonly StockLine[]): Map<number, { name: string; quantity: Money }> {
  const out = new Map<number, { name: string; quantity: Money }>();
  for (const line of lines) {
    const q = baseQuantity(line);
    if (q === undefined) throw new UnitMismatch(line.name);
    const seen = out.get(line.partId);
    if (seen) seen.quantity = seen.quantity.plus(q);
    else out.set(line.partId, { name: line.name, quantity: q });
  }
  return out;
}

/** A line whose unit cannot be converted to its part's unit. */
export class UnitMismatch extends Error {
  constructor(readonly part: string) {
    super(`unit of ${part} cannot be converted`);
  }
}

/**
 * The editor's running-stock hint: for each part line (in order), what is on hand in the part's base
 * unit and how much the lines so far ask for; `short` when they ask for more than is on hand.
 */
export function runningStock(
  lines: ReadonlyArray<{
    key: string;
    partId: number | null;
    quantity: string;
    unitId: number | null;
    baseUnitId: number | null;
  }>,
  onHand: ReadonlyMap<number, string>,
): Map<string, { onHand: Money; asked: Money; short: boolean }> {
  const asked = new Map<number, Money>();
  const out = new Map<string, { onHand: Money; asked: Money; short: boolean }>();
  for (const line of lines) {
    if (line.partId === null) continue;
    const have = onHand.get(line.partId);
    if (have === undefined) continue;
    let q: Money | undefined;
    try {
      q = baseQuantity({ quantity: line.quantity.trim() || '0', unitId: line.unitId, baseUnitId: line.baseUnitId });
    } catch {
      q = undefined;
    }
    const total = (asked.get(line.partId) ?? new Money(0)).plus(q ?? 0);
    asked.set(line.partId, total);
    const stock = new Money(have);
    out.set(line.key, { onHand: stock, asked: total, short: total.gt(stock) });
  }
  return out;
}
