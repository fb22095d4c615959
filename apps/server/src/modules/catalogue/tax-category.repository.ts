/** Tax categories of a garage with their components: views and writes; tenant-first. */
import type { TaxCategory } from '@garage/contract';
import { Money } from '@garage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { taxCategory, taxComponent } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import type { TaxInput } from './create-tax-category.ts';

type Reader = Db | Tx;

const fixed = (v: string, digits = 2) => new Money(v).toFixed(digits);

/** Loads tax categories of one garage with their components, keyed by id. */
export async function loadTaxCategories(
  db: Reader,
  groupId: number,
  garageId: number,
  ids?: number[],
): Promise<Map<number, TaxCategory>> {
  const categories = await db
    .select()
    .from(taxCategory)
    .where(
      and(
        eq(taxCategory.groupId, groupId),
        eq(taxCategory.garageId, garageId),
        ids ? inArray(taxCategory.id, ids.length ? ids : [-1]) : undefined,
      ),
    )
    .orderBy(asc(taxCategory.id));
  const components = categories.length
    ? await db
        .select()
        .from(taxComponent)
        .where(
          and(
            eq(taxComponent.groupId, groupId),
            inArray(
              taxComponent.taxCategoryId,
              categories.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(taxComponent.position))
    : [];
  const map = new Map<number, TaxCategory>();
  for (const c of categories) {
    map.set(
      c.id,
      taxCategoryView(
        c,
        components.filter((k) => k.taxCategoryId === c.id),
      ),
    );
  }
  return map;
}

/** The view of a stored tax category and its components (in position order); values with 2 decimals. */
export function taxCategoryView(
  c: { id: number; name: string; totalValue: string; active: boolean },
  components: ReadonlyArray<{ id: number; name: string; value: string }>,
): TaxCategory {
  return {
    tax_category_id: c.id,
    name: c.name,
    total_value: fixed(c.totalValue),
    tax_component_list: components.map((k) => ({ tax_component_id: k.id, tax_component_name: k.name, value: fixed(k.value) })),
    active: c.active,
  };
}

/** Replaces a category's components with the given ones, in their order. */
async function writeComponents(tx: Tx, groupId: number, categoryId: number, input: TaxInput) {
  await tx.delete(taxComponent).where(and(eq(taxComponent.groupId, groupId), eq(taxComponent.taxCategoryId, categoryId)));
  await tx.insert(taxComponent).values(
    input.tax_component_list.map((c, position) => ({
      groupId,
      taxCategoryId: categoryId,
      name: c.tax_component_name,
      value: c.value,
      position,
    })),
  );
}

export async function insertTaxCategory(tx: Tx, current: Membership, input: TaxInput): Promise<number> {
  const [row] = await tx
    .insert(taxCategory)
    .values({
      groupId: current.groupId,
      garageId: current.garageId,
      name: input.name,
      totalValue: input.total_value,
      active: input.active,
    })
    .returning({ id: taxCategory.id });
  if (!row) throw new Error('tax category insert returned nothing');
  await writeComponents(tx, current.groupId, row.id, input);
  return row.id;
}

/** Updates a category of this garage and its components; false when the garage has no such category. */
export async function updateTaxCategoryRow(tx: Tx, current: Membership, id: number, input: TaxInput): Promise<boolean> {
  const updated = await tx
    .update(taxCategory)
    .set({ name: input.name, totalValue: input.total_value, active: input.active })
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId), eq(taxCategory.id, id)))
    .returning({ id: taxCategory.id });
  if (updated.length === 0) return false;
  await writeComponents(tx, current.groupId, id, input);
  return true;
}
