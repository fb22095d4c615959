import type { Tx } from '../../db/client.ts';
import type { MoveResult } from '../../platform/stock-ledger.ts';
import { heldByDocs, partLinesOf, setPartStatus } from './order-stock.repository.ts';
import { applyMoves, movesToHold, type StockActorOf } from './order-stock.ts';

/**
 * A cancelled order gives back every part it holds (decision 056): what its counter sale took and what
 * was issued to it, each at the cost it left with; its issued lines become RETURNED. Regardless of the
 * garage's switches today: what was taken comes back.
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
    const moves = movesToHold(new Map(), held, 'ORDER_ISSUE', order.externalOrderId);
    results.push(...(await applyMoves(tx, actor, moves, { kind, id: order.id, number: order.externalOrderId })));
  }
  const issued = (await partLinesOf(tx, current.groupId, [order.id])).filter((l) => l.partStatus === 'ISSUED');
  await setPartStatus(
    tx,
    current.groupId,
    order.id,
    issued.map((l) => l.id),
    'RETURNED',
  );
  return results;
}
