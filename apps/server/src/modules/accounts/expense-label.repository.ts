/** Reads and writes of a garage's expense labels (expense_label); tenant-first, as every query. */
import type { ExpenseLabel } from '@garage/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { expenseLabel } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type ExpenseLabelRow = typeof expenseLabel.$inferSelect;

export const toExpenseLabelView = (r: ExpenseLabelRow): ExpenseLabel => ({ id: r.id, name: r.name, active: r.active });

const ofGarage = (current: Scope, id: number) =>
  and(eq(expenseLabel.groupId, current.groupId), eq(expenseLabel.garageId, current.garageId), eq(expenseLabel.id, id));

export async function selectExpenseLabels(db: Reader, current: Scope, includeInactive: boolean): Promise<ExpenseLabelRow[]> {
  return db
    .select()
    .from(expenseLabel)
    .where(
      and(
        eq(expenseLabel.groupId, current.groupId),
        eq(expenseLabel.garageId, current.garageId),
        includeInactive ? undefined : eq(expenseLabel.active, true),
      ),
    )
    .orderBy(asc(sql`lower(${expenseLabel.name})`), asc(expenseLabel.id));
}

export async function findExpenseLabel(db: Reader, current: Scope, id: number): Promise<ExpenseLabelRow | null> {
  const [row] = await db.select().from(expenseLabel).where(ofGarage(current, id)).limit(1);
  return row ?? null;
}

export async function insertExpenseLabel(tx: Tx, values: typeof expenseLabel.$inferInsert): Promise<ExpenseLabelRow> {
  const [row] = await tx.insert(expenseLabel).values(values).returning();
  if (!row) throw new Error('expense label insert returned nothing');
  return row;
}

export async function updateExpenseLabelRow(
  tx: Tx,
  current: Scope,
  id: number,
  values: Pick<ExpenseLabelRow, 'name' | 'active'>,
): Promise<ExpenseLabelRow | null> {
  const [row] = await tx.update(expenseLabel).set(values).where(ofGarage(current, id)).returning();
  return row ?? null;
}

/** The unique index (garage, lower(name)) decides duplicates, also between concurrent requests. */
export const duplicateLabel = (name: string) => badRequest('expenseLabel.duplicate', { name: name.trim() });
