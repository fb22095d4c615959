import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { invoiceCfdi } from '../../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type CfdiRow = typeof invoiceCfdi.$inferSelect;
/** `invoice_cfdi.receptor`: the customer a nominative CFDI was stamped to (reason 04 of a global invoice). */
export type StoredReceptor = NonNullable<CfdiRow['receptor']>;

/** Opens the CFDI of new invoices of a Mexican garage, PENDING, in the invoicing transaction. */
export async function openCfdis(
  tx: Tx,
  scope: Scope,
  invoiceIds: readonly number[],
  now: Date,
  status: 'PENDING' | 'GLOBAL' = 'PENDING',
  /** The c_UsoCFDI chosen for a bill (by id) when not S01 (decision 048, addendum on the uso CFDI). */
  usos: ReadonlyMap<number, string> = new Map(),
): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx.insert(invoiceCfdi).values(
    invoiceIds.map((invoiceId) => ({
      groupId: scope.groupId,
      garageId: scope.garageId,
      invoiceId,
      status,
      updatedAt: now,
      usoCfdi: usos.get(invoiceId) ?? null,
    })),
  );
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

/**
 * Closes a public sale left for the global invoice when its bill is voided, unless a global invoice states
 * it already (answers false then): one conditional statement, so a global invoice issued meanwhile wins.
 */
export async function cancelUncoveredGlobal(tx: Tx, scope: Scope, invoiceId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(invoiceCfdi)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(invoiceCfdi.groupId, scope.groupId),
        eq(invoiceCfdi.invoiceId, invoiceId),
        eq(invoiceCfdi.status, 'GLOBAL'),
        isNull(invoiceCfdi.globalCfdiId),
      ),
    )
    .returning({ id: invoiceCfdi.invoiceId });
  return rows.length > 0;
}
