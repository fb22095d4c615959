import type { GlobalCfdi, GlobalCfdiPreview } from '@garage/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { idList } from '../../../db/id-list.ts';
import { appUser, globalCfdi, invoice, invoiceCfdi } from '../../../db/schema.ts';
import { moneyText } from '../../orders/order-view.ts';
import { joinedUserName } from '../../users/user.repository.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };
/** The garage's own global invoices. */
const mine = (scope: Scope) => and(eq(globalCfdi.groupId, scope.groupId), eq(globalCfdi.garageId, scope.garageId));
export type GlobalCfdiRow = typeof globalCfdi.$inferSelect;
export type GlobalBill = GlobalCfdiPreview['bills'][number];

/**
 * What a global invoice states of a sale: its total less what its credit notes took back (a sale credited in full
 * states nothing). Decision 048, addendum on the egreso of a sale in a global invoice. Reads the invoice as `i`.
 */
export const NET = sql.raw('(i.grand_total - i.credited_amount)');

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
  const pool = sql`from invoice_cfdi c
      join invoice i on i.group_id = c.group_id and i.id = c.invoice_id
      where c.group_id = ${scope.groupId} and c.garage_id = ${scope.garageId}
        and c.status = 'GLOBAL' and c.global_cfdi_id is null
        and i.status = 'ACTIVE' and ${NET} > 0
        and i.local_day between ${period.from}::date and ${period.to}::date`;
  let only = sql``;
  if (lock) {
    // Lock first, then read: a credit note of one of these sales locks the same CFDI row (createCreditNote), and
    // when it commits first PostgreSQL hands over the row unchanged but keeps the invoice as this statement's
    // snapshot saw it, before the credit. Read again, in a new statement, what is now committed (the sale's net,
    // or none left when credited in full) — only of the rows locked here.
    const locked = await queryRows<{ invoice_id: string | number }>(
      db,
      sql`select c.invoice_id ${pool} and i.due = 0 order by i.invoiced_at, i.id for update of c`,
    );
    if (locked.length === 0) return { bills: [], unpaid: 0 };
    only = sql`and c.invoice_id in ${idList(locked.map((r) => Number(r.invoice_id)))} and i.due = 0`;
  }
  const rows = await queryRows<{
    invoice_id: string | number;
    invoice_number: string;
    invoiced_at: string | Date;
    customer_name: string;
    total_amount: string;
    paid: boolean;
  }>(
    db,
    sql`select c.invoice_id, i.invoice_number, i.invoiced_at, i.customer_name, ${NET} as total_amount,
        (i.due = 0) as paid
      ${pool} ${only}
      order by i.invoiced_at, i.id`,
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

/** A garage's global invoice; with `lock`, its row locked: two cancellations of one queue here, and the second finds it CANCELLED. */
export async function findGlobalCfdi(db: Reader, scope: Scope, id: number, lock = false): Promise<GlobalCfdiRow | undefined> {
  const query = db
    .select()
    .from(globalCfdi)
    .where(and(mine(scope), eq(globalCfdi.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type StatedBill = GlobalBill & { stands: boolean };

/**
 * The bills a global invoice states, oldest first (with `lock`, their CFDI rows locked); `stands` when the
 * bill is still live and paid in full (a payment refunded since makes it owed again), as a global invoice needs.
 */
export async function billsOfGlobal(db: Reader, scope: Scope, globalId: number, lock = false): Promise<StatedBill[]> {
  const rows = await queryRows<{
    invoice_id: string | number;
    invoice_number: string;
    invoiced_at: string | Date;
    customer_name: string;
    total_amount: string;
    stands: boolean;
  }>(
    db,
    sql`select c.invoice_id, i.invoice_number, i.invoiced_at, i.customer_name, ${NET} as total_amount,
        (i.status = 'ACTIVE' and ${NET} > 0 and i.due = 0) as stands
      from invoice_cfdi c
      join invoice i on i.group_id = c.group_id and i.id = c.invoice_id
      where c.group_id = ${scope.groupId} and c.garage_id = ${scope.garageId} and c.global_cfdi_id = ${globalId}
      order by i.invoiced_at, i.id
      ${lock ? sql`for update of c` : sql``}`,
  );
  return rows.map((r) => ({
    invoice_id: Number(r.invoice_id),
    invoice_number: r.invoice_number,
    invoiced_at: new Date(r.invoiced_at).toISOString(),
    customer_name: r.customer_name,
    total_amount: moneyText(r.total_amount),
    stands: r.stands,
  }));
}

export type NewGlobalCfdi = Omit<typeof globalCfdi.$inferInsert, 'id' | 'groupId' | 'garageId'>;

export async function insertGlobalCfdi(tx: Tx, scope: Scope, values: NewGlobalCfdi): Promise<number> {
  const [row] = await tx
    .insert(globalCfdi)
    .values({ ...values, groupId: scope.groupId, garageId: scope.garageId })
    .returning({ id: globalCfdi.id });
  return row!.id;
}

/**
 * Moves bills of a cancelled global invoice: into its substitute (`to`), or back to the pool (`to` null: free
 * for a new global invoice, a CFDI of their own or a void). Their rows are locked by billsOfGlobal.
 */
export async function moveBills(
  tx: Tx,
  scope: Scope,
  from: number,
  to: number | null,
  invoiceIds: readonly number[],
  now: Date,
): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx.execute(sql`update invoice_cfdi set global_cfdi_id = ${to}, updated_at = ${now}
    where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and global_cfdi_id = ${from}
      and ${inArray(invoiceCfdi.invoiceId, [...invoiceIds])}`);
}

/** Marks a global invoice cancelled, once (answers false when it was not ACTIVE). */
export async function markGlobalCancelled(
  tx: Tx,
  scope: Scope,
  id: number,
  values: {
    cancelReason: string;
    substituteUuid: string | null;
    replacedById: number | null;
    nominativeInvoiceId: number | null;
    cancelledAt: Date;
    cancelledBy: number;
  },
): Promise<boolean> {
  const rows = await tx
    .update(globalCfdi)
    .set({ status: 'CANCELLED', ...values })
    .where(and(eq(globalCfdi.groupId, scope.groupId), eq(globalCfdi.id, id), eq(globalCfdi.status, 'ACTIVE')))
    .returning({ id: globalCfdi.id });
  return rows.length > 0;
}

const replacement = alias(globalCfdi, 'replacement');
const replaced = alias(globalCfdi, 'replaced');
const nominativeBill = alias(invoice, 'nominative_bill');
const nominativeCfdi = alias(invoiceCfdi, 'nominative_cfdi');

/**
 * Global invoices with what their answer names besides the row, in one statement: who cancelled, the
 * substitute (replaced_by), the one a substitute replaces, and a 04's bill with its own CFDI's folio fiscal.
 */
async function globalRows(db: Reader, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      row: globalCfdi,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      countryPhoneCode: appUser.countryPhoneCode,
      mobileNumber: appUser.mobileNumber,
      replacedBy: { id: replacement.id, folio: replacement.folio, uuid: replacement.uuid },
      replaces: { id: replaced.id, folio: replaced.folio, uuid: replaced.uuid },
      nominative: { invoiceId: nominativeBill.id, invoiceNumber: nominativeBill.invoiceNumber, uuid: nominativeCfdi.uuid },
    })
    .from(globalCfdi)
    .leftJoin(appUser, eq(appUser.id, globalCfdi.cancelledBy))
    .leftJoin(replacement, and(eq(replacement.groupId, globalCfdi.groupId), eq(replacement.id, globalCfdi.replacedById)))
    .leftJoin(replaced, and(eq(replaced.groupId, globalCfdi.groupId), eq(replaced.replacedById, globalCfdi.id)))
    .leftJoin(
      nominativeBill,
      and(eq(nominativeBill.groupId, globalCfdi.groupId), eq(nominativeBill.id, globalCfdi.nominativeInvoiceId)),
    )
    .leftJoin(
      nominativeCfdi,
      and(eq(nominativeCfdi.groupId, globalCfdi.groupId), eq(nominativeCfdi.invoiceId, globalCfdi.nominativeInvoiceId)),
    )
    .where(where)
    .orderBy(desc(globalCfdi.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => {
    const ref = (g: { id: number; folio: number; uuid: string } | null) =>
      g === null ? null : { id: g.id, folio: String(g.folio), uuid: g.uuid };
    const c = r.row;
    return globalCfdiView(c, {
      cancellation:
        c.status === 'CANCELLED' && c.cancelReason && c.cancelledAt
          ? {
              reason: c.cancelReason as NonNullable<GlobalCfdi['cancellation']>['reason'],
              at: c.cancelledAt.toISOString(),
              by_name: joinedUserName(r),
              substitute_uuid: c.substituteUuid,
              replaced_by: ref(r.replacedBy),
              nominative:
                r.nominative?.invoiceId == null
                  ? null
                  : {
                      invoice_id: r.nominative.invoiceId,
                      invoice_number: r.nominative.invoiceNumber ?? '',
                      uuid: r.nominative.uuid,
                    },
            }
          : null,
      replaces: ref(r.replaces),
    });
  });
}

/** One global invoice of the garage as answered (undefined for another garage's). */
export async function globalCfdiAnswer(
  db: Reader,
  scope: Scope,
  id: number,
  bills?: GlobalBill[],
): Promise<GlobalCfdi | undefined> {
  const [view] = await globalRows(db, and(mine(scope), eq(globalCfdi.id, id)));
  return view && (bills ? { ...view, bills } : view);
}

export async function globalCfdiPage(db: Reader, scope: Scope, pageNumber: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    globalRows(db, mine(scope), { limit: pageSize, offset: pageNumber * pageSize }),
    db.select({ n: count() }).from(globalCfdi).where(mine(scope)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

function globalCfdiView(r: GlobalCfdiRow, links: Pick<GlobalCfdi, 'cancellation' | 'replaces'>): GlobalCfdi {
  return {
    id: r.id,
    serie: 'FG',
    folio: String(r.folio),
    status: r.status,
    ...links,
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
  };
}
