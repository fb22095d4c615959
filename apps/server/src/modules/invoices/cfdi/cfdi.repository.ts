import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { invoiceCfdi } from '../../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type CfdiRow = typeof invoiceCfdi.$inferSelect;

/** Opens the CFDI of new invoices of a Mexican garage, PENDING, in the invoicing transaction. */
export async function openCfdis(tx: Tx, scope: Scope, invoiceIds: readonly number[], now: Date): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx
    .insert(invoiceCfdi)
    .values(invoiceIds.map((invoiceId) => ({ groupId: scope.groupId, garageId: scope.garageId, invoiceId, updatedAt: now })));
}

export async function findCfdi(db: Reader, scope: Scope, invoiceId: number, lock = false): Promise<CfdiRow | undefined> {
  const query = db
    .select()
    .from(invoiceCfdi)
    .where(
      and(eq(invoiceCfdi.groupId, scope.groupId), eq(invoiceCfdi.garageId, scope.garageId), eq(invoiceCfdi.invoiceId, invoiceId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function cfdisOf(db: Reader, scope: Scope, invoiceIds: readonly number[]): Promise<CfdiRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceCfdi)
    .where(
      and(
        eq(invoiceCfdi.groupId, scope.groupId),
        eq(invoiceCfdi.garageId, scope.garageId),
        inArray(invoiceCfdi.invoiceId, [...invoiceIds]),
      ),
    );
}

export async function updateCfdi(tx: Tx, scope: Scope, invoiceId: number, values: Partial<CfdiRow> & { updatedAt: Date }) {
  await tx
    .update(invoiceCfdi)
    .set(values)
    .where(and(eq(invoiceCfdi.groupId, scope.groupId), eq(invoiceCfdi.invoiceId, invoiceId)));
}
