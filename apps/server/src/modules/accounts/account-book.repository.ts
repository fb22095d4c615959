/**
 * The account book's reads (decision 045). A money movement is a payment row of a receipt (in when
 * positive, out when negative: a refund) by a method that moves money, on its receipt's garage-local
 * day; a PAID expense (out) on its paid day; a payment to a vendor (out, decision 054) or a vendor's
 * refund on a credit note (in, decision 062) on its transaction date. Every sum is the database's, over
 * numeric columns. Receipts are read by day through receipt_day_idx, expenses through
 * expense_paid_day_idx, vendor payments and refunds through vendor_payment_day_idx / vendor_refund_day_idx.
 */
import { NON_MONEY_METHODS } from '@garage/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

const nonMoney = sql.join(
  NON_MONEY_METHODS.map((m: string) => sql`${m}`),
  sql`, `,
);

/** Every movement up to `toDay` as (day, method, signed amount): + in, − out. */
function signedMovements(scope: Scope, toDay: string, fromDay?: string): SQL {
  const receiptFrom = fromDay ? sql` and r.local_day >= ${fromDay}` : sql``;
  const expenseFrom = fromDay ? sql` and e.paid_day >= ${fromDay}` : sql``;
  const vendorFrom = (alias: string) => (fromDay ? sql` and ${sql.raw(alias)}.transaction_date >= ${fromDay}` : sql``);
  return sql`
    select r.local_day as day, p.method as method, p.amount as amount
      from receipt r
      join payment p on p.group_id = r.group_id and p.receipt_id = r.id
     where r.group_id = ${scope.groupId} and r.garage_id = ${scope.garageId}
       and r.local_day <= ${toDay}${receiptFrom}
       and p.method not in (${nonMoney})
    union all
    select e.paid_day as day, e.payment_method as method, -e.amount as amount
      from expense e
     where e.group_id = ${scope.groupId} and e.garage_id = ${scope.garageId} and e.status = 'PAID'
       and e.paid_day <= ${toDay}${expenseFrom}
    union all
    select vp.transaction_date, vp.method, -vp.amount
      from vendor_payment vp
     where vp.group_id = ${scope.groupId} and vp.garage_id = ${scope.garageId}
       and vp.transaction_date <= ${toDay}${vendorFrom('vp')}
    union all
    select vr.transaction_date, vr.method, vr.amount
      from vendor_refund vr
     where vr.group_id = ${scope.groupId} and vr.garage_id = ${scope.garageId}
       and vr.transaction_date <= ${toDay}${vendorFrom('vr')}`;
}

export interface MethodSums {
  method: string;
  opening: string;
  money_in: string;
  money_out: string;
}

/** Per method: the signed sum of every movement before `fromDay`, and what came in and went out from `fromDay` to `toDay`. */
export async function methodSums(db: Reader, scope: Scope, fromDay: string, toDay: string): Promise<MethodSums[]> {
  return queryRows<MethodSums>(
    db,
    sql`
      select m.method,
             coalesce(sum(m.amount) filter (where m.day < ${fromDay}), 0)::text as opening,
             coalesce(sum(m.amount) filter (where m.day >= ${fromDay} and m.amount > 0), 0)::text as money_in,
             coalesce(-sum(m.amount) filter (where m.day >= ${fromDay} and m.amount < 0), 0)::text as money_out
        from (${signedMovements(scope, toDay)}) m
       group by m.method`,
  );
}

/** Money in and out per method over a range only (no opening: the summary's today and month). */
export async function rangeSums(db: Reader, scope: Scope, fromDay: string, toDay: string) {
  return queryRows<{ method: string; money_in: string; money_out: string }>(
    db,
    sql`
      select m.method,
             coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as money_in,
             coalesce(-sum(m.amount) filter (where m.amount < 0), 0)::text as money_out
        from (${signedMovements(scope, toDay, fromDay)}) m
       group by m.method`,
  );
}

/** Money in and out of each day of a range that has movements. */
export async function dailySums(db: Reader, scope: Scope, fromDay: string, toDay: string) {
  return queryRows<{ day: string; money_in: string; money_out: string }>(
    db,
    sql`
      select to_char(m.day, 'YYYY-MM-DD') as day,
             coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as money_in,
             coalesce(-sum(m.amount) filter (where m.amount < 0), 0)::text as money_out
        from (${signedMovements(scope, toDay, fromDay)}) m
       group by m.day
       order by m.day`,
  );
}

export interface MovementRow {
  kind: 'RECEIPT' | 'REFUND' | 'EXPENSE' | 'VENDOR_PAYMENT' | 'VENDOR_REFUND';
  day: string;
  at: string | Date;
  method: string;
  amount: string;
  number: string;
  receipt_id: string | number | null;
  expense_id: string | number | null;
  invoice_id: string | number | null;
  invoice_number: string | null;
  party: string | null;
  label: string | null;
  vendor_id: string | number | null;
  /** The bill a vendor payment paid (stock-in or outsourced-work bill), or the credit note a vendor refund is on. */
  source_id: string | number | null;
  source_number: string | null;
}

/** The movements of a range, in the order they happened, one page of them, and how many there are. */
export async function movementPage(
  db: Reader,
  scope: Scope,
  fromDay: string,
  toDay: string,
  pageNumber: number,
  pageSize: number,
) {
  const moves = sql`
    select case when p.amount < 0 then 'REFUND' else 'RECEIPT' end as kind,
           to_char(r.local_day, 'YYYY-MM-DD') as day, p.paid_at as at, p.method, p.amount::text as amount,
           r.receipt_number as number, r.id as receipt_id, null::bigint as expense_id,
           i.id as invoice_id, i.invoice_number, i.customer_name as party, null::text as label,
           null::bigint as vendor_id, null::bigint as source_id, null::text as source_number, p.id as seq
      from receipt r
      join payment p on p.group_id = r.group_id and p.receipt_id = r.id
      join invoice i on i.group_id = p.group_id and i.id = p.invoice_id
     where r.group_id = ${scope.groupId} and r.garage_id = ${scope.garageId}
       and r.local_day >= ${fromDay} and r.local_day <= ${toDay}
       and p.method not in (${nonMoney})
    union all
    select 'EXPENSE', to_char(e.paid_day, 'YYYY-MM-DD'), coalesce(e.paid_at, e.created_at), e.payment_method,
           e.amount::text, e.expense_number, null::bigint, e.id, null::bigint, null::text, e.payee, l.name,
           null::bigint, null::bigint, null::text, e.id
      from expense e
      join expense_label l on l.group_id = e.group_id and l.id = e.label_id
     where e.group_id = ${scope.groupId} and e.garage_id = ${scope.garageId} and e.status = 'PAID'
       and e.paid_day >= ${fromDay} and e.paid_day <= ${toDay}
    union all
    select 'VENDOR_PAYMENT', to_char(vp.transaction_date, 'YYYY-MM-DD'), vp.created_at, vp.method, vp.amount::text,
           vp.payment_number, null::bigint, null::bigint, null::bigint, null::text, v.name, null::text,
           v.id, s.id, coalesce(s.bill_number, s.stock_in_number), vp.id
      from vendor_payment vp
      join vendor v on v.group_id = vp.group_id and v.id = vp.vendor_id
      join stock_in s on s.group_id = vp.group_id and s.id = vp.stock_in_id
     where vp.group_id = ${scope.groupId} and vp.garage_id = ${scope.garageId}
       and vp.transaction_date >= ${fromDay} and vp.transaction_date <= ${toDay}
    union all
    select 'VENDOR_REFUND', to_char(vr.transaction_date, 'YYYY-MM-DD'), vr.created_at, vr.method, vr.amount::text,
           vr.refund_number, null::bigint, null::bigint, null::bigint, null::text, v.name, null::text,
           v.id, cn.id, cn.credit_note_number, vr.id
      from vendor_refund vr
      join vendor v on v.group_id = vr.group_id and v.id = vr.vendor_id
      join vendor_credit_note cn on cn.group_id = vr.group_id and cn.id = vr.credit_note_id
     where vr.group_id = ${scope.groupId} and vr.garage_id = ${scope.garageId}
       and vr.transaction_date >= ${fromDay} and vr.transaction_date <= ${toDay}`;
  const [rows, [count]] = await Promise.all([
    queryRows<MovementRow>(
      db,
      sql`select * from (${moves}) m order by m.day, m.at, m.kind, m.seq limit ${pageSize} offset ${pageNumber * pageSize}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${moves}) m`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** What live bills leave due, by the garage-local day they were invoiced (the ageing is the caller's). */
export async function dueByInvoiceDay(db: Reader, scope: Scope) {
  return queryRows<{ day: string; due: string; invoices: string | number }>(
    db,
    sql`
      select to_char(i.local_day, 'YYYY-MM-DD') as day, sum(i.due)::text as due, count(*) as invoices
        from invoice i
       where i.group_id = ${scope.groupId} and i.garage_id = ${scope.garageId} and i.due > 0
       group by i.local_day`,
  );
}

/** CREDIT expenses still owed to their payees. */
export async function creditExpenses(db: Reader, scope: Scope) {
  const [row] = await queryRows<{ total: string; n: string | number }>(
    db,
    sql`
      select coalesce(sum(e.amount), 0)::text as total, count(*) as n
        from expense e
       where e.group_id = ${scope.groupId} and e.garage_id = ${scope.garageId} and e.status = 'CREDIT'`,
  );
  return { total: row?.total ?? '0', count: Number(row?.n ?? 0) };
}

/** Expenses by label over a range of expense days (PAID and CREDIT alike: what was spent). */
export async function expensesByLabel(db: Reader, scope: Scope, fromDay: string, toDay: string) {
  return queryRows<{ label_id: string | number; name: string; amount: string; n: string | number }>(
    db,
    sql`
      select l.id as label_id, l.name, sum(e.amount)::text as amount, count(*) as n
        from expense e
        join expense_label l on l.group_id = e.group_id and l.id = e.label_id
       where e.group_id = ${scope.groupId} and e.garage_id = ${scope.garageId}
         and e.local_day >= ${fromDay} and e.local_day <= ${toDay}
       group by l.id, l.name
       order by sum(e.amount) desc, l.name`,
  );
}
