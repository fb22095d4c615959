/**
 * Reads of parts on orders (decision 056), tenant-first: the catalogue part lines of orders with their
 * units, and what an order's documents hold of each part according to the stock ledger.
 */
import type { PartStatus } from '@garage/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { garage, garageProperty, orderActivity, part, salesOrderLine } from '../../db/schema.ts';
import { type GarageSettings, settingsOf } from '../../platform/garage-settings.ts';

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
}

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
  return rows.map((r) => ({ ...r, partId: r.partId as number }));
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
}

/**
 * Per part, what the movements of these documents add up to: the net quantity they hold (taken minus
 * given back) and the quantity and value of what they took (for the cost a return goes back at).
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
    select part_id, (-sum(quantity))::text as held,
           coalesce(sum(-quantity) filter (where quantity < 0), 0)::text as out_q,
           coalesce(sum(-value) filter (where quantity < 0), 0)::text as out_v
      from stock_movement
     where group_id = ${scope.groupId} and garage_id = ${scope.garageId} and (${match})
     group by part_id`);
  const rows = (result as unknown as { rows: Array<{ part_id: string | number; held: string; out_q: string; out_v: string }> })
    .rows;
  return new Map(rows.map((r) => [Number(r.part_id), { held: r.held, outQuantity: r.out_q, outValue: r.out_v }]));
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
  const result = await db.execute(sql`
    select g.country_code, g.currency_code, g.time_zone, g.inventory_enabled, g.part_issuance_enabled,
      (select coalesce(json_agg(json_build_object('property_name', p.property_name, 'property_value', p.property_value)), '[]'::json)
         from ${garageProperty} p where p.group_id = g.group_id and p.garage_id = g.id) as props
    from ${garage} g where g.group_id = ${groupId} and g.id = ${garageId}`);
  const [row] = (
    result as unknown as {
      rows: Array<{
        country_code: string;
        currency_code: string;
        time_zone: string;
        inventory_enabled: boolean;
        part_issuance_enabled: boolean;
        props: Array<{ property_name: string; property_value: string }>;
      }>;
    }
  ).rows;
  if (!row) return null;
  return settingsOf(
    {
      countryCode: row.country_code,
      currencyCode: row.currency_code,
      timeZone: row.time_zone,
      inventoryEnabled: row.inventory_enabled,
      partIssuanceEnabled: row.part_issuance_enabled,
    },
    row.props,
  );
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
