/**
 * Prices the lines of a purchase order or a stock-in with the domain's price engine (the server never
 * trusts a total sent by a client): quantity × purchase price per unit, excluding tax, plus the tax of
 * the line's tax category. A line without a price takes the vendor's price for the part in effect on the
 * garage's day (its price list, decision 061), else the part's purchase price; a line without a tax
 * category key takes the part's.
 */
import type { TaxCategory } from '@garage/contract';
import { columnMax, fitsColumn, MONEY_COLUMN, type PricedOrder, PricingError, priceOrder } from '@garage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import { loadTaxCategories } from '../catalogue/tax-category.repository.ts';
import { vendorPricesOf } from '../vendor-prices/vendor-price.repository.ts';

type Scope = { groupId: number; garageId: number };

export interface PurchaseLineInput {
  part_id: number;
  quantity: string;
  unit_price?: string | null | undefined;
  tax_category_id?: number | null | undefined;
}

export type PartRow = Pick<
  typeof part.$inferSelect,
  'id' | 'name' | 'partNumber' | 'purchasePrice' | 'taxCategoryId' | 'active' | 'tracking' | 'minStock'
>;

export interface PricedPurchaseLine {
  part: PartRow;
  quantity: string;
  unitPrice: string;
  taxCategoryId: number | null;
  taxRate: string;
  amount: string;
  taxAmount: string;
  total: string;
}

export interface PricedPurchase {
  lines: PricedPurchaseLine[];
  subTotal: string;
  taxTotal: string;
  grandTotal: string;
}

/** The garage's parts with these ids (another garage's part is simply not there). */
export async function partsOfGarage(db: Db | Tx, scope: Scope, ids: readonly number[]): Promise<Map<number, PartRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: part.id,
      name: part.name,
      partNumber: part.partNumber,
      purchasePrice: part.purchasePrice,
      taxCategoryId: part.taxCategoryId,
      active: part.active,
      tracking: part.tracking,
      minStock: part.minStock,
    })
    .from(part)
    .where(and(eq(part.groupId, scope.groupId), eq(part.garageId, scope.garageId), inArray(part.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

const rate = (c: TaxCategory) => ({
  name: c.name,
  total_value: c.total_value,
  components: c.tax_component_list.map((k) => ({ name: k.tax_component_name, value: k.value })),
});

export async function pricePurchaseLines(
  tx: Db | Tx,
  scope: Scope,
  settings: GarageSettings,
  input: readonly PurchaseLineInput[],
  /** `today`: the garage-local day whose vendor prices are in effect (decision 061, addendum). */
  options: { uniqueParts: boolean; vendorId?: number | null | undefined; today: string },
): Promise<PricedPurchase> {
  const parts = await partsOfGarage(
    tx,
    scope,
    input.map((l) => l.part_id),
  );
  const unpriced = input.flatMap((l) => (l.unit_price == null ? [l.part_id] : []));
  const vendorPrices = options.vendorId
    ? await vendorPricesOf(tx, scope, options.vendorId, unpriced, options.today)
    : new Map<number, string>();
  const seen = new Set<number>();
  const resolved = input.map((l) => {
    const p = parts.get(l.part_id);
    if (!p) throw badRequest('purchase.partUnknown');
    if (options.uniqueParts && seen.has(p.id)) throw badRequest('purchase.partTwice', { part: p.name });
    seen.add(p.id);
    const taxCategoryId = l.tax_category_id === undefined ? p.taxCategoryId : l.tax_category_id;
    return { l, p, taxCategoryId, unitPrice: l.unit_price ?? vendorPrices.get(p.id) ?? p.purchasePrice ?? '0' };
  });
  const ids = [...new Set(resolved.flatMap((r) => (r.taxCategoryId ? [r.taxCategoryId] : [])))];
  const categories = ids.length ? await loadTaxCategories(tx, scope.groupId, scope.garageId, ids) : new Map();
  for (const r of resolved) {
    if (r.taxCategoryId && !categories.has(r.taxCategoryId)) throw badRequest('purchase.taxUnknown', { part: r.p.name });
  }
  let priced: PricedOrder;
  try {
    priced = priceOrder(
      resolved.map((r) => {
        const c = r.taxCategoryId ? categories.get(r.taxCategoryId) : undefined;
        return {
          kind: 'part' as const,
          quantity: r.l.quantity,
          unit_price: r.unitPrice,
          tax_inclusive: false,
          tax_category: c ? rate(c) : null,
        };
      }),
      // Purchases are priced excluding tax with or without the garage's own sales tax (the vendor charges it).
      { digits: settings.props.rounding_mode, is_tax_applicable: true, country_code: 'US', item_wise_discount: false },
    );
  } catch (error) {
    if (error instanceof PricingError) {
      const p = error.line === undefined ? undefined : resolved[error.line]?.p;
      throw badRequest('purchase.quantityPositive', { part: p?.name ?? '' });
    }
    throw error;
  }
  if (!fitsColumn(priced.grand_total, MONEY_COLUMN)) throw badRequest('order.totalTooLarge', { max: columnMax(MONEY_COLUMN) });
  return {
    lines: resolved.map((r, i) => {
      const line = priced.lines[i]!;
      const c = r.taxCategoryId ? categories.get(r.taxCategoryId) : undefined;
      return {
        part: r.p,
        quantity: r.l.quantity,
        unitPrice: r.unitPrice,
        taxCategoryId: r.taxCategoryId ?? null,
        taxRate: c?.total_value ?? '0',
        amount: line.amount,
        taxAmount: line.tax_total,
        total: line.total,
      };
    }),
    subTotal: priced.sub_total,
    taxTotal: priced.tax_total,
    grandTotal: priced.grand_total,
  };
}
