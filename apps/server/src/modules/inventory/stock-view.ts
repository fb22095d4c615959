import type { StockRow } from '@garage/contract';
import { findUnit, quantityText, stockLevel } from '@garage/domain';
import { moneyText } from '../orders/order-view.ts';
import type { StockRowData } from './stock.repository.ts';

/** Costs and values are left out (null) for PRICE_VIEW_RESTRICTED (`hidePrices`). */
export function stockRowView(r: StockRowData, hidePrices: boolean): StockRow {
  return {
    part_id: Number(r.id),
    part_name: r.name,
    part_number: r.part_number,
    brand: r.brand,
    tracking: r.tracking,
    unit_symbol: findUnit(r.unit_id)?.symbol ?? '',
    on_hand: quantityText(r.on_hand),
    min_stock: quantityText(r.min_stock),
    level: stockLevel(r.on_hand, r.min_stock, r.stocked),
    avg_cost: hidePrices ? null : moneyText(r.avg_cost),
    stock_value: hidePrices ? null : moneyText(r.stock_value),
  };
}

/** A person's name as lists show it: first and last name, else the phone number. */
export function personName(r: {
  first_name: string | null;
  last_name: string | null;
  phone_code: string | null;
  mobile: string | null;
}): string | null {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
  if (name) return name;
  return r.mobile ? `+${r.phone_code} ${r.mobile}` : null;
}
