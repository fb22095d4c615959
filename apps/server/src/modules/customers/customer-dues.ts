import { DUE_ORDER_STATUSES, Money } from '@garage/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

type Reader = Db | Tx;

/**
 * What customers owe one garage: what their live invoices leave unpaid (total less payments; the insurer's
 * share of a split bill is the insurer's due, not theirs), plus the
 * orders in a due status ("Payment due", "Partially completed") that have no invoice yet (a counter sale
 * is created due), summed as numeric by the database (exact decimals, no floating point), as a string
 * with at least two decimals (three when the garage's currency uses them). The tenant boundary is the
 * garage: the group's id and the garage's id are both in the filter, so another outlet's bills are not
 * this outlet's dues. An invoice's `due` (total less payments, 0 once void) is kept by the database and
 * read from invoice_due_idx alone.
 *
 * This is the one place a customer's dues are computed (customer list and customer details read it).
 */
export async function customerDues(
  db: Reader,
  scope: { groupId: number; garageId: number },
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  const dues = new Map<number, string>(customerIds.map((id) => [id, '0.00']));
  if (customerIds.length === 0) return dues;
  const ids = sql.join(
    customerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const statuses = sql.join(
    DUE_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number | string; total: string }>(
    db,
    sql`select customer_id as id, coalesce(sum(due), 0)::text as total from (
      select i.customer_id, i.due
        from invoice i
       where i.group_id = ${scope.groupId} and i.garage_id = ${scope.garageId} and i.customer_id in (${ids})
         and i.due > 0 and i.share <> 'INSURER'
      union all
      select o.customer_id, o.grand_total
        from sales_order o
       where o.group_id = ${scope.groupId} and o.garage_id = ${scope.garageId} and o.customer_id in (${ids})
         and o.document = 'ORDER' and o.status in (${statuses})
         and not exists (select 1 from invoice i where i.group_id = o.group_id and i.order_id = o.id and i.status = 'ACTIVE')
    ) owed group by customer_id`,
  );
  for (const row of rows) dues.set(Number(row.id), moneyText(row.total));
  return dues;
}

/** '2330.0000' → '2330.00', '12.3450' → '12.345': never fewer than two decimals, never a dropped digit. */
function moneyText(stored: string): string {
  const value = new Money(stored);
  return value.decimalPlaces() <= 2 ? value.toFixed(2) : value.toFixed();
}
