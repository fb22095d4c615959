import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { MoveResult } from '../../platform/stock-ledger.ts';
import { checkSerialsChosen, serialRefs, serialsByPart } from './order-serials.ts';
import { garageSettingsInOneRead, heldByDocs, type OrderPartLine, partLinesOf } from './order-stock.repository.ts';
import {
  applyMoves,
  demandOf,
  ledgerOptionsOf,
  movesStock,
  movesToGiveBack,
  movesToHold,
  type StockActorOf,
} from './order-stock.ts';
import { releaseSerialHolds, restoreSerialHolds } from './serial-hold.repository.ts';

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
 * is refused with the ledger's message and nothing of it is written. Called once the bill's id is known;
 * `known` is the garage's settings when the caller has read them in this transaction already.
 */
export async function takeInvoiceStock(
  tx: Tx,
  actor: StockActorOf,
  orders: readonly BilledOrder[],
  invoiceId: number,
  known?: GarageSettings,
  knownLines?: readonly OrderPartLine[],
): Promise<MoveResult[]> {
  const { current, now } = actor;
  const all =
    knownLines ??
    (await partLinesOf(
      tx,
      current.groupId,
      orders.map((o) => o.id),
    ));
  // A bill of services alone costs one read here.
  if (all.length === 0) return [];
  // Billed orders hold no serial numbers any more: what they named leaves with the bill (decision 056 addendum).
  if (all.some((l) => l.serials.length > 0))
    await releaseSerialHolds(
      tx,
      current.groupId,
      orders.map((o) => o.id),
    );
  const settings = known ?? (await garageSettingsInOneRead(tx, current.groupId, current.garageId));
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  if (!movesStock(settings)) return [];
  const lines = orders.flatMap((o) =>
    linesToTake(
      o,
      all.filter((l) => l.orderId === o.id),
      settings.props.part_issuance_enabled,
    ),
  );
  const trackingOn = settings.props.batch_serial_enabled;
  checkSerialsChosen(lines, trackingOn);
  const moves = movesToHold(
    demandOf(lines),
    new Map(),
    'ORDER_ISSUE',
    orders.map((o) => o.externalOrderId).join(', '),
    serialsByPart(lines, trackingOn),
  );
  return applyMoves(tx, actor, moves, { kind: 'INVOICE', id: invoiceId }, ledgerOptionsOf(settings, now));
}

/**
 * A voided bill gives back what it took, part by part at the cost it left with, serial numbers by number
 * while the garage tracks them; the orders it covered (`orderIds`) hold the serial numbers their lines
 * name again, unless another order has taken one meanwhile (decision 056 addendum).
 */
export async function returnInvoiceStock(
  tx: Tx,
  actor: StockActorOf,
  invoiceIds: readonly number[],
  orderIds: readonly number[] = [],
): Promise<MoveResult[]> {
  const { current } = actor;
  const results: MoveResult[] = [];
  for (const id of invoiceIds) {
    const held = await heldByDocs(tx, current, [{ kind: 'INVOICE', ids: [id] }]);
    const { moves, options } = await movesToGiveBack(tx, actor, held, 'invoice void');
    results.push(...(await applyMoves(tx, actor, moves, { kind: 'INVOICE', id }, options)));
  }
  const named = (await partLinesOf(tx, current.groupId, orderIds)).filter((l) => l.serials.length > 0);
  await restoreSerialHolds(
    tx,
    current,
    named.flatMap((l) => serialRefs([l]).map((ref) => ({ ...ref, orderId: l.orderId }))),
  );
  return results;
}
