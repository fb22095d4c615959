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
    // An upsert on the primary key rather than UPDATE … FROM, so each part is found by its index whatever
    // the planner believes of a freshly filled table. The ids were read in this transaction and parts are
    // never deleted, so the insert branch is never taken; the WHERE keeps the update to this garage.
    await tx.execute(sql`
      insert into part (group_id, id, garage_id, name, part_number, part_number_key, hsn, brand, part_type, tracking,
                        unit_id, selling_price, purchase_price, tax_category_id, tax_inclusive, min_stock, active,
                        search_text, created_at, updated_at)
      overriding system value
      select ${current.groupId}, v.id, ${current.garageId}, v.name, v.part_number, v.part_number_key, v.hsn, v.brand,
             v.part_type, v.tracking, v.unit_id, v.selling_price, v.purchase_price, v.tax_category_id, v.tax_inclusive,
             v.min_stock, true, v.search_text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as v(
               id bigint, name text, part_number text, part_number_key text, hsn text, brand text, part_type text,
               tracking text, unit_id int, selling_price numeric, purchase_price numeric, tax_category_id bigint,
               tax_inclusive boolean, min_stock numeric, search_text text)
      on conflict (group_id, id) do update
         set name = excluded.name, part_number = excluded.part_number, part_number_key = excluded.part_number_key,
             hsn = excluded.hsn, brand = excluded.brand, part_type = excluded.part_type, tracking = excluded.tracking,
             unit_id = excluded.unit_id, selling_price = excluded.selling_price, purchase_price = excluded.purchase_price,
             tax_category_id = excluded.tax_category_id, tax_inclusive = excluded.tax_inclusive,
             min_stock = excluded.min_stock, active = true, search_text = excluded.search_text,
             updated_at = excluded.updated_at
       where part.garage_id = excluded.garage_id`);
  }
  return { created, updated: changed.map((r) => r.position), taken };
}
