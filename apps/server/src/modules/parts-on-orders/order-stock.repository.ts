/**
 * Reads of parts on orders (decision 056), tenant-first: the catalogue part lines of orders with their
 * units, and what an order's documents hold of each part according to the stock ledger.
 */
import type { PartStatus } from '@garage/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderActivity, part, salesOrder, salesOrderLine } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { type GarageSettings, type SettingsJson, settingsFromJson, settingsJson } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { lineSerials, type OrderRow } from '../orders/order-view.ts';

type Reader = Db | Tx;

/** A catalogue part line of an order, with the unit it is sold in and its part's base unit. */
export interface OrderPartLine {
  id: number;
  orderId: number;
  position: number;
  partId: number;
  name: string;
  quantity: string;
  unitId: number | null;
  baseUnitId: number | null;
  partStatus: PartStatus | null;
  /** How the part's stock is tracked (NONE, BATCH, SERIAL). */
  tracking: PartTracking | null;
  /** The serial numbers chosen on the line (decision 056 addendum); empty for most lines. */
  serials: string[];
}

export type PartTracking = 'NONE' | 'BATCH' | 'SERIAL';

/** The catalogue part lines of these orders (free-text parts move no stock), in position order. */
export async function partLinesOf(db: Reader, groupId: number, orderIds: readonly number[]): Promise<OrderPartLine[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      id: salesOrderLine.id,
      orderId: salesOrderLine.orderId,
      position: salesOrderLine.position,
      partId: salesOrderLine.itemId,
      name: salesOrderLine.name,
      quantity: salesOrderLine.quantity,
      unitId: sql<number | null>`(${salesOrderLine.priced}->>'uom_child')::int`,
      baseUnitId: part.unitId,
      partStatus: salesOrderLine.partStatus,
      tracking: part.tracking,
      serials: sql<string[] | null>`${salesOrderLine.priced}->'serials'`,
    })
    .from(salesOrderLine)
    .leftJoin(part, and(eq(part.groupId, salesOrderLine.groupId), eq(part.id, salesOrderLine.itemId)))
    .where(
      and(
        eq(salesOrderLine.groupId, groupId),
        inArray(salesOrderLine.orderId, [...orderIds]),
        eq(salesOrderLine.kind, 'part'),
        isNotNull(salesOrderLine.itemId),
      ),
    )
    .orderBy(asc(salesOrderLine.orderId), asc(salesOrderLine.position));
  return rows.map((r) => ({ ...r, partId: r.partId as number, serials: lineSerials({ serials: r.serials }) }));
}

/**
 * `partLinesOf` of one order as an SQL expression (a JSON array), for a statement that reads other things too:
 * create invoice reads it with the bill's parties (billing-parties.ts), one round trip fewer. Read it back with
 * `partLinesFromJson`; order-stock.test.ts checks both give what `partLinesOf` gives.
 */
export function partLinesJson(groupId: number, orderId: number): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', l.id, 'orderId', l.order_id, 'position', l.position, 'partId', l.item_id, 'name', l.name,
      'quantity', l.quantity::text, 'unitId', (l.priced->>'uom_child')::int, 'baseUnitId', p.unit_id,
      'partStatus', l.part_status, 'tracking', p.tracking, 'serials', l.priced->'serials')
      order by l.position), '[]'::json)
    from ${salesOrderLine} l
    left join ${part} p on p.group_id = l.group_id and p.id = l.item_id
    where l.group_id = ${groupId} and l.order_id = ${orderId} and l.kind = 'part' and l.item_id is not null)`;
}

/** The lines `partLinesJson` wrote, as `partLinesOf` answers them. */
export function partLinesFromJson(rows: ReadonlyArray<Omit<OrderPartLine, 'serials'> & { serials: unknown }>): OrderPartLine[] {
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    orderId: Number(r.orderId),
    partId: Number(r.partId),
    serials: lineSerials({ serials: r.serials as string[] | null }),
  }));
}

/** A document of the ledger (stock_movement.doc_kind / doc_id) that an order's stock went out or came back with. */
export interface DocRef {
  kind: 'COUNTER_SALE' | 'ORDER' | 'INVOICE' | 'CREDIT_NOTE';
  ids: readonly number[];
}

/** What some documents hold of each part: net out (positive = taken), and what went out at what value. */
export interface Held {
  held: string;
  outQuantity: string;
  outValue: string;
  /** The serial numbers among what they hold (SERIAL lots whose movements of these documents net out). */
  serials: string[];
}

/**
 * Per part, what the movements of these documents add up to: the net quantity they hold (taken minus
 * given back), the quantity and value of what they took (for the cost a return goes back at) and the
 * serial numbers they still hold (decision 056 addendum).
 */
export async function heldByDocs(
  db: Reader,
  scope: { groupId: number; garageId: number },
  docs: readonly DocRef[],
): Promise<Map<number, Held>> {
  const wanted = docs.filter((d) => d.ids.length > 0);
  if (wanted.length === 0) return new Map();
  const match = sql.join(
    wanted.map(
      (d) =>
        sql`(doc_kind = ${d.kind} and doc_id in (${sql.join(
          d.ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    ),
    sql` or `,
  );
  const result = await db.execute(sql`
    with m as (
      select part_id, lot_id, quantity, value from stock_movement
       where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and (${match})
    )
    select part_id, (-sum(quantity))::text as held,
           coalesce(sum(-quantity) filter (where quantity < 0), 0)::text as out_q,
           coalesce(sum(-value) filter (where quantity < 0), 0)::text as out_v,
           (select coalesce(json_agg(l.code order by l.code), '[]'::json)
              from (select o.lot_id from m o where o.part_id = m.part_id and o.lot_id is not null
                     group by o.lot_id having sum(o.quantity) < 0) out_lots
              join stock_lot l on l.group_id = ${scope.groupId} and l.id = out_lots.lot_id and l.tracking = 'SERIAL') as serials
      from m
     group by part_id`);
  const rows = (
    result as unknown as {
      rows: Array<{ part_id: string | number; held: string; out_q: string; out_v: string; serials: string[] | string }>;
    }
  ).rows;
  return new Map(
    rows.map((r) => [
      Number(r.part_id),
      {
        held: r.held,
        outQuantity: r.out_q,
        outValue: r.out_v,
        serials: typeof r.serials === 'string' ? (JSON.parse(r.serials) as string[]) : r.serials,
      },
    ]),
  );
}

/** Ids of the credit notes of a bill (their returns count against what the bill's documents hold). */
export async function creditNotesOfBill(db: Reader, groupId: number, invoiceId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from credit_note where group_id = ${groupId} and invoice_id = ${invoiceId}`);
  return (result as unknown as { rows: Array<{ id: string | number }> }).rows.map((r) => Number(r.id));
}

/** Sets the part status of some lines of an order. */
export async function setPartStatus(
  tx: Tx,
  groupId: number,
  orderId: number,
  lineIds: readonly number[],
  status: PartStatus,
): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(salesOrderLine)
    .set({ partStatus: status })
    .where(
      and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, orderId), inArray(salesOrderLine.id, [...lineIds])),
    );
}

/**
 * The garage's settings in one round trip (the garage row and its properties together), for the issue
 * paths that run while the order row is locked: every statement saved there is a wait saved for the next
 * desk clerk (bench-stock-issue.ts).
 */
export async function garageSettingsInOneRead(db: Reader, groupId: number, garageId: number): Promise<GarageSettings | null> {
  const result = await db.execute(sql`select ${settingsJson(groupId, garageId)} as settings`);
  const [row] = (result as unknown as { rows: Array<{ settings: SettingsJson | null }> }).rows;
  return row?.settings ? settingsFromJson(row.settings) : null;
}

/**
 * Locks an order of this garage (as `lockDocument`) and reads the garage's settings in the same
 * statement: the parts desk's first round trip.
 */
export async function lockOrderWithSettings(
  tx: Tx,
  current: Membership,
  orderId: number,
): Promise<{ order: OrderRow; settings: GarageSettings }> {
  const [row] = await tx
    .select({ order: salesOrder, settings: sql<SettingsJson | null>`${settingsJson(current.groupId, current.garageId)}` })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, current.groupId),
        eq(salesOrder.garageId, current.garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, orderId),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  if (!row.settings) throw new AppError('NOT_FOUND', 'http.notFound');
  return { order: row.order, settings: settingsFromJson(row.settings) };
}

/** Every stored line of an order with its catalogue part's base unit: the order's view and its part lines from one read. */
export async function orderLinesWithBaseUnit(db: Reader, groupId: number, orderId: number) {
  return db
    .select({ line: salesOrderLine, baseUnitId: part.unitId, tracking: part.tracking })
    .from(salesOrderLine)
    .leftJoin(part, and(eq(part.groupId, salesOrderLine.groupId), eq(part.id, salesOrderLine.itemId)))
    .where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, orderId)))
    .orderBy(asc(salesOrderLine.position));
}

/** The catalogue part lines among an order's stored lines (as `partLinesOf` reads them). */
export function partLinesFrom(rows: Awaited<ReturnType<typeof orderLinesWithBaseUnit>>): OrderPartLine[] {
  return rows
    .filter(({ line }) => line.kind === 'part' && line.itemId !== null)
    .map(({ line, baseUnitId, tracking }) => {
      const unit = (line.priced as { uom_child?: unknown } | null)?.uom_child;
      return {
        id: line.id,
        orderId: line.orderId,
        position: line.position,
        partId: line.itemId as number,
        name: line.name,
        quantity: line.quantity,
        unitId: unit === undefined || unit === null ? null : Number(unit),
        baseUnitId,
        partStatus: line.partStatus as PartStatus | null,
        tracking,
        serials: lineSerials(line.priced),
      };
    });
}

/**
 * Sets the part status of some lines and writes the order's activity row, in one statement (a data-modifying
 * CTE runs once whether or not the outer statement reads it).
 */
export async function setPartStatusesAndLog(
  tx: Tx,
  groupId: number,
  orderId: number,
  changes: ReadonlyArray<{ lineId: number; to: PartStatus }>,
  activity: { action: string; userId: number; at: Date; detail: Record<string, unknown> },
): Promise<void> {
  const values = JSON.stringify(changes.map((c) => ({ id: c.lineId, s: c.to })));
  await tx.execute(sql`
    with u as (
      update ${salesOrderLine} l set part_status = x.s
        from jsonb_to_recordset(${values}::jsonb) as x(id bigint, s text)
       where l.group_id = ${groupId} and l.order_id = ${orderId} and l.id = x.id
       returning l.id
    )
    insert into ${orderActivity} (group_id, order_id, action, user_id, at, detail)
    select ${groupId}, ${orderId}, ${activity.action}, ${activity.userId}, ${activity.at.toISOString()}::timestamptz,
      ${JSON.stringify(activity.detail)}::jsonb`);
}

/** Sets the serial numbers of some lines of an order (kept in their priced figures, decision 056 addendum). */
export async function setLineSerials(
  tx: Tx,
  groupId: number,
  orderId: number,
  lines: ReadonlyArray<{ id: number; serials: readonly string[] }>,
): Promise<void> {
  if (lines.length === 0) return;
  const values = JSON.stringify(lines.map((l) => ({ id: l.id, s: l.serials })));
  await tx.execute(sql`
    update ${salesOrderLine} l set priced = case when jsonb_array_length(x.s) = 0 then l.priced - 'serials'
                                            else jsonb_set(l.priced, '{serials}', x.s) end
      from jsonb_to_recordset(${values}::jsonb) as x(id bigint, s jsonb)
     where l.group_id = ${groupId} and l.order_id = ${orderId} and l.id = x.id`);
}
