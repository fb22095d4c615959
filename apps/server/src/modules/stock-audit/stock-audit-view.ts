import type { StockAudit, StockAuditLine } from '@garage/contract';
import { auditVariance, findUnit, Money, mayAdjustStock, priceRules, quantityText, stockAuditNumber } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { personName } from '../inventory/stock-view.ts';
import { moneyText } from '../orders/order-view.ts';
import { type AuditRow, auditTotals, findAudit, type LineRowData, userNames } from './stock-audit.repository.ts';

/**
 * A part of an audit as the screens show it. Before it is counted its system quantity is the on hand
 * now; once counted, the one taken at the count. The variance value is what completion booked, else
 * the estimate at the average cost of the count.
 */
export function auditLineView(r: LineRowData, hidePrices: boolean): StockAuditLine {
  const counted = r.counted !== null;
  const system = counted ? (r.system_quantity ?? '0') : r.on_hand;
  const variance = counted ? auditVariance(r.counted as string, system, r.avg_cost ?? '0') : null;
  const value = r.adjusted_value ?? variance?.value ?? null;
  return {
    part_id: Number(r.part_id),
    part_name: r.name,
    part_number: r.part_number,
    brand: r.brand,
    tracking: r.tracking,
    unit_symbol: findUnit(r.unit_id)?.symbol ?? '',
    system_quantity: quantityText(system),
    counted: counted ? quantityText(r.counted as string) : null,
    variance: variance ? quantityText(variance.quantity) : null,
    variance_value: hidePrices || value === null ? null : moneyText(value),
    counted_by: counted ? personName(r) : null,
    counted_at: r.counted_at ? new Date(r.counted_at).toISOString() : null,
    ...serialsView(r),
  };
}

/** What a count by serial numbers found: the serials, and against the system's, the missing and the new. */
function serialsView(r: LineRowData): Pick<StockAuditLine, 'serials' | 'missing_serials' | 'found_serials'> {
  if (r.serials === null) return { serials: null, missing_serials: null, found_serials: null };
  const found = new Set(r.serials);
  const held = new Set(r.system_serials ?? []);
  return {
    serials: r.serials,
    missing_serials: [...held].filter((c) => !found.has(c)),
    found_serials: r.serials.filter((c) => !held.has(c)),
  };
}

export async function auditView(db: Db | Tx, current: Membership, audit: AuditRow): Promise<StockAudit> {
  const hide = priceRules(current.roles).hidePurchase;
  const totals = await auditTotals(db, current, audit.id);
  const names = await userNames(db, [audit.createdBy, ...(audit.completedBy ? [audit.completedBy] : [])]);
  const scope = audit.scope as { all?: boolean; brand?: string; q?: string; part_ids?: number[] };
  const net = new Money(totals.value_over).plus(totals.value_short);
  return {
    audit_id: audit.id,
    audit_number: stockAuditNumber(audit.number),
    name: audit.name,
    note: audit.note,
    status: audit.status,
    scope: {
      all: scope.all === true,
      brand: scope.brand ?? null,
      q: scope.q ?? null,
      picked: scope.part_ids?.length ?? 0,
    },
    totals: {
      parts: audit.partCount,
      counted: totals.counted,
      matched: totals.matched,
      over: totals.over,
      short: totals.short,
      value_over: hide ? null : moneyText(totals.value_over),
      value_short: hide ? null : moneyText(totals.value_short),
      value_net: hide ? null : moneyText(net.toFixed(4)),
    },
    created_by: names.get(audit.createdBy) ?? null,
    created_at: audit.createdAt.toISOString(),
    completed_by: audit.completedBy ? (names.get(audit.completedBy) ?? null) : null,
    completed_at: audit.completedAt ? audit.completedAt.toISOString() : null,
    can_complete: audit.status !== 'COMPLETED' && audit.countedCount > 0 && mayAdjustStock(current.roles),
    prices_hidden: hide,
  };
}

/** An audit of this garage as the screens show it; 404 when it is not this garage's (or was deleted). */
export async function loadStockAudit(db: Db | Tx, current: Membership, id: number): Promise<StockAudit> {
  const audit = await findAudit(db, current, id);
  if (!audit) throw notFound();
  return auditView(db, current, audit);
}
