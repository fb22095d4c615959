import type { StockMovementPage } from '@garage/contract';
import { priceRules, quantityText, type StockMovementKindName } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';
import { countMovements, findMovements, findPartStock } from './stock.repository.ts';
import { personName } from './stock-view.ts';

const signed = (v: string) => {
  const text = quantityText(v);
  return text.startsWith('-') || text === '0' ? text : `+${text}`;
};

/** A part's stock history (stock-history): its movements newest first, paged; 404 when not this garage's part. */
export async function listPartMovements(
  db: Db,
  current: Membership,
  partId: number,
  pageNumber: number,
  pageSize: number,
): Promise<z.infer<typeof StockMovementPage>> {
  if (!(await findPartStock(db, current, partId))) throw notFound();
  const hide = priceRules(current.roles).hidePurchase;
  const rows = await findMovements(db, current, partId, pageNumber, pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () => countMovements(db, current, partId));
  const content = rows.map((r) => ({
    movement_id: Number(r.id),
    kind: r.kind as StockMovementKindName,
    quantity: signed(r.quantity),
    unit_cost: hide ? null : moneyText(r.unit_cost),
    value: hide ? null : moneyText(r.value),
    on_hand_after: quantityText(r.on_hand_after),
    doc_kind: r.doc_kind,
    doc_id: Number(r.doc_id),
    doc_number: r.doc_number,
    lot_code: r.lot_code,
    reason: r.reason,
    user_name: personName(r),
    at: new Date(r.at).toISOString(),
  }));
  return { ...pageOf(content, total, pageNumber, pageSize), prices_hidden: hide };
}
