import type { TaxCategory } from '@garage/contract';
import { Money, taxPresets } from '@garage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { taxCategory, taxComponent } from '../../db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

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

export interface TaxInput {
  name: string;
  total_value: string;
  tax_component_list: Array<{ tax_component_name: string; value: string }>;
  active: boolean;
}

function checkSum(input: TaxInput) {
  const sum = input.tax_component_list.reduce((acc, c) => acc.plus(c.value), new Money(0));
  if (!sum.equals(input.total_value)) throw badRequest('tax.componentsSum', { total: fixed(input.total_value) });
}

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

export async function createTaxCategory(tx: Tx, current: Membership, input: TaxInput): Promise<number> {
  checkSum(input);
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

export async function updateTaxCategory(tx: Tx, current: Membership, id: number, input: TaxInput): Promise<void> {
  checkSum(input);
  const updated = await tx
    .update(taxCategory)
    .set({ name: input.name, totalValue: input.total_value, active: input.active })
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId), eq(taxCategory.id, id)))
    .returning({ id: taxCategory.id });
  if (updated.length === 0) throw notFound();
  await writeComponents(tx, current.groupId, id, input);
}

/** A new garage starts with the usual tax categories of its country. */
export async function createDefaultTaxCategories(tx: Tx, groupId: number, garageId: number, countryCode: string): Promise<void> {
  for (const preset of taxPresets(countryCode)) {
    await createTaxCategory(
      tx,
      { groupId, garageId, roles: [] },
      {
        name: preset.name,
        total_value: preset.total_value,
        tax_component_list: preset.components.map((c) => ({ tax_component_name: c.name, value: c.value })),
        active: true,
      },
    );
  }
}
