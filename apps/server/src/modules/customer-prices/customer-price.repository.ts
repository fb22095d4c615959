import type { CustomerPrice } from '@garage/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer, customerItemPrice, part, service } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { contains } from '../../platform/paging.ts';

export type PriceKind = 'part' | 'service';

/** The master columns of a kind: name, code and price as the customer's price is compared with them. */
function master(kind: PriceKind) {
  return kind === 'part'
    ? {
        table: part,
        id: part.id,
        groupId: part.groupId,
        garageId: part.garageId,
        name: part.name,
        code: part.partNumber,
        price: part.sellingPrice,
      }
    : {
        table: service,
        id: service.id,
        groupId: service.groupId,
        garageId: service.garageId,
        name: service.name,
        code: service.sac,
        price: service.price,
      };
}

/** Rows of one customer's prices of a kind in the caller's garage, joined to today's master; `where` narrows. */
export async function selectCustomerPrices(
  db: Db,
  current: Membership,
  kind: PriceKind,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<CustomerPrice[]> {
  const m = master(kind);
  const query = db
    .select({
      id: customerItemPrice.id,
      customer_id: customerItemPrice.customerId,
      item_id: customerItemPrice.itemId,
      item_name: m.name,
      code: m.code,
      master_price: m.price,
      price: customerItemPrice.price,
      updated_at: customerItemPrice.updatedAt,
    })
    .from(customerItemPrice)
    .innerJoin(m.table, and(eq(m.groupId, customerItemPrice.groupId), eq(m.id, customerItemPrice.itemId)))
    .where(
      and(
        eq(customerItemPrice.groupId, current.groupId),
        eq(customerItemPrice.garageId, current.garageId),
        eq(customerItemPrice.kind, kind),
        where,
      ),
    )
    .orderBy(asc(m.name), asc(customerItemPrice.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r, kind, updated_at: r.updated_at.toISOString() }));
}

export function nameMatches(kind: PriceKind, text: string): SQL | undefined {
  const m = master(kind);
  const pattern = contains(text);
  return or(ilike(m.name, pattern), ilike(sql`coalesce(${m.code}, '')`, pattern));
}

export async function countCustomerPrices(db: Db, current: Membership, kind: PriceKind, where: SQL | undefined) {
  const m = master(kind);
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerItemPrice)
    .innerJoin(m.table, and(eq(m.groupId, customerItemPrice.groupId), eq(m.id, customerItemPrice.itemId)))
    .where(
      and(
        eq(customerItemPrice.groupId, current.groupId),
        eq(customerItemPrice.garageId, current.garageId),
        eq(customerItemPrice.kind, kind),
        where,
      ),
    );
}

export async function customerOfGroup(db: Db, groupId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, customerId)));
  return row !== undefined;
}

export async function itemOfGarage(db: Db, current: Membership, kind: PriceKind, itemId: number): Promise<boolean> {
  const m = master(kind);
  const [row] = await db
    .select({ id: m.id })
    .from(m.table)
    .where(and(eq(m.groupId, current.groupId), eq(m.garageId, current.garageId), eq(m.id, itemId)));
  return row !== undefined;
}
