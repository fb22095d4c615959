import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { MoveResult } from '../../platform/stock-ledger.ts';
import { garageSettingsInOneRead, heldByDocs, type OrderPartLine, partLinesOf } from './order-stock.repository.ts';
import { applyMoves, demandOf, ledgerOptionsOf, movesStock, movesToHold, type StockActorOf } from './order-stock.ts';

/** An order a bill covers, as far as its stock is concerned. */
export interface BilledOrder {
  id: number;
  orderType: string;
  externalOrderId: string;
}

/**
 * The lines a bill takes stock for: a counter sale's lines are held since it was saved and issued lines
 * since they were issued; every other catalogue part line is taken now. With part issuance on, a line
 * under issuance that is not ISSUED stops the bill (the parts desk has not handed it out).
 */
function linesToTake(order: BilledOrder, lines: readonly OrderPartLine[], issuance: boolean): OrderPartLine[] {
  return lines.filter((l) => {
    if (l.partStatus === 'ISSUED') return false;
    if (l.partStatus !== null && issuance) throw badRequest('parts.notIssued', { part: l.name });
    return order.orderType !== 'COUNTER_SALE' || l.partStatus !== null;
  });
}

/**
 * Invoicing takes the parts of the orders a bill covers (decision 056): ORDER_ISSUE movements with the
 * bill as their document, in the invoice's own transaction, so a bill whose parts are not on the shelf
 * is refused with the ledger's message and nothing of it is written. Called once the bill's id is known.
 */
export async function takeInvoiceStock(
  tx: Tx,
  actor: StockActorOf,
  orders: readonly BilledOrder[],
  invoiceId: number,
): Promise<MoveResult[]> {
  const { current, now } = actor;
  const all = await partLinesOf(
    tx,
    current.groupId,
    orders.map((o) => o.id),
  );
  // A bill of services alone costs one read here.
  if (all.length === 0) return [];
  const settings = await garageSettingsInOneRead(tx, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  if (!movesStock(settings)) return [];
  const lines = orders.flatMap((o) =>
    linesToTake(
      o,
      all.filter((l) => l.orderId === o.id),
      settings.props.part_issuance_enabled,
    ),
  );
  const moves = movesToHold(demandOf(lines), new Map(), 'ORDER_ISSUE', orders.map((o) => o.externalOrderId).join(', '));
  return applyMoves(tx, actor, moves, { kind: 'INVOICE', id: invoiceId }, ledgerOptionsOf(settings, now));
}

/** A voided bill gives back what it took, part by part at the cost it left with. */
export async function returnInvoiceStock(tx: Tx, actor: StockActorOf, invoiceIds: readonly number[]): Promise<MoveResult[]> {
  const results: MoveResult[] = [];
  for (const id of invoiceIds) {
    const held = await heldByDocs(tx, actor.current, [{ kind: 'INVOICE', ids: [id] }]);
    const moves = movesToHold(new Map(), held, 'ORDER_ISSUE', 'invoice void');
    results.push(...(await applyMoves(tx, actor, moves, { kind: 'INVOICE', id })));
  }
  return results;
}
