import { Money } from './money.ts';
import { hasAnyRole, type Role } from './roles.ts';

/**
 * Inventory screens, alerts and stock audits (issue 14, decision 057): statuses, filters and the pure
 * rules the server and the browser share.
 */

/** Spec (orders 4): a stock audit is DRAFT until the first part is counted, PARTIAL while counting, COMPLETED once applied. */
export const STOCK_AUDIT_STATUSES = ['DRAFT', 'PARTIAL', 'COMPLETED'] as const;
export type StockAuditStatus = (typeof STOCK_AUDIT_STATUSES)[number];

/** Which statuses an audit may move to; counting moves DRAFT to PARTIAL, completing applies the adjustments. */
export const STOCK_AUDIT_TRANSITIONS = {
  DRAFT: ['PARTIAL', 'COMPLETED'],
  PARTIAL: ['COMPLETED'],
  COMPLETED: [],
} as const satisfies Record<StockAuditStatus, readonly StockAuditStatus[]>;

export const STOCK_AUDIT_PREFIX = 'SA';
/** SA-00001: the audit's number in its garage (platform/counters.ts, kind STOCK_AUDIT). */
export const stockAuditNumber = (n: number): string => `${STOCK_AUDIT_PREFIX}-${String(n).padStart(5, '0')}`;

/** The Inventory list's filters: every active part, at or below its reorder level, out of stock, batch/serial tracked. */
export const STOCK_FILTERS = ['ALL', 'LOW', 'OUT', 'TRACKED'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_SORTS = ['name', 'on_hand', 'value', 'part_number'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** Alerts (inventory-alerts-new): reorder level reached, out of stock, batches expiring soon or expired. */
export const STOCK_ALERT_KINDS = ['LOW', 'OUT', 'EXPIRING', 'EXPIRED'] as const;
export type StockAlertKind = (typeof STOCK_ALERT_KINDS)[number];
/** Batches expiring within this many days are "expiring soon" unless the caller asks otherwise. */
export const DEFAULT_EXPIRY_DAYS = 30;

/**
 * RESTRICT_PERFORM_ADJUSTMENT: the user may count but not change stock (complete an audit, record a
 * misplaced item). The owner is never restricted, as with the price roles.
 */
export function mayAdjustStock(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['GARAGE_OWNER'] satisfies Role[]) || !roles.includes('RESTRICT_PERFORM_ADJUSTMENT');
}

/**
 * Where a part stands: OUT when it was stocked and nothing is left, LOW at or below its reorder level
 * (a part never stocked but given a level included), else OK.
 */
export function stockLevel(onHand: string, minStock: string, everStocked: boolean): 'OUT' | 'LOW' | 'OK' {
  const have = new Money(onHand);
  const min = new Money(minStock);
  if (have.lte(0) && everStocked) return 'OUT';
  if (min.gt(0) && have.lte(min)) return 'LOW';
  return 'OK';
}

/**
 * The variance of a counted part: counted − the system quantity taken when it was counted, and its
 * value at the average cost (4 decimals; the ledger prices the real adjustment when the audit completes).
 */
export function auditVariance(counted: string, systemQuantity: string, avgCost: string): { quantity: string; value: string } {
  const quantity = new Money(counted).minus(systemQuantity).toDecimalPlaces(3, Money.ROUND_HALF_UP);
  return { quantity: quantity.toFixed(3), value: quantity.times(avgCost).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed(4) };
}

/** The ledger's movement kinds (server stock.table.ts, decision 052), as the stock history shows them. */
export const STOCK_MOVEMENT_KIND_NAMES = [
  'OPENING',
  'STOCK_IN',
  'ORDER_RETURN',
  'TRANSFER_IN',
  'ADJUSTMENT_IN',
  'ORDER_ISSUE',
  'COUNTER_SALE',
  'VENDOR_RETURN',
  'TRANSFER_OUT',
  'ADJUSTMENT_OUT',
  'MISPLACED',
  'VENDOR_RETURN_CANCEL',
] as const;
export type StockMovementKindName = (typeof STOCK_MOVEMENT_KIND_NAMES)[number];
