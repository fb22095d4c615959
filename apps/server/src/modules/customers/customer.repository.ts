import type { Customer, Vehicle } from '@garage/contract';
import { normalizeSearch } from '@garage/domain';
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { customer } from '../../db/schema.ts';
import { COUNT_CAP, contains, type Paged, pageOf } from '../../platform/paging.ts';

type Reader = Db | Tx;
export type CustomerRow = typeof customer.$inferSelect;

export function customerDisplayName(row: Pick<CustomerRow, 'firstName' | 'lastName'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}

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

const vehicleCountSql = sql<number>`(select count(*)::int from user_car v where v.group_id = ${customer.groupId} and v.customer_id = ${customer.id})`;

export function toCustomerView(row: CustomerRow, vehicleCount: number): Customer {
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
    customer_category: row.customerCategory,
    tags: row.tags,
    notes: row.notes,
    vehicle_count: vehicleCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findCustomer(db: Reader, groupId: number, id: number): Promise<Customer | null> {
  const [row] = await db
    .select({ row: customer, vehicles: vehicleCountSql })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, id)))
    .limit(1);
  return row ? toCustomerView(row.row, Number(row.vehicles)) : null;
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
  groupId: number,
  query: string,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<Customer>> {
  const term = normalizeSearch(query.replace(/^\+/, ''));
  const where = term ? and(eq(customer.groupId, groupId), matchSql(term)) : eq(customer.groupId, groupId);
  const rows = await db
    .select({ row: customer, vehicles: vehicleCountSql })
    .from(customer)
    .where(where)
    .orderBy(desc(customer.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = term
    ? Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from (select 1 from customer where ${where} limit ${COUNT_CAP}) capped`,
          )
        )[0]?.n ?? 0,
      )
    : Number((await db.select({ n: count() }).from(customer).where(where))[0]?.n ?? 0);
  return pageOf(
    rows.map((r) => toCustomerView(r.row, Number(r.vehicles))),
    total,
    pageNumber,
    pageSize,
  );
}

function matchSql(term: string) {
  if (term.length >= 3) return like(customer.searchText, contains(term));
  // Too short for trigrams: the start of the text or of any word in it.
  return sql`(${customer.searchText} like ${`${term}%`} or ${customer.searchText} like ${`% ${term}%`})`;
}

export type { Vehicle };
