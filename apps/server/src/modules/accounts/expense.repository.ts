/**
 * Expenses and their audit rows (expense, expense_activity); tenant-first. The list reads one garage's
 * expenses by day (expense_day_idx); a number, payee or reference search is a plain contains-match over
 * that garage's rows (a garage writes a few expenses a day, not millions).
 */
import { and, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { document, expense, expenseActivity, expenseLabel } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type ExpenseRow = typeof expense.$inferSelect;
export type ExpenseWithLabel = ExpenseRow & { labelName: string };

const ofGarage = (current: Scope, id: number) =>
  and(eq(expense.groupId, current.groupId), eq(expense.garageId, current.garageId), eq(expense.id, id));

export async function insertExpense(tx: Tx, values: typeof expense.$inferInsert): Promise<number> {
  const [row] = await tx.insert(expense).values(values).returning({ id: expense.id });
  if (!row) throw new Error('expense insert returned nothing');
  return row.id;
}

export async function setExpenseNumber(tx: Tx, current: Scope, id: number, number: number, text: string): Promise<void> {
  await tx.update(expense).set({ number, expenseNumber: text }).where(ofGarage(current, id));
}

/** One expense of this garage with its label's name; `lock` holds the row until the transaction ends. */
export async function findExpense(db: Reader, current: Scope, id: number, lock = false): Promise<ExpenseWithLabel | null> {
  const query = db
    .select({ row: expense, labelName: expenseLabel.name })
    .from(expense)
    .innerJoin(expenseLabel, and(eq(expenseLabel.groupId, expense.groupId), eq(expenseLabel.id, expense.labelId)))
    .where(ofGarage(current, id))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: expense }) : await query;
  return found ? { ...found.row, labelName: found.labelName } : null;
}

export async function updateExpenseRow(
  tx: Tx,
  current: Scope,
  id: number,
  values: Partial<Omit<typeof expense.$inferInsert, 'groupId' | 'garageId' | 'id'>>,
): Promise<void> {
  await tx.update(expense).set(values).where(ofGarage(current, id));
}

export async function insertExpenseActivity(
  tx: Tx,
  values: { groupId: number; expenseId: number; action: string; userId: number; at: Date; detail: Record<string, unknown> },
): Promise<void> {
  await tx.insert(expenseActivity).values(values);
}

export async function selectExpenseActivity(db: Reader, groupId: number, expenseId: number) {
  return db
    .select()
    .from(expenseActivity)
    .where(and(eq(expenseActivity.groupId, groupId), eq(expenseActivity.expenseId, expenseId)))
    .orderBy(expenseActivity.at, expenseActivity.id);
}

/** The uploaded documents of this garage with these keys (attachments), without their bytes. */
export async function findGarageDocuments(db: Reader, current: Scope, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: document.key, mime: document.mime, size: document.size })
    .from(document)
    .where(and(eq(document.groupId, current.groupId), eq(document.garageId, current.garageId), inArray(document.key, [...keys])));
}

export interface ExpenseFilter {
  fromDay?: string;
  toDay?: string;
  labelId?: number;
  status?: 'PAID' | 'CREDIT';
  /** Normal-form text the number, payee or reference contains, or the number within its year. */
  match?: { text: string; number?: number };
}

function conditionsOf(current: Scope, filter: ExpenseFilter): SQL {
  const conditions: SQL[] = [eq(expense.groupId, current.groupId), eq(expense.garageId, current.garageId)];
  if (filter.fromDay) conditions.push(gte(expense.localDay, filter.fromDay));
  if (filter.toDay) conditions.push(lte(expense.localDay, filter.toDay));
  if (filter.labelId) conditions.push(eq(expense.labelId, filter.labelId));
  if (filter.status) conditions.push(eq(expense.status, filter.status));
  if (filter.match) {
    const pattern = contains(filter.match.text);
    const matches: SQL[] = [
      sql`lower(coalesce(${expense.payee}, '')) like ${pattern}`,
      sql`lower(coalesce(${expense.reference}, '')) like ${pattern}`,
    ];
    // Digits name the number within its year (every number holds the year's digits); text is matched in the whole number.
    if (filter.match.number !== undefined) matches.push(eq(expense.number, filter.match.number));
    else matches.push(sql`lower(${expense.expenseNumber}) like ${pattern}`);
    conditions.push(or(...matches)!);
  }
  return and(...conditions)!;
}

/** One page of expenses, newest day first, with the number of matches and the sum of their amounts. */
export async function findExpensePage(db: Reader, current: Scope, filter: ExpenseFilter, pageNumber: number, pageSize: number) {
  const where = conditionsOf(current, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: expense, labelName: expenseLabel.name })
      .from(expense)
      .innerJoin(expenseLabel, and(eq(expenseLabel.groupId, expense.groupId), eq(expenseLabel.id, expense.labelId)))
      .where(where)
      .orderBy(desc(expense.localDay), desc(expense.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({
        n: sql<number>`count(*)::int`.mapWith(Number),
        amount: sql<string>`coalesce(sum(${expense.amount}), 0)::text`,
      })
      .from(expense)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.row, labelName: r.labelName })),
    total: totals?.n ?? 0,
    totalAmount: totals?.amount ?? '0',
  };
}
