import type { PartStatus, StockLine } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { MoveResult } from '../../platform/stock-ledger.ts';
import { checkSerialsChosen, type SerialLine, serialsByPart } from './order-serials.ts';
import { heldByDocs } from './order-stock.repository.ts';
import { applyMoves, demandOf, ledgerOptionsOf, movesStock, movesToHold, type StockActorOf } from './order-stock.ts';

export type CounterSaleLine = StockLine & SerialLine & { partId: number; partStatus: PartStatus | null };

/**
 * A counter sale holds its parts while it stands (decision 056): on create and on every edit, what its
 * COUNTER_SALE document holds becomes what its catalogue part lines ask for (lines under part issuance
 * excepted: those move when issued). Taking more than is on hand is refused by the ledger and the
 * caller's transaction rolls back, so the sale is not saved either. `fresh`: a new sale holds nothing yet.
 * A SERIAL-tracked part goes out by the serial numbers its lines name (all of them, or the sale is refused).
 */
export async function holdCounterSaleStock(
  tx: Tx,
  actor: StockActorOf,
  order: { id: number; externalOrderId: string },
  lines: readonly CounterSaleLine[],
  settings: GarageSettings,
  fresh = false,
): Promise<MoveResult[]> {
  if (!movesStock(settings)) return [];
  const now = lines.filter((l) => l.partStatus === null);
  const trackingOn = settings.props.batch_serial_enabled;
  checkSerialsChosen(now, trackingOn);
  const wanted = demandOf(now);
  if (fresh && wanted.size === 0) return [];
  const held = fresh ? new Map() : await heldByDocs(tx, actor.current, [{ kind: 'COUNTER_SALE', ids: [order.id] }]);
  const moves = movesToHold(wanted, held, 'COUNTER_SALE', order.externalOrderId, serialsByPart(now, trackingOn));
  return applyMoves(
    tx,
    actor,
    moves,
    { kind: 'COUNTER_SALE', id: order.id, number: order.externalOrderId },
    ledgerOptionsOf(settings, actor.now),
  );
}
