import type { StockSummary } from '@garage/contract';
import { DEFAULT_EXPIRY_DAYS, localDay, priceRules } from '@garage/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { stockSummaryCounts } from '../../platform/stock-summary.ts';
import { moneyText } from '../orders/order-view.ts';
import { lotAlertCounts } from './stock.repository.ts';

/** Adds days to a calendar day (YYYY-MM-DD), in UTC so no time zone shifts it. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The garage's garage-local today. */
export async function garageToday(db: Db, current: Membership, now: Date): Promise<string> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw notFound();
  return localDay(now, settings.timeZone);
}

/** The Inventory header and the dashboard hint: stock value and the alert counts. */
export async function readStockSummary(db: Db, current: Membership, now: Date): Promise<StockSummary> {
  const hide = priceRules(current.roles).hidePurchase;
  const today = await garageToday(db, current, now);
  const [counts, lots] = await Promise.all([
    stockSummaryCounts(db, current),
    lotAlertCounts(db, current, today, addDays(today, DEFAULT_EXPIRY_DAYS)),
  ]);
  return {
    parts: counts.parts,
    stock_value: hide ? null : moneyText(counts.value),
    low: counts.low,
    out: counts.out,
    expiring: lots.expiring,
    expired: lots.expired,
    expiry_days: DEFAULT_EXPIRY_DAYS,
    prices_hidden: hide,
  };
}
