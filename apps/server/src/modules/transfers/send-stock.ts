import { Money } from '@garage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockLot } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { type LotQuantity, moveStock } from '../../platform/stock-ledger.ts';
import { type DeliveryLineRow, updateDeliveryLine } from './transfer.repository.ts';

export interface SentLot {
  code: string;
  quantity: string;
  expiry_date: string | null;
}

export interface Dispatch {
  line: Pick<DeliveryLineRow, 'id' | 'partId'>;
  quantity: string;
  lots?: LotQuantity[];
}

/**
 * The stock leaves the sending outlet (the acting one): one TRANSFER_OUT per part through the ledger, in
 * the delivery's transaction, priced at the outlet's average cost. Each line keeps what left, the cost
 * per unit the receiver takes it in at, and the batches / serials that went (with their expiry).
 */
export async function sendStock(
  tx: Tx,
  current: Membership,
  delivery: { id: number; number: string; toName: string },
  dispatches: readonly Dispatch[],
  userId: number,
  now: Date,
): Promise<void> {
  const moving = dispatches.filter((d) => new Money(d.quantity).gt(0));
  const results = await moveStock(
    tx,
    { groupId: current.groupId, garageId: current.garageId, userId },
    now,
    moving.map((d) => ({
      partId: d.line.partId,
      kind: 'TRANSFER_OUT' as const,
      quantity: d.quantity,
      ...(d.lots?.length ? { lots: d.lots } : {}),
      reason: delivery.toName,
    })),
    { kind: 'TRANSFER_DELIVERY', id: delivery.id, number: delivery.number },
  );
  const lotIds = results.flatMap((r) => r.lots.map((l) => l.lotId));
  const expiries = new Map(
    lotIds.length === 0
      ? []
      : (
          await tx
            .select({ id: stockLot.id, expiryDate: stockLot.expiryDate })
            .from(stockLot)
            .where(and(eq(stockLot.groupId, current.groupId), inArray(stockLot.id, lotIds)))
        ).map((r) => [r.id, r.expiryDate]),
  );
  for (const [i, d] of moving.entries()) {
    const result = results[i]!;
    const lots: SentLot[] = result.lots.map((l) => ({
      code: l.code,
      quantity: new Money(l.quantity).abs().toFixed(3),
      expiry_date: expiries.get(l.lotId) ?? null,
    }));
    await updateDeliveryLine(tx, current.groupId, d.line.id, {
      dispatched: new Money(result.quantity).abs().toFixed(3),
      unitCost: result.unitCost,
      lots,
    });
  }
}

/**
 * The batches / serials of a line's next `quantity` pieces, given that `already` of them were received:
 * lots are taken in the order they left, so two part receipts of one line never name a piece twice.
 */
export function lotsOfReceipt(lots: readonly SentLot[], already: string, quantity: string): LotQuantity[] {
  let skip = new Money(already);
  let left = new Money(quantity);
  const out: LotQuantity[] = [];
  for (const lot of lots) {
    let q = new Money(lot.quantity);
    const skipped = Money.min(skip, q);
    skip = skip.minus(skipped);
    q = q.minus(skipped);
    if (!q.gt(0) || !left.gt(0)) continue;
    const take = Money.min(q, left);
    out.push({ code: lot.code, expiryDate: lot.expiry_date, quantity: take.toFixed(3) });
    left = left.minus(take);
  }
  return out;
}
