import type { GlobalCfdi, GlobalCfdiPreview } from '@garage/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { globalCfdi, invoiceCfdi } from '../../../db/schema.ts';
import { moneyText } from '../../orders/order-view.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
export type GlobalCfdiRow = typeof globalCfdi.$inferSelect;
export type GlobalBill = GlobalCfdiPreview['bills'][number];

/**
 * The garage's sales to the public left for a global invoice (invoice_cfdi GLOBAL, in no global invoice
 * yet) made on the local days from–to: the live bills paid in full (a global invoice is PUE), oldest first,
 * and how many are still owed. With `lock`, their CFDI rows are locked: a global invoice committed
 * meanwhile has set `global_cfdi_id`, which PostgreSQL re-checks on the locked row, so a bill it took is
 * not taken twice.
 */
export async function publicBillsOf(
  db: Reader,
  scope: Scope,
  period: { from: string; to: string },
  lock = false,
): Promise<{ bills: GlobalBill[]; unpaid: number }> {
  const rows = await queryRows<{
    invoice_id: string | number;
    invoice_number: string;
    invoiced_at: string | Date;
    customer_name: string;
    total_amount: string;
    paid: boolean;
  }>(
    db,
    sql`select c.invoice_id, i.invoice_number, i.invoiced_at, i.customer_name, i.grand_total as total_amount,
        (i.due = 0) as paid
      from invoice_cfdi c
      join invoice i on i.group_id = c.group_id and i.id = c.invoice_id
      where c.group_id = ${scope.groupId} and c.garage_id = ${scope.garageId}
        and c.status = 'GLOBAL' and c.global_cfdi_id is null
        and i.status = 'ACTIVE' and i.grand_total > 0
        and i.local_day between ${period.from}::date and ${period.to}::date
        ${lock ? sql`and i.due = 0` : sql``}
      order by i.invoiced_at, i.id
      ${lock ? sql`for update of c` : sql``}`,
  );
  const paid = rows.filter((r) => r.paid);
  return {
    bills: paid.map((r) => ({
      invoice_id: Number(r.invoice_id),
      invoice_number: r.invoice_number,
      invoiced_at: new Date(r.invoiced_at).toISOString(),
      customer_name: r.customer_name,
      total_amount: moneyText(r.total_amount),
    })),
    unpaid: rows.length - paid.length,
  };
}

/** Marks the bills as stated by a global invoice (their CFDI rows are locked by publicBillsOf). */
export async function coverBills(tx: Tx, scope: Scope, globalId: number, invoiceIds: readonly number[]): Promise<void> {
  await tx.execute(sql`update invoice_cfdi set global_cfdi_id = ${globalId}, updated_at = now()
    where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and status = 'GLOBAL' and global_cfdi_id is null
      and ${inArray(invoiceCfdi.invoiceId, [...invoiceIds])}`);
}

export async function findGlobalCfdi(db: Reader, scope: Scope, id: number): Promise<GlobalCfdiRow | undefined> {
  const [row] = await db
    .select()
    .from(globalCfdi)
    .where(and(eq(globalCfdi.groupId, scope.groupId), eq(globalCfdi.garageId, scope.garageId), eq(globalCfdi.id, id)));
  return row;
}

export async function globalCfdiPage(db: Reader, scope: Scope, pageNumber: number, pageSize: number) {
  const mine = and(eq(globalCfdi.groupId, scope.groupId), eq(globalCfdi.garageId, scope.garageId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(globalCfdi)
      .where(mine)
      .orderBy(desc(globalCfdi.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db.select({ n: count() }).from(globalCfdi).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function globalCfdiView(r: GlobalCfdiRow, bills?: GlobalBill[]): GlobalCfdi {
  return {
    id: r.id,
    serie: 'FG',
    folio: String(r.folio),
    period: {
      periodicidad: r.periodicidad as GlobalCfdi['period']['periodicidad'],
      from: r.fromDay,
      to: r.toDay,
      meses: r.meses,
      anio: r.anio,
    },
    bill_count: r.billCount,
    total: moneyText(r.total),
    forma_pago: r.formaPago,
    uuid: r.uuid,
    stamped_at: r.stampedAt.toISOString(),
    sandbox: r.provider === 'sandbox',
    ...(bills ? { bills } : {}),
  };
}
