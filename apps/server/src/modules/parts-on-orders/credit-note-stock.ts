import { baseQuantity, Money, quantityText } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditNote, invoice, part } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { type LedgerOptions, ledgerOptions, type MoveResult, type StockMove } from '../../platform/stock-ledger.ts';
import { lineSerials } from '../orders/order-view.ts';
import { type Held, heldByDocs } from './order-stock.repository.ts';
import { applyMoves, returnCost, type StockActorOf } from './order-stock.ts';

/** A line of a credit note as far as stock goes: a returned quantity of an invoice line. */
export interface ReturnedLine {
  kind: string;
  itemId: number | null;
  name: string;
  /** In the line's unit. */
  quantity: string;
  /** The invoice line's priced figures (their uom_child is the line's unit, their serials what it sold). */
  priced: unknown;
  /** The serial numbers named as coming back (decision 056 addendum); empty: every one still out, when that is the quantity. */
  serials?: readonly string[];
}

/**
 * The serial numbers that come back with the returned lines of one part: the ones named, or, when none
 * are named, every serial the line sold that is still out if that is the quantity returned. Each must
 * be one the line sold and the bill's documents still hold out.
 */
function returnedSerials(lines: readonly ReturnedLine[], quantities: readonly Money[], held: Held | undefined): string[] {
  const out = new Set(held?.serials ?? []);
  const chosen: string[] = [];
  lines.forEach((line, i) => {
    const sold = lineSerials(line.priced);
    const named = line.serials ?? [];
    if (sold.length === 0) {
      if (named[0]) throw badRequest('parts.returnSerialNotOut', { part: line.name, code: named[0] });
      return;
    }
    const still = sold.filter((c) => out.has(c) && !chosen.includes(c));
    const quantity = quantities[i] as Money;
    let these = [...named];
    if (these.length === 0) {
      if (!quantity.eq(still.length)) throw badRequest('parts.returnSerialsRequired', { part: line.name });
      these = still;
    }
    const stray = these.find((c) => !still.includes(c));
    if (stray) throw badRequest('parts.returnSerialNotOut', { part: line.name, code: stray });
    if (!quantity.eq(these.length))
      throw badRequest('parts.serialsCount', {
        part: line.name,
        wanted: quantityText(quantity.toFixed(3)),
        given: String(these.length),
      });
    chosen.push(...these);
  });
  return chosen;
}

/**
 * An order return (credit note) puts the returned catalogue parts back on the shelf (decision 056), at
 * the cost they left with on the bill's documents (the bill, the counter sale, the issue), and never more
 * of a part than those documents still hold: a part billed before the ledger existed, or already given
 * back, does not come back twice. A line sold by serial number gives back those serial numbers (decision
 * 056 addendum), while the garage tracks them.
 */
export async function returnCreditNoteStock(
  tx: Tx,
  actor: StockActorOf,
  bill: { id: number; orderIds: readonly number[] },
  creditNoteId: number,
  lines: readonly ReturnedLine[],
): Promise<MoveResult[]> {
  const { current, now } = actor;
  const parts = lines.filter((l) => l.kind === 'part' && l.itemId !== null);
  const stray = lines.find((l) => l.serials?.length && !parts.includes(l));
  if (stray) throw badRequest('parts.returnSerialNotOut', { part: stray.name, code: stray.serials?.[0] ?? '' });
  if (parts.length === 0) return [];
  // Serial numbers come back by number only while the garage tracks them.
  let options: LedgerOptions | undefined;
  if (parts.some((l) => l.serials?.length || lineSerials(l.priced).length)) {
    options = await ledgerOptions(tx, current.groupId, current.garageId, now);
    const named = parts.find((l) => l.serials?.length);
    if (!options.batchSerial && named) throw badRequest('parts.serialsNotTracked', { part: named.name });
  }
  const units = await tx
    .select({ id: part.id, unitId: part.unitId })
    .from(part)
    .where(
      and(
        eq(part.groupId, current.groupId),
        inArray(
          part.id,
          parts.map((l) => l.itemId as number),
        ),
      ),
    );
  const baseUnit = new Map(units.map((u) => [u.id, u.unitId]));
  // A line whose unit no longer converts comes back in its own count rather than stopping the return.
  const byPart = new Map<number, { lines: ReturnedLine[]; quantities: Money[] }>();
  for (const l of parts) {
    const line = {
      quantity: l.quantity,
      unitId: (l.priced as { uom_child?: number | null } | null)?.uom_child ?? null,
      baseUnitId: baseUnit.get(l.itemId as number) ?? null,
    };
    const entry = byPart.get(l.itemId as number) ?? { lines: [], quantities: [] };
    entry.lines.push(l);
    entry.quantities.push(baseQuantity(line) ?? new Money(l.quantity));
    byPart.set(l.itemId as number, entry);
  }
  const invoices = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.groupId, current.groupId), inArray(invoice.orderId, [...bill.orderIds]), eq(invoice.status, 'ACTIVE')));
  const invoiceIds = [...new Set([bill.id, ...invoices.map((i) => i.id)])];
  const credits = await tx
    .select({ id: creditNote.id })
    .from(creditNote)
    .where(
      and(
        eq(creditNote.groupId, current.groupId),
        inArray(creditNote.invoiceId, invoiceIds),
        sql`${creditNote.id} <> ${creditNoteId}`,
      ),
    );
  const held = await heldByDocs(tx, current, [
    { kind: 'INVOICE', ids: invoiceIds },
    { kind: 'COUNTER_SALE', ids: bill.orderIds },
    { kind: 'ORDER', ids: bill.orderIds },
    { kind: 'CREDIT_NOTE', ids: credits.map((c) => c.id) },
  ]);
  const moves: StockMove[] = [];
  for (const [partId, entry] of [...byPart].sort(([a], [b]) => a - b)) {
    const h = held.get(partId);
    const quantity = entry.quantities.reduce((sum, q) => sum.plus(q), new Money(0));
    const reason = 'order return';
    if (!options?.batchSerial) {
      const back = Money.min(quantity, new Money(h?.held ?? 0)).toDecimalPlaces(3, Money.ROUND_HALF_UP);
      if (back.gt(0)) moves.push({ partId, kind: 'ORDER_RETURN', quantity: back.toFixed(), unitCost: returnCost(h), reason });
      continue;
    }
    const serials = returnedSerials(entry.lines, entry.quantities, h);
    if (serials.length)
      moves.push({
        partId,
        kind: 'ORDER_RETURN',
        quantity: String(serials.length),
        unitCost: returnCost(h),
        lots: serials.map((code) => ({ code, quantity: '1' })),
        reason,
      });
    // What the documents hold without a serial number comes back without one, never more.
    const untracked = new Money(h?.held ?? 0).minus(h?.serials.length ?? 0);
    const rest = Money.min(quantity.minus(serials.length), untracked).toDecimalPlaces(3, Money.ROUND_HALF_UP);
    if (rest.gt(0)) moves.push({ partId, kind: 'ORDER_RETURN', quantity: rest.toFixed(), unitCost: returnCost(h), reason });
  }
  return applyMoves(tx, actor, moves, { kind: 'CREDIT_NOTE', id: creditNoteId }, options);
}
