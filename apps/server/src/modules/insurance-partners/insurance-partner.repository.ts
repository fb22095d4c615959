/** Insurance partners of a garage and what each owes (its INSURER bills); tenant-first. */
import type { InsurancePartner, InsurancePartnerInput } from '@garage/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { insurancePartner, invoice } from '../../db/schema.ts';
import { moneyText } from '../orders/order-view.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
type Input = z.output<typeof InsurancePartnerInput>;
export type InsurancePartnerRow = typeof insurancePartner.$inferSelect;

const columns = (input: Input) => ({
  name: input.name.trim(),
  taxNumber: input.tax_number?.trim() || null,
  mobileNumber: input.mobile_number?.trim() || null,
  email: input.email ?? null,
  address: input.address?.trim() || null,
  active: input.active,
});

export function partnerView(row: InsurancePartnerRow, dues: string): InsurancePartner {
  return {
    id: row.id,
    name: row.name,
    tax_number: row.taxNumber,
    mobile_number: row.mobileNumber,
    email: row.email,
    address: row.address,
    active: row.active,
    dues: moneyText(dues),
  };
}

/** What each insurer of the garage still owes: its live INSURER bills' totals less payments. */
export async function insurerDues(db: Reader, scope: Scope): Promise<Map<number, string>> {
  const rows = await db
    .select({
      id: invoice.insurancePartnerId,
      due: sql<string>`coalesce(sum(${invoice.grandTotal} - ${invoice.paidAmount} - ${invoice.creditedAmount}), 0)::text`,
    })
    .from(invoice)
    .where(
      and(
        eq(invoice.groupId, scope.groupId),
        eq(invoice.garageId, scope.garageId),
        sql`${invoice.insurancePartnerId} is not null and ${invoice.status} = 'ACTIVE'`,
      ),
    )
    .groupBy(invoice.insurancePartnerId);
  return new Map(rows.map((r) => [Number(r.id), r.due]));
}

export async function listPartners(db: Reader, scope: Scope): Promise<InsurancePartnerRow[]> {
  return db
    .select()
    .from(insurancePartner)
    .where(and(eq(insurancePartner.groupId, scope.groupId), eq(insurancePartner.garageId, scope.garageId)))
    .orderBy(asc(sql`lower(${insurancePartner.name})`));
}

export async function findPartner(db: Reader, scope: Scope, id: number): Promise<InsurancePartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(insurancePartner)
    .where(
      and(
        eq(insurancePartner.groupId, scope.groupId),
        eq(insurancePartner.garageId, scope.garageId),
        eq(insurancePartner.id, id),
      ),
    );
  return row;
}

export async function insertPartner(tx: Tx, scope: Scope, input: Input, now: Date): Promise<InsurancePartnerRow> {
  const [row] = await tx
    .insert(insurancePartner)
    .values({ groupId: scope.groupId, garageId: scope.garageId, ...columns(input), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePartner(
  tx: Tx,
  scope: Scope,
  id: number,
  input: Input,
  now: Date,
): Promise<InsurancePartnerRow | undefined> {
  const [row] = await tx
    .update(insurancePartner)
    .set({ ...columns(input), updatedAt: now })
    .where(
      and(
        eq(insurancePartner.groupId, scope.groupId),
        eq(insurancePartner.garageId, scope.garageId),
        eq(insurancePartner.id, id),
      ),
    )
    .returning();
  return row;
}
