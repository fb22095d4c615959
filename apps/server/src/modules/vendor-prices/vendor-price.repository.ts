import type { VendorPrice } from '@garage/contract';
import { quantityText } from '@garage/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part, vendor, vendorPrice } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

const inGarage = (scope: Scope, where: SQL | undefined) =>
  and(eq(vendorPrice.groupId, scope.groupId), eq(vendorPrice.garageId, scope.garageId), where);

/** Vendor prices of the caller's garage joined to their vendor and part; `where` narrows. */
export async function selectVendorPrices(
  db: Reader,
  scope: Scope,
  where: SQL | undefined,
  order: 'part' | 'price',
  today: string,
  page?: { limit: number; offset: number },
): Promise<VendorPrice[]> {
  const query = db
    .select({
      vp: vendorPrice,
      vendorName: vendor.name,
      partName: part.name,
      partNumber: part.partNumber,
      partPrice: part.purchasePrice,
      inEffect: sql<boolean>`${inEffect(today)}`,
    })
    .from(vendorPrice)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorPrice.groupId), eq(vendor.id, vendorPrice.vendorId)))
    .innerJoin(part, and(eq(part.groupId, vendorPrice.groupId), eq(part.id, vendorPrice.partId)))
    .where(inGarage(scope, where))
    .orderBy(
      ...(order === 'part'
        ? [asc(part.name), asc(vendorPrice.id)]
        : // Who sells it now, cheapest first; prices that apply from a later day after them.
          [sql`${inEffect(today)} desc`, asc(vendorPrice.purchasePrice), asc(vendor.name), asc(vendorPrice.id)]),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ vp, vendorName, partName, partNumber, partPrice, inEffect: current }) => ({
    id: vp.id,
    vendor_id: vp.vendorId,
    vendor_name: vendorName,
    part_id: vp.partId,
    part_name: partName,
    part_number: partNumber,
    purchase_price: moneyText(vp.purchasePrice),
    part_purchase_price: partPrice === null ? null : moneyText(partPrice),
    min_order_qty: vp.minOrderQty === null ? null : quantityText(vp.minOrderQty),
    lead_time_days: vp.leadTimeDays,
    vendor_part_code: vp.vendorPartCode,
    valid_from: vp.validFrom,
    in_effect: Boolean(current),
    updated_at: vp.updatedAt.toISOString(),
  }));
}

export async function countVendorPrices(db: Reader, scope: Scope, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorPrice)
    .innerJoin(part, and(eq(part.groupId, vendorPrice.groupId), eq(part.id, vendorPrice.partId)))
    .where(inGarage(scope, where));
}

/** Part name, part number or the vendor's part code contains the text. */
export function partMatches(normalized: string, raw: string): SQL | undefined {
  const code = contains(raw);
  return or(
    ilike(part.name, contains(normalized)),
    ilike(sql`coalesce(${part.partNumber}, '')`, code),
    ilike(sql`coalesce(${vendorPrice.vendorPartCode}, '')`, code),
  );
}

export async function vendorOfGarage(db: Reader, scope: Scope, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vendor.id })
    .from(vendor)
    .where(and(eq(vendor.groupId, scope.groupId), eq(vendor.garageId, scope.garageId), eq(vendor.id, vendorId)));
  return row !== undefined;
}

export async function partOfGarage(db: Reader, scope: Scope, partId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: part.id })
    .from(part)
    .where(and(eq(part.groupId, scope.groupId), eq(part.garageId, scope.garageId), eq(part.id, partId)));
  return row !== undefined;
}

export interface VendorPriceFields {
  vendorId: number;
  partId: number;
  purchasePrice: string;
  minOrderQty?: string | null | undefined;
  leadTimeDays?: number | null | undefined;
  vendorPartCode?: string | null | undefined;
  validFrom?: string | null | undefined;
}

/**
 * Sets vendor prices (one statement: two saves at once leave one row, the later price). `replace` sets
 * every field as given (the form); `keepBlank` keeps what the row has where the new value is empty (the
 * CSV import, as decision 055 treats blank cells).
 */
export async function upsertVendorPrices(
  db: Reader,
  scope: Scope,
  rows: readonly VendorPriceFields[],
  userId: number,
  at: Date,
  mode: 'replace' | 'keepBlank',
): Promise<number[]> {
  if (rows.length === 0) return [];
  const value = (column: string) =>
    sql.raw(mode === 'replace' ? `excluded.${column}` : `coalesce(excluded.${column}, vendor_price.${column})`);
  const set = {
    purchasePrice: sql.raw('excluded.purchase_price'),
    minOrderQty: value('min_order_qty'),
    leadTimeDays: value('lead_time_days'),
    vendorPartCode: value('vendor_part_code'),
    validFrom: value('valid_from'),
    updatedBy: userId,
    updatedAt: at,
  };
  const saved = await db
    .insert(vendorPrice)
    .values(
      rows.map((r) => ({
        groupId: scope.groupId,
        garageId: scope.garageId,
        vendorId: r.vendorId,
        partId: r.partId,
        purchasePrice: r.purchasePrice,
        minOrderQty: r.minOrderQty ?? null,
        leadTimeDays: r.leadTimeDays ?? null,
        vendorPartCode: r.vendorPartCode ?? null,
        validFrom: r.validFrom ?? null,
        updatedBy: userId,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [vendorPrice.groupId, vendorPrice.garageId, vendorPrice.vendorId, vendorPrice.partId],
      set,
    })
    .returning({ id: vendorPrice.id });
  return saved.map((r) => r.id);
}

/** A price with no valid-from day, or one on or before `today` (garage-local), is in effect. */
const inEffect = (today: string) => sql`(${vendorPrice.validFrom} is null or ${vendorPrice.validFrom} <= ${today})`;

/**
 * The prices in effect on `today` that these parts have with the vendor (part id → price), for purchase
 * order lines: a price valid from a later day does not apply yet (decision 061, addendum).
 */
export async function vendorPricesOf(
  db: Reader,
  scope: Scope,
  vendorId: number,
  partIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: vendorPrice.partId, price: vendorPrice.purchasePrice })
    .from(vendorPrice)
    .where(
      inGarage(
        scope,
        and(eq(vendorPrice.vendorId, vendorId), inArray(vendorPrice.partId, [...new Set(partIds)]), inEffect(today)),
      ),
    );
  return new Map(rows.map((r) => [r.partId, r.price]));
}

/** The active vendor whose price for the part in effect on `today` is lowest (Procure's default vendor). */
export async function cheapestVendorOf(db: Reader, scope: Scope, partId: number, today: string) {
  const [row] = await db
    .select({ id: vendor.id, name: vendor.name })
    .from(vendorPrice)
    .innerJoin(vendor, and(eq(vendor.groupId, vendorPrice.groupId), eq(vendor.id, vendorPrice.vendorId)))
    .where(inGarage(scope, and(eq(vendorPrice.partId, partId), eq(vendor.active, true), inEffect(today))))
    .orderBy(asc(vendorPrice.purchasePrice), asc(vendor.name), asc(vendor.id))
    .limit(1);
  return row;
}
