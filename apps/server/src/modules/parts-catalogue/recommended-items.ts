import type { RecommendedItems } from '@garage/contract';
import { quantityText } from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { part, partStock, service, vehicle as userCar } from '../../db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

/** How many of the garage's newest orders of such vehicles are looked at: recent habits, bounded work. */
export const RECOMMENDATION_WINDOW = 2000;

export interface RecommendedItemsInput {
  brand_id?: number | undefined;
  model_id?: number | undefined;
  user_car_id?: number | undefined;
  limit: number;
}

/**
 * What this garage fitted on vehicles of a model (else of a brand) before, most orders first
 * (decision 059): the services and parts of its newest orders of such vehicles, cancelled orders and
 * quotations left out, with today's master name, price and running stock. Items no longer active in the
 * master are left out.
 */
export async function recommendedItems(db: Db, current: Membership, input: RecommendedItemsInput): Promise<RecommendedItems> {
  let brandId = input.brand_id ?? null;
  let modelId = input.model_id ?? null;
  if (input.user_car_id !== undefined) {
    const [car] = await db
      .select({ brandId: userCar.brandId, modelId: userCar.modelId })
      .from(userCar)
      .where(and(eq(userCar.groupId, current.groupId), eq(userCar.id, input.user_car_id)));
    if (!car) throw notFound();
    brandId ??= car.brandId;
    modelId ??= car.modelId;
  }
  if (brandId === null && modelId === null) throw badRequest('catalogue.brandOrModelRequired');
  const matchedBy = modelId !== null ? 'model' : 'brand';
  const vehicleMatch = modelId !== null ? sql`v.model_id = ${modelId}` : sql`v.brand_id = ${brandId}`;
  const result = await db.execute(sql`
    with o as (
      select so.id, so.created_at
        from sales_order so
        join user_car v on v.group_id = so.group_id and v.id = so.user_car_id
       where so.group_id = ${current.groupId} and so.garage_id = ${current.garageId}
         and so.document = 'ORDER' and so.status <> 'CANCELLED' and ${vehicleMatch}
       order by so.id desc
       limit ${RECOMMENDATION_WINDOW}
    ),
    used as (
      select l.kind, l.item_id, count(distinct o.id)::int as orders, sum(l.quantity)::text as quantity,
             max(o.created_at) as last_used_at
        from o join sales_order_line l on l.group_id = ${current.groupId} and l.order_id = o.id
       where l.item_id is not null
       group by l.kind, l.item_id
    )
    select (select count(*)::int from o) as considered, kind, item_id, orders, quantity, last_used_at
      from (select 1) one left join used on true
     order by orders desc nulls last, last_used_at desc, kind, item_id`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const considered = Number(rows[0]?.considered ?? 0);
  const used = rows
    .filter((r) => r.item_id !== null && r.item_id !== undefined)
    .map((r) => ({
      kind: r.kind as 'service' | 'part',
      itemId: Number(r.item_id),
      orders: Number(r.orders),
      quantity: String(r.quantity),
      lastUsedAt: new Date(r.last_used_at as string | Date).toISOString(),
    }));
  const partIds = used.filter((u) => u.kind === 'part').map((u) => u.itemId);
  const serviceIds = used.filter((u) => u.kind === 'service').map((u) => u.itemId);
  const [parts, services] = await Promise.all([
    partIds.length === 0
      ? []
      : db
          .select({
            id: part.id,
            name: part.name,
            partNumber: part.partNumber,
            price: part.sellingPrice,
            stock: partStock.runningStock,
          })
          .from(part)
          .leftJoin(
            partStock,
            and(eq(partStock.groupId, part.groupId), eq(partStock.garageId, part.garageId), eq(partStock.partId, part.id)),
          )
          .where(
            and(
              eq(part.groupId, current.groupId),
              eq(part.garageId, current.garageId),
              eq(part.active, true),
              inArray(part.id, partIds),
            ),
          ),
    serviceIds.length === 0
      ? []
      : db
          .select({ id: service.id, name: service.name, price: service.price })
          .from(service)
          .where(
            and(
              eq(service.groupId, current.groupId),
              eq(service.garageId, current.garageId),
              eq(service.active, true),
              inArray(service.id, serviceIds),
            ),
          ),
  ]);
  const partById = new Map(parts.map((p) => [p.id, p]));
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const items: RecommendedItems['items'] = [];
  for (const u of used) {
    if (items.length >= input.limit) break;
    if (u.kind === 'part') {
      const p = partById.get(u.itemId);
      if (!p) continue;
      items.push({
        kind: 'part',
        item_id: p.id,
        name: p.name,
        part_number: p.partNumber,
        orders: u.orders,
        quantity: quantityText(u.quantity),
        last_used_at: u.lastUsedAt,
        price: p.price,
        running_stock: quantityText(p.stock ?? '0'),
      });
    } else {
      const s = serviceById.get(u.itemId);
      if (!s) continue;
      items.push({
        kind: 'service',
        item_id: s.id,
        name: s.name,
        part_number: null,
        orders: u.orders,
        quantity: quantityText(u.quantity),
        last_used_at: u.lastUsedAt,
        price: s.price,
        running_stock: null,
      });
    }
  }
  return { matched_by: matchedBy, brand_id: brandId, model_id: modelId, orders_considered: considered, items };
}
