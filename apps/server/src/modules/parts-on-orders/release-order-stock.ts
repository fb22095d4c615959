import type { Tx } from '../../db/client.ts';
import type { MoveResult } from '../../platform/stock-ledger.ts';
import { heldByDocs, partLinesOf, setPartStatus } from './order-stock.repository.ts';
import { applyMoves, movesToGiveBack, type StockActorOf } from './order-stock.ts';
import { releaseSerialHolds } from './serial-hold.repository.ts';

/**
 * A cancelled order gives back every part it holds (decision 056): what its counter sale took and what
 * was issued to it, each at the cost it left with, serial numbers by number while the garage tracks them;
 * its issued lines become RETURNED and it holds no serial number any more. Regardless of the garage's
 * switches today: what was taken comes back.
 */
export async function releaseOrderStock(
  tx: Tx,
  actor: StockActorOf,
  order: { id: number; externalOrderId: string },
): Promise<MoveResult[]> {
  const { current } = actor;
  const results: MoveResult[] = [];
  for (const kind of ['COUNTER_SALE', 'ORDER'] as const) {
    const held = await heldByDocs(tx, current, [{ kind, ids: [order.id] }]);
    const { moves, options } = await movesToGiveBack(tx, actor, held, order.externalOrderId);
    results.push(...(await applyMoves(tx, actor, moves, { kind, id: order.id, number: order.externalOrderId }, options)));
  }
  const lines = await partLinesOf(tx, current.groupId, [order.id]);
  const issued = lines.filter((l) => l.partStatus === 'ISSUED');
  await setPartStatus(
    tx,
    current.groupId,
    order.id,
    issued.map((l) => l.id),
    'RETURNED',
  );
  if (lines.some((l) => l.serials.length > 0)) await releaseSerialHolds(tx, current.groupId, [order.id]);
  return results;
}
