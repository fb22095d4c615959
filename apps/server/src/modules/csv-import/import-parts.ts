/**
 * Writes the INVENTORY rows of one import step: new parts in one insert, changed parts in one update.
 * An empty cell (or a column the file does not have) keeps what the part had; a new part gets the part
 * form's defaults (a piece, PART, untracked, tax inclusive, the garage's standard tax category).
 */
import { csvRowUnit, normalizeSearch, partNumberKey } from '@garage/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { part } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import type { Checked, PartRow } from './row-checks.ts';

type PartValues = Omit<typeof part.$inferInsert, 'id' | 'groupId' | 'garageId' | 'createdAt' | 'updatedAt'>;

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function merged(row: Checked, before: PartRow | undefined, hidePurchase: boolean): PartValues {
  const v = row.values ?? {};
  const pick = <T>(cell: unknown, kept: T, fallback: T): T =>
    cell === null || cell === undefined ? (before ? kept : fallback) : (cell as T);
  const name = String(v.part_name);
  const number = String(v.part_number);
  const hsn = pick(str(v.hsn), before?.hsn ?? null, null);
  const brand = pick(str(v.brand), before?.brand ?? null, null);
  const purchase = hidePurchase
    ? (before?.purchasePrice ?? null)
    : pick(str(v.purchase_price), before?.purchasePrice ?? null, null);
  return {
    name,
    partNumber: number,
    partNumberKey: partNumberKey(number),
    hsn,
    brand,
    partType: pick(v.part_type as 'PART' | 'TYRE' | null, before?.partType ?? 'PART', 'PART'),
    tracking: pick(v.tracking as 'NONE' | 'BATCH' | 'SERIAL' | null, before?.tracking ?? 'NONE', 'NONE'),
    unitId: v.unit === null || v.unit === undefined ? (before?.unitId ?? 9) : csvRowUnit(v).unit_id,
    sellingPrice: String(v.selling_price),
    purchasePrice: purchase,
    taxCategoryId: row.taxCategoryId ?? before?.taxCategoryId ?? null,
    taxInclusive: pick(v.tax_inclusive as boolean | null, before?.taxInclusive ?? true, true),
    minStock: pick(str(v.min_stock), before?.minStock ?? '0', '0'),
    // A part imported again is active again.
    active: true,
    searchText: normalizeSearch(`${name} ${number} ${hsn ?? ''} ${brand ?? ''}`),
  };
}

/**
 * Returns the positions written as NEW and UPDATE, and the NEW rows another user created the same part
 * number for since the check (they become errors).
 */
export async function writeParts(
  tx: Tx,
  current: Membership,
  rows: readonly Checked[],
  now: Date,
  hidePurchase: boolean,
): Promise<{ created: number[]; updated: number[]; taken: Checked[] }> {
  const fresh = rows.filter((r) => r.outcome === 'NEW');
  const changed = rows.filter((r) => r.outcome === 'UPDATE');
  const created: number[] = [];
  const taken: Checked[] = [];
  if (fresh.length) {
    const values = fresh.map((r) => ({
      groupId: current.groupId,
      garageId: current.garageId,
      ...merged(r, undefined, hidePurchase),
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await tx.insert(part).values(values).onConflictDoNothing().returning({ key: part.partNumberKey });
    const keys = new Set(inserted.map((r) => r.key));
    fresh.forEach((r, i) => {
      if (keys.has(values[i]?.partNumberKey ?? null)) created.push(r.position);
      else taken.push(r);
    });
  }
  if (changed.length) {
    const json = JSON.stringify(
      changed.map((r) => {
        const m = merged(r, r.existing, hidePurchase);
        return {
          id: r.targetId,
          name: m.name,
          part_number: m.partNumber,
          part_number_key: m.partNumberKey,
          hsn: m.hsn,
          brand: m.brand,
          part_type: m.partType,
          tracking: m.tracking,
          unit_id: m.unitId,
          selling_price: m.sellingPrice,
          purchase_price: m.purchasePrice,
          tax_category_id: m.taxCategoryId,
          tax_inclusive: m.taxInclusive,
          min_stock: m.minStock,
          search_text: m.searchText,
        };
      }),
    );
    await tx.execute(sql`
      update part p
         set name = v.name, part_number = v.part_number, part_number_key = v.part_number_key, hsn = v.hsn,
             brand = v.brand, part_type = v.part_type, tracking = v.tracking, unit_id = v.unit_id,
             selling_price = v.selling_price, purchase_price = v.purchase_price, tax_category_id = v.tax_category_id,
             tax_inclusive = v.tax_inclusive, min_stock = v.min_stock, active = true, search_text = v.search_text,
             updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as v(
               id bigint, name text, part_number text, part_number_key text, hsn text, brand text, part_type text,
               tracking text, unit_id int, selling_price numeric, purchase_price numeric, tax_category_id bigint,
               tax_inclusive boolean, min_stock numeric, search_text text)
       where p.group_id = ${current.groupId} and p.garage_id = ${current.garageId} and p.id = v.id`);
  }
  return { created, updated: changed.map((r) => r.position), taken };
}
