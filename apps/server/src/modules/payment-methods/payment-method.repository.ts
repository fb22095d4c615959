/**
 * Reads and writes of a garage's payment method master (payment_method; decision 050); tenant-first.
 * The garage's methods are the built-ins (a row only where this garage renamed or turned one off) and
 * its own (a row each, code PM_<id>).
 */
import type { PaymentMethodView } from '@garage/contract';
import {
  BUILT_IN_PAYMENT_METHODS,
  builtInMethod,
  customMethodCode,
  customMethodId,
  type PaymentMethodKind,
} from '@garage/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { paymentMethod } from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type PaymentMethodRow = typeof paymentMethod.$inferSelect;

/** One method as the garage has it, before "used" is known. */
export type GarageMethod = Omit<PaymentMethodView, 'used'> & { rowId: number | null };

const ofGarage = (scope: Scope) => and(eq(paymentMethod.groupId, scope.groupId), eq(paymentMethod.garageId, scope.garageId));

export async function selectMethodRows(db: Reader, scope: Scope): Promise<PaymentMethodRow[]> {
  return db.select().from(paymentMethod).where(ofGarage(scope)).orderBy(asc(paymentMethod.id));
}

/** The garage's methods in the order offered: the built-ins as it shows them, then its own, oldest first. */
export function garageMethods(rows: readonly PaymentMethodRow[]): GarageMethod[] {
  const builtIns = BUILT_IN_PAYMENT_METHODS.map((b): GarageMethod => {
    const row = rows.find((r) => r.builtIn === b.code);
    return {
      code: b.code,
      custom: false,
      kind: b.kind,
      name: row?.name ?? null,
      active: row?.active ?? true,
      forma_pago: null,
      rowId: row?.id ?? null,
    };
  });
  const own = rows
    .filter((r) => r.builtIn === null)
    .map(
      (r): GarageMethod => ({
        code: customMethodCode(r.id),
        custom: true,
        kind: r.kind as PaymentMethodKind,
        name: r.name,
        active: r.active,
        forma_pago: r.formaPago,
        rowId: r.id,
      }),
    );
  return [...builtIns, ...own];
}

export async function loadGarageMethods(db: Reader, scope: Scope): Promise<GarageMethod[]> {
  return garageMethods(await selectMethodRows(db, scope));
}

/** One method of this garage by code (a built-in always exists; another garage's PM_ code does not). */
export async function findGarageMethod(db: Reader, scope: Scope, code: string): Promise<GarageMethod | null> {
  if (builtInMethod(code) === null && customMethodId(code) === null) return null;
  return (await loadGarageMethods(db, scope)).find((m) => m.code === code) ?? null;
}

/** The codes among `codes` that payments of this garage used (an index probe each: payment_method_idx). */
export async function usedCodes(db: Reader, scope: Scope, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const list = sql.join(
    codes.map((c) => sql`(${c})`),
    sql`, `,
  );
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select c.code from (values ${list}) as c(code)
         where exists (select 1 from payment p
                        where p.group_id = ${scope.groupId} and p.garage_id = ${scope.garageId} and p.method = c.code)`,
  );
  return new Set(rows.map((r) => r.code));
}

export async function countOwnMethods(db: Reader, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentMethod)
    .where(and(ofGarage(scope), isNull(paymentMethod.builtIn)));
  return Number(row?.n ?? 0);
}

export async function insertMethodRow(tx: Tx, values: typeof paymentMethod.$inferInsert): Promise<PaymentMethodRow> {
  const [row] = await tx.insert(paymentMethod).values(values).returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

export async function updateMethodRow(
  tx: Tx,
  scope: Scope,
  rowId: number,
  values: Partial<Pick<PaymentMethodRow, 'name' | 'kind' | 'active' | 'formaPago'>>,
): Promise<void> {
  await tx
    .update(paymentMethod)
    .set(values)
    .where(and(ofGarage(scope), eq(paymentMethod.id, rowId)));
}

export async function deleteMethodRow(tx: Tx, scope: Scope, rowId: number): Promise<void> {
  await tx.delete(paymentMethod).where(and(ofGarage(scope), eq(paymentMethod.id, rowId)));
}

/**
 * The garage's master rows, locked until the transaction ends: adding, renaming and deleting queue
 * behind each other (no key update: inserts that reference the garage go on), so the name check against the built-ins' standard names and the limit of own
 * methods hold under concurrency (the unique index on lower(name) holds for the rest). Answers the
 * garage's country (a SAT form is Mexico's).
 */
export async function lockGarageMethods(tx: Tx, scope: Scope): Promise<{ country: string }> {
  const [row] = await queryRows<{ country_code: string }>(
    tx,
    sql`select country_code from garage where group_id = ${scope.groupId} and id = ${scope.garageId} for no key update`,
  );
  return { country: row?.country_code ?? '' };
}

/**
 * Of a garage's own methods (row ids), the ones still there and active, locked FOR KEY SHARE until the
 * payment commits: a delete waits for the payment (and then sees it used), while renaming or turning a
 * method off does not wait.
 */
export async function shareActiveOwnMethods(tx: Tx, scope: Scope, rowIds: readonly number[]): Promise<Set<number>> {
  if (rowIds.length === 0) return new Set();
  const ids = sql.join(
    rowIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select id from payment_method
         where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and built_in is null
           and id in (${ids}) and active
         order by id
           for key share`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Locks one method row against payments taking it (a delete's first step). */
export async function lockMethodRow(tx: Tx, scope: Scope, rowId: number): Promise<void> {
  await queryRows(
    tx,
    sql`select 1 from payment_method where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id = ${rowId} for update`,
  );
}
