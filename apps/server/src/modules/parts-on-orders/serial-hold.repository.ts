/**
 * Serial numbers on orders (decision 056 addendum), tenant-first: the serial lots an order names, the
 * holds that promise a serial to one open order at a time (order_serial_hold), and what a picker offers.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idList } from '../../db/id-list.ts';
import { orderSerialHold, part, salesOrder, salesOrderLine, stockLot, stockMovement } from '../../db/schema.ts';

type Reader = Db | Tx;
type Scope = { groupId: number; garageId: number };

/** A serial number of a part. */
export interface SerialRef {
  partId: number;
  code: string;
}

/** A named serial as the garage knows it. */
export interface SerialLotState extends SerialRef {
  /** A SERIAL lot of that part in this garage. */
  known: boolean;
  /** On the shelf (on hand 1). */
  inStock: boolean;
  /** Taken from the shelf by this order's own documents (its counter sale, its issued lines). */
  takenHere: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const refsJson = (refs: readonly SerialRef[]) => JSON.stringify(refs.map((r) => ({ p: r.partId, c: r.code })));
/** The refs' parts as an `in` list, so the rows are found by key beside jsonb_to_recordset (db/id-list.ts). */
const refParts = (refs: readonly SerialRef[]) => idList([...new Set(refs.map((r) => r.partId))]);

/** One read: whether each named serial is a serial lot of its part here, on the shelf, or taken by `orderId` already. */
export async function serialLotStates(
  db: Reader,
  scope: Scope,
  orderId: number | null,
  refs: readonly SerialRef[],
): Promise<SerialLotState[]> {
  if (refs.length === 0) return [];
  const result = await db.execute(sql`
    select x.p as part_id, x.c as code, l.id is not null as known, coalesce(l.on_hand = 1, false) as in_stock,
           (l.id is not null and ${orderId ?? 0}::bigint > 0 and coalesce((
              select sum(m.quantity) from ${stockMovement} m
               where m.group_id = ${scope.groupId} and m.doc_kind in ('COUNTER_SALE', 'ORDER') and m.doc_id = ${orderId ?? 0}::bigint
                 and m.lot_id = l.id), 0) < 0) as taken_here
      from jsonb_to_recordset(${refsJson(refs)}::jsonb) as x(p bigint, c text)
      left join ${stockLot} l on l.group_id = ${scope.groupId} and l.garage_id = ${scope.garageId}
        and l.part_id in ${refParts(refs)} and l.part_id = x.p and l.code = x.c and l.tracking = 'SERIAL'`);
  return rowsOf<{ part_id: string | number; code: string; known: boolean; in_stock: boolean; taken_here: boolean }>(result).map(
    (r) => ({ partId: Number(r.part_id), code: r.code, known: r.known, inStock: r.in_stock, takenHere: r.taken_here }),
  );
}

/**
 * Shares the lots of these serial numbers until the transaction ends (in lot order), after the order's
 * holds of them are written: a transfer, vendor return, audit or misplaced item locks the same lots before
 * it reads the holds (stock-ledger.ts, refuseHeldSerials), so the two queue — the later one sees the other's
 * hold, or the piece gone. FOR SHARE, not FOR UPDATE: orders naming other serials do not wait on each other.
 */
export async function shareSerialLots(tx: Tx, scope: Scope, refs: readonly SerialRef[]): Promise<void> {
  if (refs.length === 0) return;
  await tx.execute(sql`
    select l.id from ${stockLot} l
      join jsonb_to_recordset(${refsJson(refs)}::jsonb) as x(p bigint, c text) on l.part_id = x.p and l.code = x.c
     where l.group_id = ${scope.groupId} and l.garage_id = ${scope.garageId} and l.part_id in ${refParts(refs)}
       and l.tracking = 'SERIAL'
     order by l.id
       for share of l`);
}

/**
 * Makes `orderId` hold exactly `refs` (in part and code order, so two orders take the keys in the same
 * order): a serial already held by another open order is left to it and returned; the order's holds of
 * serials it no longer names are deleted. Concurrent saves naming one serial queue on its key; the later
 * one finds it held and is refused by the caller. `fresh`: the order holds nothing yet.
 */
export async function replaceSerialHolds(
  tx: Tx,
  scope: Scope,
  orderId: number,
  refs: readonly SerialRef[],
  fresh: boolean,
): Promise<SerialRef[]> {
  if (fresh && refs.length === 0) return [];
  const sorted = [...refs].sort((a, b) => a.partId - b.partId || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const input = refsJson(sorted);
  const upsert = sql`insert into ${orderSerialHold} (group_id, garage_id, part_id, code, order_id)
      select ${scope.groupId}, ${scope.garageId}, x.p, x.c, ${orderId}::bigint
        from jsonb_to_recordset(${input}::jsonb) as x(p bigint, c text) order by x.p, x.c
      on conflict (group_id, garage_id, part_id, code) do update set order_id = excluded.order_id
        where ${orderSerialHold}.order_id = excluded.order_id
      returning part_id, code`;
  const result = fresh
    ? await tx.execute(upsert)
    : await tx.execute(sql`
        with held as (${upsert}),
        dropped as (
          delete from ${orderSerialHold} h
           where h.group_id = ${scope.groupId} and h.order_id = ${orderId}
             and not exists (select 1 from jsonb_to_recordset(${input}::jsonb) as x(p bigint, c text)
                              where x.p = h.part_id and x.c = h.code)
        )
        select part_id, code from held`);
  const got = new Set(
    rowsOf<{ part_id: string | number; code: string }>(result).map((r) => `${Number(r.part_id)}\u0000${r.code}`),
  );
  return sorted.filter((r) => !got.has(`${r.partId}\u0000${r.code}`));
}

/** The order that holds a serial (for the refusal's message). */
export async function holderOf(db: Reader, scope: Scope, ref: SerialRef): Promise<string | null> {
  const result = await db.execute(sql`
    select o.external_order_id from ${orderSerialHold} h
      join ${salesOrder} o on o.group_id = h.group_id and o.id = h.order_id
     where h.group_id = ${scope.groupId} and h.garage_id = ${scope.garageId} and h.part_id = ${ref.partId} and h.code = ${ref.code}`);
  return rowsOf<{ external_order_id: string }>(result)[0]?.external_order_id ?? null;
}

/** Orders billed or cancelled hold no serial any more. */
export async function releaseSerialHolds(tx: Tx, groupId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`delete from ${orderSerialHold}
    where group_id = ${groupId} and order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** Holds serials again for an order whose bill was voided, leaving any another order took meanwhile to it. */
export async function restoreSerialHolds(tx: Tx, scope: Scope, holds: ReadonlyArray<SerialRef & { orderId: number }>) {
  if (holds.length === 0) return;
  const input = JSON.stringify(
    [...holds]
      .sort((a, b) => a.partId - b.partId || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((h) => ({ p: h.partId, c: h.code, o: h.orderId })),
  );
  await tx.execute(sql`insert into ${orderSerialHold} (group_id, garage_id, part_id, code, order_id)
    select ${scope.groupId}, ${scope.garageId}, x.p, x.c, x.o
      from jsonb_to_recordset(${input}::jsonb) as x(p bigint, c text, o bigint) order by x.p, x.c
    on conflict do nothing`);
}

/** At most this many serial numbers are offered to a picker. */
export const SERIALS_OFFERED = 1000;

/** A part's tracking and its serial numbers on the shelf that no open order but `orderId` holds. */
export async function sellableSerials(
  db: Reader,
  scope: Scope,
  partId: number,
  orderId: number | undefined,
): Promise<{ tracking: 'NONE' | 'BATCH' | 'SERIAL'; serials: string[] } | null> {
  const result = await db.execute(sql`
    select p.tracking,
      (select coalesce(json_agg(s.code order by s.code), '[]'::json) from (
         select l.code from ${stockLot} l
          where l.group_id = p.group_id and l.garage_id = p.garage_id and l.part_id = p.id
            and l.tracking = 'SERIAL' and l.on_hand = 1
            and not exists (select 1 from ${orderSerialHold} h
                             where h.group_id = l.group_id and h.garage_id = l.garage_id and h.part_id = l.part_id
                               and h.code = l.code and h.order_id <> ${orderId ?? 0}::bigint)
          order by l.code limit ${SERIALS_OFFERED}) s) as serials
      from ${part} p
     where p.group_id = ${scope.groupId} and p.garage_id = ${scope.garageId} and p.id = ${partId}`);
  const [row] = rowsOf<{ tracking: 'NONE' | 'BATCH' | 'SERIAL'; serials: string[] | string }>(result);
  if (!row) return null;
  return { tracking: row.tracking, serials: typeof row.serials === 'string' ? JSON.parse(row.serials) : row.serials };
}

/** The open orders that hold any of these serial numbers, in id order. */
export async function ordersHolding(db: Reader, scope: Scope, refs: readonly SerialRef[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const result = await db.execute(sql`
    select distinct h.order_id from ${orderSerialHold} h
      join jsonb_to_recordset(${refsJson(refs)}::jsonb) as x(p bigint, c text) on h.part_id = x.p and h.code = x.c
     where h.group_id = ${scope.groupId} and h.garage_id = ${scope.garageId} and h.part_id in ${refParts(refs)}
     order by h.order_id`);
  return rowsOf<{ order_id: string | number }>(result).map((r) => Number(r.order_id));
}

/** Locks these orders of the garage (as an order's save does, its row first), answering their numbers. */
export async function lockOrdersOf(tx: Tx, scope: Scope, orderIds: readonly number[]): Promise<Map<number, string>> {
  const result = await tx.execute(sql`
    select id, external_order_id from ${salesOrder}
     where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and id in (${sql.join(
       orderIds.map((id) => sql`${id}`),
       sql`, `,
     )})
     order by id
       for update`);
  return new Map(
    rowsOf<{ id: string | number; external_order_id: string }>(result).map((r) => [Number(r.id), r.external_order_id]),
  );
}

/** Deletes these orders' holds of these serial numbers, answering the ones deleted. */
export async function deleteSerialHolds(
  tx: Tx,
  scope: Scope,
  orderIds: readonly number[],
  refs: readonly SerialRef[],
): Promise<Array<SerialRef & { orderId: number }>> {
  if (orderIds.length === 0 || refs.length === 0) return [];
  const result = await tx.execute(sql`
    delete from ${orderSerialHold} h
     using jsonb_to_recordset(${refsJson(refs)}::jsonb) as x(p bigint, c text)
     where h.group_id = ${scope.groupId} and h.garage_id = ${scope.garageId} and h.part_id in ${refParts(refs)}
       and h.part_id = x.p and h.code = x.c and h.order_id in (${sql.join(
         orderIds.map((id) => sql`${id}`),
         sql`, `,
       )})
    returning h.order_id, h.part_id, h.code`);
  return rowsOf<{ order_id: string | number; part_id: string | number; code: string }>(result).map((r) => ({
    orderId: Number(r.order_id),
    partId: Number(r.part_id),
    code: r.code,
  }));
}

/** The part lines of these orders that name serial numbers of these parts (their priced figures keep them). */
export async function serialLinesOf(
  tx: Tx,
  groupId: number,
  orderIds: readonly number[],
  partIds: readonly number[],
): Promise<Array<{ id: number; orderId: number; partId: number; name: string; priced: Record<string, unknown> }>> {
  const result = await tx.execute(sql`
    select id, order_id, item_id, name, priced from ${salesOrderLine}
     where group_id = ${groupId} and kind = 'part' and priced ? 'serials'
       and order_id in (${sql.join(
         orderIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       and item_id in (${sql.join(
         partIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     order by order_id, position`);
  return rowsOf<{ id: string | number; order_id: string | number; item_id: string | number; name: string; priced: unknown }>(
    result,
  ).map((r) => ({
    id: Number(r.id),
    orderId: Number(r.order_id),
    partId: Number(r.item_id),
    name: r.name,
    priced: (typeof r.priced === 'string' ? JSON.parse(r.priced) : r.priced) as Record<string, unknown>,
  }));
}

/** Writes a line's priced figures back (its serial numbers changed). */
export async function setLinePriced(tx: Tx, groupId: number, lineId: number, priced: Record<string, unknown>): Promise<void> {
  await tx.execute(
    sql`update ${salesOrderLine} set priced = ${JSON.stringify(priced)}::jsonb where group_id = ${groupId} and id = ${lineId}`,
  );
}

/** Of these serial numbers, the ones open orders hold, keyed `part id|code`, with the order's number. */
export async function holdersOf(db: Reader, scope: Scope, refs: readonly SerialRef[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const result = await db.execute(sql`
    select h.part_id, h.code, o.external_order_id from ${orderSerialHold} h
      join jsonb_to_recordset(${refsJson(refs)}::jsonb) as x(p bigint, c text) on h.part_id = x.p and h.code = x.c
      join ${salesOrder} o on o.group_id = h.group_id and o.id = h.order_id
     where h.group_id = ${scope.groupId} and h.garage_id = ${scope.garageId} and h.part_id in ${refParts(refs)}`);
  return new Map(
    rowsOf<{ part_id: string | number; code: string; external_order_id: string }>(result).map((r) => [
      `${Number(r.part_id)}|${r.code}`,
      r.external_order_id,
    ]),
  );
}
