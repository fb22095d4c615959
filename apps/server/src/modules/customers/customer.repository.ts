import type { Customer } from '@garage/contract';
import { customerDisplayName, normalizeSearch } from '@garage/domain';
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { customer, vehicle } from '../../db/schema.ts';
import { contains, countCap, type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import { customerDues } from './customer-dues.ts';

type Reader = Db | Tx;
export type CustomerRow = typeof customer.$inferSelect;

export function customerSearchText(row: {
  firstName: string;
  lastName?: string | null;
  countryPhoneCode: string;
  mobileNumber: string;
  email?: string | null;
}): string {
  return [
    normalizeSearch(`${row.firstName} ${row.lastName ?? ''}`),
    row.mobileNumber,
    `${row.countryPhoneCode}${row.mobileNumber}`,
    row.email ? row.email.toLowerCase() : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Vehicle counts of a page of customers, in one query after the page is chosen (never per match). */
async function vehicleCounts(db: Reader, groupId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: vehicle.customerId, n: count() })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, groupId), inArray(vehicle.customerId, ids)))
    .groupBy(vehicle.customerId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The garage whose dues a customer view shows (customers belong to the group, bills to a garage). */
export interface DuesScope {
  groupId: number;
  garageId: number;
}

export function toCustomerView(row: CustomerRow, vehicleCount: number, dues: string): Customer {
  return {
    customer_id: row.id,
    group_id: row.groupId,
    garage_id: row.garageId,
    display_name: customerDisplayName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    country_phone_code: row.countryPhoneCode,
    mobile_number: row.mobileNumber,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    building_number: row.buildingNumber,
    tax_number: row.taxNumber,
    tax_regime: row.taxRegime,
    cfdi_use: row.cfdiUse,
    customer_category: row.customerCategory,
    tags: row.tags,
    notes: row.notes,
    vehicle_count: vehicleCount,
    dues,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findCustomer(db: Reader, scope: DuesScope, id: number): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.groupId, scope.groupId), eq(customer.id, id)))
    .limit(1);
  if (!row) return null;
  const [counts, dues] = await Promise.all([vehicleCounts(db, scope.groupId, [id]), customerDues(db, scope, [id])]);
  return toCustomerView(row, counts.get(id) ?? 0, dues.get(id) ?? '0.00');
}

export async function findByMobile(
  db: Reader,
  groupId: number,
  countryPhoneCode: string,
  mobileNumber: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customer)
    .where(
      and(
        eq(customer.groupId, groupId),
        eq(customer.countryPhoneCode, countryPhoneCode),
        eq(customer.mobileNumber, mobileNumber),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Customers of a group whose name, mobile number or e-mail contains the query. The trigram index on
 * search_text serves infix matches of three characters or more; shorter queries match from the start of
 * a word or number.
 */
export async function searchCustomers(
  db: Reader,
  scope: DuesScope,
  query: string,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<Customer>> {
  const { groupId } = scope;
  const term = normalizeSearch(query.replace(/^\+/, ''));
  const where = term ? and(eq(customer.groupId, groupId), matchSql(term)) : eq(customer.groupId, groupId);
  const rows = await db
    .select()
    .from(customer)
    .where(where)
    .orderBy(identifierLike(term) ? sql`${customer.id} + 0 desc` : desc(customer.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const ids = rows.map((r) => r.id);
  const [counts, dues, total] = await Promise.all([
    vehicleCounts(db, groupId, ids),
    customerDues(db, scope, ids),
    pageTotal(rows.length, pageNumber, pageSize, () =>
      term
        ? queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from (select 1 from customer where ${where} limit ${countCap(pageNumber, pageSize)}) capped`,
          )
        : db.select({ n: count() }).from(customer).where(where),
    ),
  ]);
  return pageOf(
    rows.map((r) => toCustomerView(r, counts.get(r.id) ?? 0, dues.get(r.id) ?? '0.00')),
    total,
    pageNumber,
    pageSize,
    Boolean(term),
  );
}

/**
 * Digits are part of a mobile number: few rows match, so the trigram index must lead. Ordering by an
 * expression keeps the planner from walking the whole primary key backwards looking for them.
 */
function identifierLike(term: string): boolean {
  return /^[\d ]+$/.test(term);
}

function matchSql(term: string) {
  if (term.length >= 3) return like(customer.searchText, contains(term));
  // Too short for trigrams: the start of the text or of any word in it.
  return sql`(${customer.searchText} like ${`${term}%`} or ${customer.searchText} like ${`% ${term}%`})`;
}

export async function insertCustomer(tx: Tx, values: typeof customer.$inferInsert): Promise<number> {
  const [row] = await tx.insert(customer).values(values).returning({ id: customer.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

/** Locks a customer of the group until the transaction ends; false when the group has no such customer. */
export async function lockCustomer(tx: Tx, groupId: number, id: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, id)))
    .for('update')
    .limit(1);
  return Boolean(found);
}

export async function updateCustomerRow(
  tx: Tx,
  groupId: number,
  id: number,
  set: Partial<typeof customer.$inferInsert>,
): Promise<void> {
  await tx
    .update(customer)
    .set(set)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, id)));
}
