/** Reads and writes of a garage's vendors (vendor; decision 053); tenant-first. */
import type { Vendor, VendorInput } from '@garage/contract';
import { normalizeSearch } from '@garage/domain';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { stockIn, vendor } from '../../db/schema.ts';
import { contains, countCap } from '../../platform/paging.ts';
import { moneyText } from '../orders/order-view.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type VendorFields = z.output<typeof VendorInput>;
export type VendorRow = typeof vendor.$inferSelect;

const ofGarage = (scope: Scope) => and(eq(vendor.groupId, scope.groupId), eq(vendor.garageId, scope.garageId));
const orNull = (v: string | null | undefined) => v?.trim() || null;

export function vendorColumns(input: VendorFields) {
  const name = input.name.trim();
  return {
    name,
    taxNumber: orNull(input.tax_number),
    contactName: orNull(input.contact_name),
    phone: orNull(input.phone),
    email: input.email ?? null,
    address: orNull(input.address),
    paymentTermsDays: input.payment_terms_days,
    notes: orNull(input.notes),
    active: input.active,
    searchText: normalizeSearch(`${name} ${input.tax_number ?? ''} ${input.phone ?? ''} ${input.email ?? ''}`),
  };
}

export function vendorView(row: VendorRow, due: string): Vendor {
  return {
    vendor_id: row.id,
    name: row.name,
    tax_number: row.taxNumber,
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    payment_terms_days: row.paymentTermsDays,
    notes: row.notes,
    active: row.active,
    due_amount: moneyText(due),
  };
}

export async function findVendor(db: Reader, scope: Scope, id: number): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendor)
    .where(and(ofGarage(scope), eq(vendor.id, id)));
  return row;
}

export async function insertVendor(tx: Tx, scope: Scope, input: VendorFields, now: Date): Promise<VendorRow> {
  const [row] = await tx
    .insert(vendor)
    .values({ groupId: scope.groupId, garageId: scope.garageId, ...vendorColumns(input), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('vendor insert returned nothing');
  return row;
}

export async function updateVendorRow(tx: Tx, scope: Scope, id: number, input: VendorFields, now: Date) {
  const [row] = await tx
    .update(vendor)
    .set({ ...vendorColumns(input), updatedAt: now })
    .where(and(ofGarage(scope), eq(vendor.id, id)))
    .returning();
  return row;
}

/** What the garage owes each of these vendors: its live bills' totals less what was paid or credited. */
export async function vendorDueAmounts(db: Reader, scope: Scope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: stockIn.vendorId,
      due: sql<string>`coalesce(sum(${stockIn.grandTotal} - ${stockIn.paidAmount} - ${stockIn.creditedAmount}), 0)::text`,
    })
    .from(stockIn)
    .where(
      and(
        eq(stockIn.groupId, scope.groupId),
        eq(stockIn.garageId, scope.garageId),
        inArray(stockIn.vendorId, [...ids]),
        // A voided outsourced-work bill is owed no more (decision 063, addendum).
        isNull(stockIn.voidedAt),
      ),
    )
    .groupBy(stockIn.vendorId);
  return new Map(rows.map((r) => [Number(r.id), r.due]));
}

export interface VendorFilter {
  q?: string | undefined;
  includeInactive: boolean;
  pageNumber: number;
  pageSize: number;
}

/** A page of vendors by name (active first), and the total (capped for a broad search). */
export async function searchVendorRows(db: Reader, scope: Scope, f: VendorFilter) {
  const text = f.q ? normalizeSearch(f.q) : '';
  const where = and(
    ofGarage(scope),
    f.includeInactive ? undefined : eq(vendor.active, true),
    text ? ilike(vendor.searchText, contains(text)) : undefined,
  );
  const rows = await db
    .select()
    .from(vendor)
    .where(where)
    .orderBy(sql`${vendor.active} desc`, asc(sql`lower(${vendor.name})`), asc(vendor.id))
    .limit(f.pageSize)
    .offset(f.pageNumber * f.pageSize);
  const cap = countCap(f.pageNumber, f.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${vendor} where ${where} limit ${cap}) as v`);
  return { rows, total: Number(count?.n ?? 0) };
}
