import { normalizeSearch } from '@garage/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { part, taxCategory } from '../../db/schema.ts';
import type { PartRow } from './transfer.repository.ts';

/**
 * The receiving outlet's part for a part of the sending outlet (parts are a per-outlet master): the one
 * with the same part number (compared without case, spaces and dashes, part.part_number_key), or for a
 * part without a number the one of the same name without a number; when the receiver has none, it is
 * made from the sender's master (prices, tax category of the same name, tracking, unit), so the stock
 * that arrives always has a part to land on (decision 058).
 */
export async function branchPart(tx: Tx, groupId: number, garageId: number, source: PartRow, now: Date): Promise<number> {
  const existing = await findBranchPart(tx, groupId, garageId, source);
  if (existing !== undefined) return existing;
  const taxCategoryId = source.taxCategoryId === null ? null : await sameTaxCategory(tx, groupId, garageId, source.taxCategoryId);
  const [row] = await tx
    .insert(part)
    .values({
      groupId,
      garageId,
      name: source.name,
      partNumber: source.partNumber,
      partNumberKey: source.partNumberKey,
      hsn: source.hsn,
      brand: source.brand,
      partType: source.partType,
      tracking: source.tracking,
      unitId: source.unitId,
      sellingPrice: source.sellingPrice,
      purchasePrice: source.purchasePrice,
      taxCategoryId,
      taxInclusive: source.taxInclusive,
      minStock: '0',
      active: true,
      searchText: source.searchText || normalizeSearch(source.name),
      createdAt: now,
      updatedAt: now,
    })
    // Two receipts at once may both make it: the part number's unique index keeps one.
    .onConflictDoNothing()
    .returning({ id: part.id });
  if (row) return row.id;
  const made = await findBranchPart(tx, groupId, garageId, source);
  if (made === undefined) throw new Error(`part ${source.id} could not be matched at garage ${garageId}`);
  return made;
}

async function findBranchPart(tx: Tx, groupId: number, garageId: number, source: PartRow): Promise<number | undefined> {
  const outlet = and(eq(part.groupId, groupId), eq(part.garageId, garageId));
  const [row] = source.partNumberKey
    ? await tx
        .select({ id: part.id })
        .from(part)
        .where(and(outlet, eq(part.partNumberKey, source.partNumberKey)))
        .limit(1)
    : await tx
        .select({ id: part.id })
        .from(part)
        .where(and(outlet, isNull(part.partNumberKey), sql`lower(${part.name}) = lower(${source.name})`))
        .orderBy(part.id)
        .limit(1);
  return row?.id;
}

/** The receiver's tax category with the name of the sender's (tax categories are per outlet too). */
async function sameTaxCategory(tx: Tx, groupId: number, garageId: number, sourceId: number): Promise<number | null> {
  const [row] = await tx
    .execute(sql`
    select t.id from ${taxCategory} t
      join ${taxCategory} s on s.group_id = t.group_id and s.id = ${sourceId} and lower(s.name) = lower(t.name)
     where t.group_id = ${groupId} and t.garage_id = ${garageId}
     limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number | string }> }).rows);
  return row ? Number(row.id) : null;
}
