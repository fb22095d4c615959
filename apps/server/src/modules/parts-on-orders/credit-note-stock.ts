import { baseQuantity, Money } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditNote, invoice, part } from '../../db/schema.ts';
import type { MoveResult, StockMove } from '../../platform/stock-ledger.ts';
import { heldByDocs } from './order-stock.repository.ts';
import { applyMoves, returnCost, type StockActorOf } from './order-stock.ts';

/** A line of a credit note as far as stock goes: a returned quantity of an invoice line. */
export interface ReturnedLine {
  kind: string;
  itemId: number | null;
  name: string;
  /** In the line's unit. */
  quantity: string;
  /** The invoice line's priced figures (their uom_child is the line's unit). */
  priced: unknown;
}

/**
 * An order return (credit note) puts the returned catalogue parts back on the shelf (decision 056), at
 * the cost they left with on the bill's documents (the bill, the counter sale, the issue), and never more
 * of a part than those documents still hold: a part billed before the ledger existed, or already given
 * back, does not come back twice.
 */
export async function returnCreditNoteStock(
  tx: Tx,
  actor: StockActorOf,
  bill: { id: number; orderIds: readonly number[] },
  creditNoteId: number,
  lines: readonly ReturnedLine[],
): Promise<MoveResult[]> {
  const { current } = actor;
  const parts = lines.filter((l) => l.kind === 'part' && l.itemId !== null);
  if (parts.length === 0) return [];
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
  const demand = new Map<number, Money>();
  for (const l of parts) {
    const line = {
      quantity: l.quantity,
      unitId: (l.priced as { uom_child?: number | null } | null)?.uom_child ?? null,
      baseUnitId: baseUnit.get(l.itemId as number) ?? null,
    };
    const q = baseQuantity(line) ?? new Money(l.quantity);
    demand.set(l.itemId as number, (demand.get(l.itemId as number) ?? new Money(0)).plus(q));
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
  for (const [partId, quantity] of [...demand].sort(([a], [b]) => a - b)) {
    const h = held.get(partId);
    const back = Money.min(quantity, new Money(h?.held ?? 0)).toDecimalPlaces(3, Money.ROUND_HALF_UP);
    if (back.gt(0))
      moves.push({ partId, kind: 'ORDER_RETURN', quantity: back.toFixed(), unitCost: returnCost(h), reason: 'order return' });
  }
  return applyMoves(tx, actor, moves, { kind: 'CREDIT_NOTE', id: creditNoteId });
}
