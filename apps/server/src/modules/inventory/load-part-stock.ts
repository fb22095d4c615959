import type { PartStock } from '@garage/contract';
import { priceRules, quantityText } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { garageToday } from './read-stock-summary.ts';
import { findPartLots, findPartStock, lastMovementAt } from './stock.repository.ts';
import { stockRowView } from './stock-view.ts';

/** A part's stock page header: its figures and the batches / serial numbers in stock (404: not this garage's). */
export async function loadPartStock(db: Db, current: Membership, partId: number, now: Date): Promise<PartStock> {
  const row = await findPartStock(db, current, partId);
  if (!row) throw notFound();
  const hide = priceRules(current.roles).hidePurchase;
  const [lots, last, today] = await Promise.all([
    findPartLots(db, current, partId),
    lastMovementAt(db, current, partId),
    garageToday(db, current, now),
  ]);
  return {
    ...stockRowView(row, hide),
    last_movement_at: last ? last.toISOString() : null,
    lots: lots.map((l) => ({
      lot_id: Number(l.id),
      tracking: l.tracking,
      code: l.code,
      expiry_date: l.expiry_date,
      on_hand: quantityText(l.on_hand),
      expired: l.expiry_date !== null && l.expiry_date < today,
      held_by: l.held_by,
    })),
    prices_hidden: hide,
  };
}
