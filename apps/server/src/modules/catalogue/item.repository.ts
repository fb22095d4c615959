/**
 * Services and parts of a garage's catalogue: views, lookups, searches and writes; tenant-first. The
 * save use cases (save-service.ts, save-part.ts) decide what to write; the statements live here.
 */
import type { Part as PartView, Service as ServiceView } from '@garage/contract';
import { findUnit, Money, normalizeSearch, quantityText } from '@garage/domain';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { part, service, taxCategory } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { contains, countCap, type Paged, pageOf } from '../../platform/paging.ts';
import { loadTaxCategories } from './tax-category.repository.ts';

type Reader = Db | Tx;
type ServiceRow = typeof service.$inferSelect;
type PartRow = typeof part.$inferSelect;
export type ServiceColumns = Omit<typeof service.$inferInsert, 'id' | 'groupId' | 'garageId' | 'createdAt' | 'updatedAt'>;
export type PartColumns = Omit<typeof part.$inferInsert, 'id' | 'groupId' | 'garageId' | 'createdAt' | 'updatedAt'>;
const fixed = (v: string | null, digits = 2) => (v === null ? null : new Money(v).toFixed(digits));

/** Whether a tax category of this garage has this id. */
export async function taxCategoryExists(db: Reader, current: Membership, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taxCategory.id })
    .from(taxCategory)
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId), eq(taxCategory.id, id)))
    .limit(1);
  return Boolean(row);
}

/** How many of these services and parts belong to this garage (a package names only its own). */
export async function countOwnItems(
  db: Reader,
  current: Membership,
  serviceIds: readonly number[],
  partIds: readonly number[],
): Promise<{ services: number; parts: number }> {
  const [s] = serviceIds.length
    ? await db
        .select({ n: count() })
        .from(service)
        .where(
          and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId), inArray(service.id, [...serviceIds])),
        )
    : [{ n: 0 }];
  const [p] = partIds.length
    ? await db
        .select({ n: count() })
        .from(part)
        .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), inArray(part.id, [...partIds])))
    : [{ n: 0 }];
  return { services: s?.n ?? 0, parts: p?.n ?? 0 };
}

// ---------- Services ----------

export async function serviceViews(db: Reader, current: Membership, rows: ServiceRow[]): Promise<ServiceView[]> {
  const taxes = await loadTaxCategories(db, current.groupId, current.garageId, [
    ...new Set(rows.map((r) => r.taxCategoryId).filter((v): v is number => v !== null)),
  ]);
  return rows.map((r) => ({
    service_id: r.id,
    service_name: r.name,
    sac: r.sac,
    price: fixed(r.price)!,
    tax_category_id: r.taxCategoryId,
    tax_category: r.taxCategoryId ? (taxes.get(r.taxCategoryId) ?? null) : null,
    tax_inclusive: r.taxInclusive,
    hourly_rating: fixed(r.hourlyRating),
    active: r.active,
  }));
}

export async function findService(db: Reader, current: Membership, id: number): Promise<ServiceView> {
  const rows = await db
    .select()
    .from(service)
    .where(and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId), eq(service.id, id)));
  const [view] = await serviceViews(db, current, rows);
  if (!view) throw notFound();
  return view;
}

function searchWhere(table: typeof service | typeof part, current: Membership, query: string, includeInactive: boolean) {
  const term = normalizeSearch(query);
  return and(
    eq(table.groupId, current.groupId),
    eq(table.garageId, current.garageId),
    includeInactive ? undefined : eq(table.active, true),
    term ? like(table.searchText, term.length >= 3 ? contains(term) : `${term}%`) : undefined,
  );
}

async function total(
  db: Reader,
  table: typeof service | typeof part,
  where: ReturnType<typeof searchWhere>,
  pageNumber: number,
  pageSize: number,
): Promise<number> {
  const name = table === service ? sql.raw('service') : sql.raw('part');
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${name} where ${where} limit ${countCap(pageNumber, pageSize)}) capped`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function searchServices(
  db: Reader,
  current: Membership,
  query: string,
  includeInactive: boolean,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<ServiceView>> {
  const where = searchWhere(service, current, query, includeInactive);
  const rows = await db
    .select()
    .from(service)
    .where(where)
    .orderBy(service.nameKey)
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  return pageOf(
    await serviceViews(db, current, rows),
    await total(db, service, where, pageNumber, pageSize),
    pageNumber,
    pageSize,
    true,
  );
}

export async function insertService(db: Db, current: Membership, columns: ServiceColumns, now: Date): Promise<number> {
  const [row] = await db
    .insert(service)
    .values({ groupId: current.groupId, garageId: current.garageId, ...columns, createdAt: now, updatedAt: now })
    .returning({ id: service.id });
  return row!.id;
}

/** Updates a service of this garage; false when it has no service of that id. */
export async function updateService(db: Db, current: Membership, id: number, set: Partial<ServiceColumns>, now: Date) {
  const updated = await db
    .update(service)
    .set({ ...set, updatedAt: now })
    .where(and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId), eq(service.id, id)))
    .returning({ id: service.id });
  return updated.length > 0;
}

// ---------- Parts ----------

export async function partViews(db: Reader, current: Membership, rows: PartRow[], hidePurchase: boolean): Promise<PartView[]> {
  const taxes = await loadTaxCategories(db, current.groupId, current.garageId, [
    ...new Set(rows.map((r) => r.taxCategoryId).filter((v): v is number => v !== null)),
  ]);
  return rows.map((r) => ({
    part_id: r.id,
    part_name: r.name,
    part_number: r.partNumber,
    hsn: r.hsn,
    brand: r.brand,
    part_type: r.partType,
    tracking: r.tracking,
    unit_id: r.unitId,
    unit_symbol: findUnit(r.unitId)?.symbol ?? '',
    selling_price: fixed(r.sellingPrice)!,
    purchase_price: hidePurchase ? null : fixed(r.purchasePrice),
    tax_category_id: r.taxCategoryId,
    tax_category: r.taxCategoryId ? (taxes.get(r.taxCategoryId) ?? null) : null,
    tax_inclusive: r.taxInclusive,
    min_stock: quantityText(r.minStock),
    active: r.active,
  }));
}

export async function findPart(db: Reader, current: Membership, id: number, hidePurchase: boolean): Promise<PartView> {
  const rows = await db
    .select()
    .from(part)
    .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.id, id)));
  const [view] = await partViews(db, current, rows, hidePurchase);
  if (!view) throw notFound();
  return view;
}

export async function searchParts(
  db: Reader,
  current: Membership,
  query: string,
  includeInactive: boolean,
  pageNumber: number,
  pageSize: number,
  hidePurchase: boolean,
): Promise<Paged<PartView>> {
  const where = searchWhere(part, current, query, includeInactive);
  const rows = await db
    .select()
    .from(part)
    .where(where)
    .orderBy(sql`lower(${part.name})`, part.id)
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  return pageOf(
    await partViews(db, current, rows, hidePurchase),
    await total(db, part, where, pageNumber, pageSize),
    pageNumber,
    pageSize,
    true,
  );
}

export async function insertPart(db: Db, current: Membership, columns: PartColumns, now: Date): Promise<number> {
  const [row] = await db
    .insert(part)
    .values({ groupId: current.groupId, garageId: current.garageId, ...columns, createdAt: now, updatedAt: now })
    .returning({ id: part.id });
  return row!.id;
}

/** Updates a part of this garage; false when it has no part of that id. */
export async function updatePart(db: Db, current: Membership, id: number, set: Partial<PartColumns>, now: Date) {
  const updated = await db
    .update(part)
    .set({ ...set, updatedAt: now })
    .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.id, id)))
    .returning({ id: part.id });
  return updated.length > 0;
}
