import type { StockAlertPage, StockAlertQuery } from '@garage/contract';
import { quantityText } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { addDays, garageToday } from './read-stock-summary.ts';
import { countStockRows, findLotAlerts, findStockPage } from './stock.repository.ts';
import { stockRowView } from './stock-view.ts';

/**
 * Inventory alerts (inventory-alerts-new): parts at or below their reorder level or out of stock (by
 * name), and batches that expire within `days` (soonest first) or have expired, garage-local days.
 */
export async function listStockAlerts(
  db: Db,
  current: Membership,
  query: z.output<typeof StockAlertQuery>,
  now: Date,
): Promise<z.infer<typeof StockAlertPage>> {
  const { page_number: pageNumber, page_size: pageSize, kind } = query;
  if (kind === 'LOW' || kind === 'OUT') {
    const f = { filter: kind, sort: 'name', dir: 'asc' } as const;
    const rows = await findStockPage(db, current, f, pageNumber, pageSize);
    const total = await pageTotal(rows.length, pageNumber, pageSize, () => countStockRows(db, current, f, pageNumber, pageSize));
    const content = rows.map((r) => {
      const v = stockRowView(r, true);
      return {
        part_id: v.part_id,
        part_name: v.part_name,
        part_number: v.part_number,
        unit_symbol: v.unit_symbol,
        on_hand: v.on_hand,
        min_stock: v.min_stock,
        lot_code: null,
        expiry_date: null,
        lot_on_hand: null,
      };
    });
    return pageOf(content, total, pageNumber, pageSize, true);
  }
  const today = await garageToday(db, current, now);
  const { rows, count } = await findLotAlerts(db, current, kind, today, addDays(today, query.days), pageNumber, pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, count);
  const content = rows.map((r) => {
    const v = stockRowView(r, true);
    return {
      part_id: v.part_id,
      part_name: v.part_name,
      part_number: v.part_number,
      unit_symbol: v.unit_symbol,
      on_hand: v.on_hand,
      min_stock: v.min_stock,
      lot_code: r.lot_code,
      expiry_date: r.expiry_date,
      lot_on_hand: quantityText(r.lot_on_hand),
    };
  });
  return pageOf(content, total, pageNumber, pageSize);
}
