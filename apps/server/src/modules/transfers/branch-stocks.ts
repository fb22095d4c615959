import type {
  BranchStocksQuery,
  HoOutlet,
  HoPurchaseOrderPage,
  HoPurchaseOrderQuery,
  StockInformation,
  StockInformationQuery,
} from '@garage/contract';
import { Money, normalizeSearch, priceRules, quantityText } from '@garage/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { garage, part } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { contains, type Paged, pageOf } from '../../platform/paging.ts';
import { searchPurchaseOrderRows } from '../purchasing/purchase-order.repository.ts';
import { purchaseOrderSummary } from '../purchasing/purchase-order-view.ts';
import { memberOutletIds, outletsOfGroup } from './transfer.repository.ts';
import { hidesCost } from './transfer-access.ts';

type Reader = Db | Tx;
type Row = StockInformation['content'][number];

/** How parts of different outlets are one part: the part number key, or the name for parts without a number. */
const PART_KEY = sql.raw(`coalesce(p.part_number_key, '#' || lower(p.name))`);

interface StockFilter {
  search?: string;
  garageId?: number;
  key?: SQL;
}

/**
 * A page of parts of the group (matched across outlets by part number) with each outlet's on hand, and
 * with average cost and value when `withValue`. Only active parts; an outlet without the part is left out.
 */
async function stockByPart(
  db: Reader,
  current: Membership,
  filter: StockFilter,
  paging: { page_number: number; page_size: number },
  withValue: boolean,
): Promise<Paged<Row>> {
  const conditions = [sql`p.group_id = ${current.groupId}`, sql`p.active`];
  if (filter.search) conditions.push(sql`p.search_text like ${contains(normalizeSearch(filter.search))}`);
  if (filter.garageId !== undefined) conditions.push(sql`p.garage_id = ${filter.garageId}`);
  if (filter.key) conditions.push(sql`${PART_KEY} = ${filter.key}`);
  const where = sql.join(conditions, sql` and `);
  const matched = sql`select ${PART_KEY} as k, min(lower(p.name)) as sort_name from part p where ${where} group by 1`;
  const rows = await queryRows<{
    k: string;
    part_id: string;
    garage_id: string;
    name: string;
    part_number: string | null;
    brand: string | null;
    unit_id: number;
    on_hand: string;
    avg_cost: string | null;
    stock_value: string | null;
  }>(
    db,
    sql`with keys as (select k, sort_name from (${matched}) m order by sort_name, k
                       limit ${paging.page_size} offset ${paging.page_number * paging.page_size})
        select keys.k, p.id::text as part_id, p.garage_id::text as garage_id, p.name, p.part_number, p.brand, p.unit_id,
               coalesce(s.running_stock, 0)::text as on_hand, s.avg_cost::text as avg_cost, s.stock_value::text as stock_value
          from keys
          join part p on p.group_id = ${current.groupId} and p.active and ${PART_KEY} = keys.k
          left join part_stock s on s.group_id = p.group_id and s.garage_id = p.garage_id and s.part_id = p.id
         order by keys.sort_name, keys.k, p.garage_id`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${matched}) m`);
  const outlets = new Map((await outletsOfGroup(db, current.groupId)).map((o) => [o.garageId, o.name]));
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) byKey.set(r.k, [...(byKey.get(r.k) ?? []), r]);
  const content = [...byKey.values()].map((group) => {
    // The acting outlet's own name for the part, when it lists it.
    const head = group.find((r) => Number(r.garage_id) === current.garageId) ?? group[0]!;
    const outletRows = group
      .map((r) => ({
        garage_id: Number(r.garage_id),
        garage_name: outlets.get(Number(r.garage_id)) ?? '',
        part_id: Number(r.part_id),
        on_hand: quantityText(r.on_hand),
        avg_cost: withValue && r.avg_cost !== null ? new Money(r.avg_cost).toFixed(2) : withValue ? '0.00' : null,
        stock_value: withValue && r.stock_value !== null ? new Money(r.stock_value).toFixed(2) : withValue ? '0.00' : null,
      }))
      .sort((a, b) => a.garage_name.localeCompare(b.garage_name) || a.garage_id - b.garage_id);
    const onHand = group.reduce((s, r) => s.plus(r.on_hand), new Money(0));
    const value = group.reduce((s, r) => s.plus(r.stock_value ?? 0), new Money(0));
    return {
      part_number: head.part_number,
      part_name: head.name,
      brand: head.brand,
      unit_id: head.unit_id,
      outlets: outletRows,
      total_on_hand: quantityText(onHand.toFixed(3)),
      total_value: withValue ? value.toFixed(2) : null,
    };
  });
  return pageOf(content, count?.n ?? 0, paging.page_number, paging.page_size);
}

/**
 * View branch stocks: the on hand of a part (a part of the acting outlet, by its part number) or of the
 * parts a search finds, at every outlet of the group. Quantities only: costs are the head office's.
 */
export async function viewBranchStocks(db: Reader, current: Membership, query: z.output<typeof BranchStocksQuery>) {
  let key: SQL | undefined;
  if (query.part_id !== undefined) {
    const [own] = await db
      .select({ number: part.partNumberKey, name: part.name })
      .from(part)
      .where(and(eq(part.groupId, current.groupId), eq(part.garageId, current.garageId), eq(part.id, query.part_id)));
    if (!own) throw new AppError('NOT_FOUND', 'http.notFound');
    key = sql`${own.number ?? `#${own.name.toLowerCase()}`}`;
  }
  if (query.garage_id !== undefined) {
    const [outlet] = await db
      .select({ id: garage.id })
      .from(garage)
      .where(and(eq(garage.groupId, current.groupId), eq(garage.id, query.garage_id)));
    if (!outlet) throw new AppError('NOT_FOUND', 'transfer.branchNotFound');
  }
  return stockByPart(db, current, { search: query.q, garageId: query.garage_id, key }, query, false);
}

/** Head-office screens open only at the group's head office outlet (decision 017). */
async function checkHeadOffice(db: Reader, current: Membership): Promise<void> {
  const [row] = await db
    .select({ headOffice: garage.headOffice })
    .from(garage)
    .where(and(eq(garage.groupId, current.groupId), eq(garage.id, current.garageId)));
  if (!row?.headOffice) throw new AppError('FORBIDDEN', 'transfer.notHeadOffice');
}

/** Head Office Stock information: every outlet's stock by part, with value at cost where purchase prices may be seen. */
export async function hoStockInformation(
  db: Reader,
  current: Membership,
  query: z.output<typeof StockInformationQuery>,
): Promise<StockInformation> {
  await checkHeadOffice(db, current);
  const withValue = !hidesCost(current);
  const pageOfParts = await stockByPart(db, current, { search: query.q }, query, withValue);
  const outlets = await outletsOfGroup(db, current.groupId);
  const [sum] = await queryRows<{ v: string }>(
    db,
    sql`select coalesce(sum(stock_value), 0)::text as v from part_stock where group_id = ${current.groupId}`,
  );
  return {
    ...pageOfParts,
    outlets: outlets.map((o) => ({ garage_id: o.garageId, garage_name: o.name })),
    group_value: withValue ? new Money(sum?.v ?? 0).toFixed(2) : null,
  };
}

/** Head Office Inventory with Purchase Order: the outlets with their stock, and whether the user may switch to each. */
export async function hoOutlets(db: Reader, current: Membership, userId: number): Promise<HoOutlet[]> {
  await checkHeadOffice(db, current);
  const withValue = !hidesCost(current);
  const [outlets, members, sums] = await Promise.all([
    outletsOfGroup(db, current.groupId),
    memberOutletIds(db, current.groupId, userId),
    queryRows<{ garage_id: string; n: number; v: string }>(
      db,
      sql`select garage_id::text, count(*) filter (where running_stock > 0)::int as n, coalesce(sum(stock_value), 0)::text as v
            from part_stock where group_id = ${current.groupId} group by garage_id`,
    ),
  ]);
  const byGarage = new Map(sums.map((s) => [Number(s.garage_id), s]));
  return outlets.map((o) => ({
    garage_id: o.garageId,
    garage_name: o.name,
    head_office: o.headOffice,
    address: o.address,
    member: members.has(o.garageId),
    parts_in_stock: byGarage.get(o.garageId)?.n ?? 0,
    stock_value: withValue ? new Money(byGarage.get(o.garageId)?.v ?? 0).toFixed(2) : null,
  }));
}

/**
 * Head Office Inventory with Purchase Order: the purchase orders of every outlet of the group (or of one),
 * newest first, with the outlet's name and whether the caller may switch to it to open the order. Only at
 * the head office; an outlet of another group is 404; totals are left out for PRICE_VIEW_RESTRICTED.
 */
export async function hoPurchaseOrders(
  db: Reader,
  current: Membership,
  userId: number,
  query: z.output<typeof HoPurchaseOrderQuery>,
): Promise<z.infer<typeof HoPurchaseOrderPage>> {
  await checkHeadOffice(db, current);
  const [outlets, members] = await Promise.all([
    outletsOfGroup(db, current.groupId),
    memberOutletIds(db, current.groupId, userId),
  ]);
  const names = new Map(outlets.map((o) => [o.garageId, o.name]));
  if (query.garage_id !== undefined && !names.has(query.garage_id)) throw new AppError('NOT_FOUND', 'http.notFound');
  const { rows, total } = await searchPurchaseOrderRows(db, current, {
    status: query.status,
    vendorId: query.vendor_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
    outlets: query.garage_id ?? 'ALL',
  });
  const hide = priceRules(current.roles).hidePurchase;
  return pageOf(
    rows.map((r) => ({
      ...purchaseOrderSummary(r.po, r.vendorName, Number(r.lineCount), hide),
      garage_id: r.po.garageId,
      garage_name: names.get(r.po.garageId) ?? '',
      member: members.has(r.po.garageId),
    })),
    total,
    query.page_number,
    query.page_size,
    true,
  );
}
