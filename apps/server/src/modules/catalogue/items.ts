import type { PartInput, Part as PartView, ServiceInput, ServicePackageInput, Service as ServiceView } from '@garage/contract';
import { findUnit, Money, normalizeSearch, PACKAGE_DESCRIPTION_MAX_WORDS, wordCount } from '@garage/domain';
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { part, service, servicePackage, taxCategory } from '../../db/schema.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { contains, countCap, type Paged, pageOf } from '../../platform/paging.ts';
import { loadTaxCategories } from './tax-categories.ts';

type Reader = Db | Tx;
type ServiceRow = typeof service.$inferSelect;
type PartRow = typeof part.$inferSelect;
const fixed = (v: string | null, digits = 2) => (v === null ? null : new Money(v).toFixed(digits));

async function requireTaxCategory(db: Reader, current: Membership, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: taxCategory.id })
    .from(taxCategory)
    .where(and(eq(taxCategory.groupId, current.groupId), eq(taxCategory.garageId, current.garageId), eq(taxCategory.id, id)))
    .limit(1);
  if (!row) throw new AppError('VALIDATION', 'catalogue.taxUnknown');
}

// ---------- Services ----------

async function serviceViews(db: Reader, current: Membership, rows: ServiceRow[]): Promise<ServiceView[]> {
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

type ServiceInputOut = z.output<typeof ServiceInput>;

function serviceColumns(input: ServiceInputOut) {
  return {
    name: input.service_name,
    nameKey: input.service_name.toLowerCase(),
    sac: input.sac || null,
    price: input.price,
    taxCategoryId: input.tax_category_id ?? null,
    taxInclusive: input.tax_inclusive,
    hourlyRating: input.hourly_rating ?? null,
    active: input.active,
    searchText: normalizeSearch(`${input.service_name} ${input.sac ?? ''}`),
  };
}

export async function saveService(
  db: Db,
  current: Membership,
  id: number | null,
  input: ServiceInputOut,
  now: Date,
): Promise<number> {
  await requireTaxCategory(db, current, input.tax_category_id);
  try {
    if (id === null) {
      const [row] = await db
        .insert(service)
        .values({
          groupId: current.groupId,
          garageId: current.garageId,
          ...serviceColumns(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: service.id });
      return row!.id;
    }
    const updated = await db
      .update(service)
      .set({ ...serviceColumns(input), updatedAt: now })
      .where(and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId), eq(service.id, id)))
      .returning({ id: service.id });
    if (updated.length === 0) throw notFound();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('catalogue.nameTaken', { name: input.service_name });
    throw error;
  }
}

// ---------- Parts ----------

async function partViews(db: Reader, current: Membership, rows: PartRow[], hidePurchase: boolean): Promise<PartView[]> {
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
    min_stock: new Money(r.minStock).toFixed(3).replace(/\.?0+$/, '') || '0',
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

type PartInputOut = z.output<typeof PartInput>;

function partColumns(input: PartInputOut) {
  return {
    name: input.part_name,
    partNumber: input.part_number || null,
    partNumberKey: input.part_number ? input.part_number.toLowerCase().replace(/[\s-]/g, '') : null,
    hsn: input.hsn || null,
    brand: input.brand || null,
    partType: input.part_type,
    tracking: input.tracking,
    unitId: input.unit_id,
    sellingPrice: input.selling_price,
    purchasePrice: input.purchase_price ?? null,
    taxCategoryId: input.tax_category_id ?? null,
    taxInclusive: input.tax_inclusive,
    minStock: input.min_stock,
    active: input.active,
    searchText: normalizeSearch(`${input.part_name} ${input.part_number ?? ''} ${input.hsn ?? ''} ${input.brand ?? ''}`),
  };
}

/**
 * Saves a part. A user who may not see purchase prices cannot have set one either: on update the stored
 * purchase price is kept as it was.
 */
export async function savePart(
  db: Db,
  current: Membership,
  id: number | null,
  input: PartInputOut,
  now: Date,
  hidePurchase: boolean,
): Promise<number> {
  if (!findUnit(input.unit_id)) throw new AppError('VALIDATION', 'catalogue.unitUnknown');
  await requireTaxCategory(db, current, input.tax_category_id);
  const values = partColumns(input);
  const { purchasePrice, ...withoutPurchase } = values;
  try {
    if (id === null) {
      const [row] = await db
        .insert(part)
        .values({
          groupId: current.groupId,
          garageId: current.garageId,
          ...withoutPurchase,
          purchasePrice: hidePurchase ? null : purchasePrice,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: part.id });
      return row!.id;
    }
    const updated = await db
      .update(part)
      .set({ ...(hidePurchase ? withoutPurchase : values), updatedAt: now })
      .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.id, id)))
      .returning({ id: part.id });
    if (updated.length === 0) throw notFound();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('catalogue.partNumberTaken', { number: input.part_number ?? '' });
    throw error;
  }
}

// ---------- Service packages ----------

type PackageInputOut = z.output<typeof ServicePackageInput>;

async function checkPackage(db: Reader, current: Membership, input: PackageInputOut) {
  const words = wordCount(input.description ?? '');
  if (words > PACKAGE_DESCRIPTION_MAX_WORDS) throw badRequest('package.descriptionWords', { count: words });
  const serviceIds = [...new Set(input.service_ids_list)];
  const partIds = [...new Set(input.part_ids_list)];
  const [s] = serviceIds.length
    ? await db
        .select({ n: count() })
        .from(service)
        .where(and(eq(service.groupId, current.groupId), eq(service.garageId, current.garageId), inArray(service.id, serviceIds)))
    : [{ n: 0 }];
  const [p] = partIds.length
    ? await db
        .select({ n: count() })
        .from(part)
        .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), inArray(part.id, partIds)))
    : [{ n: 0 }];
  if ((s?.n ?? 0) !== serviceIds.length || (p?.n ?? 0) !== partIds.length)
    throw new AppError('VALIDATION', 'catalogue.itemUnknown');
  return { serviceIds, partIds };
}

export async function savePackage(
  db: Db,
  current: Membership,
  id: number | null,
  input: PackageInputOut,
  now: Date,
): Promise<number> {
  const { serviceIds, partIds } = await checkPackage(db, current, input);
  const values = {
    name: input.service_package_name,
    description: input.description || null,
    serviceIds,
    partIds,
    active: input.active,
  };
  if (id === null) {
    const [row] = await db
      .insert(servicePackage)
      .values({ groupId: current.groupId, garageId: current.garageId, ...values, createdAt: now, updatedAt: now })
      .returning({ id: servicePackage.id });
    return row!.id;
  }
  const updated = await db
    .update(servicePackage)
    .set({ ...values, updatedAt: now })
    .where(
      and(eq(servicePackage.groupId, current.groupId), eq(servicePackage.garageId, current.garageId), eq(servicePackage.id, id)),
    )
    .returning({ id: servicePackage.id });
  if (updated.length === 0) throw notFound();
  return id;
}

export async function listPackages(db: Reader, current: Membership, hidePurchase: boolean, id?: number) {
  const rows = await db
    .select()
    .from(servicePackage)
    .where(
      and(
        eq(servicePackage.groupId, current.groupId),
        eq(servicePackage.garageId, current.garageId),
        id ? eq(servicePackage.id, id) : undefined,
      ),
    )
    .orderBy(desc(servicePackage.id));
  const serviceIds = [...new Set(rows.flatMap((r) => r.serviceIds))];
  const partIds = [...new Set(rows.flatMap((r) => r.partIds))];
  const services = serviceIds.length
    ? await serviceViews(
        db,
        current,
        await db
          .select()
          .from(service)
          .where(and(eq(service.groupId, current.groupId), inArray(service.id, serviceIds))),
      )
    : [];
  const parts = partIds.length
    ? await partViews(
        db,
        current,
        await db
          .select()
          .from(part)
          .where(and(eq(part.groupId, current.groupId), inArray(part.id, partIds))),
        hidePurchase,
      )
    : [];
  return rows.map((r) => ({
    service_package_id: r.id,
    service_package_name: r.name,
    description: r.description,
    service_ids_list: r.serviceIds,
    part_ids_list: r.partIds,
    services: r.serviceIds.map((sid) => services.find((s) => s.service_id === sid)).filter((s): s is ServiceView => Boolean(s)),
    parts: r.partIds.map((pid) => parts.find((p) => p.part_id === pid)).filter((p): p is PartView => Boolean(p)),
    active: r.active,
  }));
}
