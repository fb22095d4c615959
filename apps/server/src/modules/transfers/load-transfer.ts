import type {
  DeliverySummary,
  TransferRequestSummary as RequestSummary,
  TransferDelivery,
  TransferListQuery,
  TransferRequest,
} from '@garage/contract';
import { deliveryMoves, Money, quantityText, transferNumber } from '@garage/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { type Paged, pageOf } from '../../platform/paging.ts';
import {
  activityOf,
  deliveryLines,
  findDelivery,
  findRequest,
  liveDeliveryOf,
  onHandOf,
  outletsOfGroup,
  partsOfOutlet,
  requestLines,
} from './transfer.repository.ts';
import { deliverySide, hidesCost, requestSide } from './transfer-access.ts';

type Reader = Db | Tx;
type ListQuery = z.output<typeof TransferListQuery>;

async function outletNames(db: Reader, groupId: number) {
  const outlets = await outletsOfGroup(db, groupId);
  const names = new Map(outlets.map((o) => [o.garageId, o.name]));
  return (garageId: number) => ({ garage_id: garageId, garage_name: names.get(garageId) ?? '' });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const total = (values: readonly string[]) => quantityText(values.reduce((s, v) => s.plus(v), new Money(0)).toFixed(3));

/** One request as the acting outlet sees it (404 for an outlet that is neither end, or another's draft). */
export async function loadTransferRequest(db: Reader, current: Membership, id: number): Promise<TransferRequest> {
  const { request, side } = requestSide(await findRequest(db, current.groupId, id), current);
  const [lines, delivery, outlet, activity] = await Promise.all([
    requestLines(db, current.groupId, id),
    liveDeliveryOf(db, current.groupId, id),
    outletNames(db, current.groupId),
    activityOf(db, current.groupId, { requestId: id }),
  ]);
  const partIds = lines.map((l) => l.partId);
  const [parts, onHand] = await Promise.all([
    partsOfOutlet(db, current.groupId, request.fromGarageId, partIds),
    onHandOf(db, current.groupId, request.fromGarageId, partIds),
  ]);
  const allowed: TransferRequest['allowed_moves'] = [];
  if (side === 'REQUESTER' && request.status === 'DRAFT') allowed.push('EDIT', 'SUBMIT');
  if (side === 'SUPPLIER' && request.status === 'REQUESTED' && !delivery) allowed.push('DELIVER');
  return {
    request_id: request.id,
    number: transferNumber('REQUEST', request.number),
    status: request.status,
    from_garage: outlet(request.fromGarageId),
    to_garage: outlet(request.toGarageId),
    lines_count: lines.length,
    total_quantity: total(lines.map((l) => l.quantity)),
    created_at: request.createdAt.toISOString(),
    requested_at: iso(request.requestedAt),
    received_at: iso(request.receivedAt),
    delivery_id: delivery?.id ?? null,
    delivery_status: delivery?.status ?? null,
    note: request.note,
    side,
    allowed_moves: allowed,
    lines: lines.map((l) => ({
      line_id: l.id,
      part_id: l.partId,
      part_name: parts.get(l.partId)?.name ?? '',
      part_number: parts.get(l.partId)?.partNumber ?? null,
      quantity: quantityText(l.quantity),
      available: quantityText(onHand.get(l.partId) ?? '0'),
    })),
    activity: activity.map((a) => ({
      action: a.action,
      garage_name: outlet(a.garageId).garage_name,
      user_name: a.userName,
      at: a.at.toISOString(),
    })),
  };
}

/** One delivery as the acting outlet sees it (404 for an outlet that is neither end). */
export async function loadTransferDelivery(db: Reader, current: Membership, id: number): Promise<TransferDelivery> {
  const { delivery, side } = deliverySide(await findDelivery(db, current.groupId, id), current);
  const [lines, outlet, request, activity] = await Promise.all([
    deliveryLines(db, current.groupId, id),
    outletNames(db, current.groupId),
    delivery.requestId === null ? undefined : findRequest(db, current.groupId, delivery.requestId),
    activityOf(db, current.groupId, { deliveryId: id }),
  ]);
  const partIds = lines.map((l) => l.partId);
  const [parts, onHand] = await Promise.all([
    partsOfOutlet(db, current.groupId, delivery.fromGarageId, partIds),
    onHandOf(db, current.groupId, delivery.fromGarageId, partIds),
  ]);
  const hideCost = hidesCost(current);
  return {
    delivery_id: delivery.id,
    number: transferNumber('DELIVERY', delivery.number),
    status: delivery.status,
    direct: delivery.requestId === null,
    request_id: delivery.requestId,
    request_number: request ? transferNumber('REQUEST', request.number) : null,
    from_garage: outlet(delivery.fromGarageId),
    to_garage: outlet(delivery.toGarageId),
    lines_count: lines.length,
    total_dispatched: total(lines.map((l) => l.dispatched)),
    total_received: total(lines.map((l) => l.received)),
    created_at: delivery.createdAt.toISOString(),
    dispatched_at: iso(delivery.dispatchedAt),
    received_at: iso(delivery.receivedAt),
    cancelled_at: iso(delivery.cancelledAt),
    note: delivery.note,
    cancel_reason: delivery.cancelReason,
    side,
    allowed_moves: deliveryMoves(delivery.status, side),
    lines: lines.map((l) => ({
      line_id: l.id,
      part_id: l.partId,
      part_name: parts.get(l.partId)?.name ?? '',
      part_number: parts.get(l.partId)?.partNumber ?? null,
      dest_part_id: l.destPartId,
      requested: quantityText(l.requested),
      reserved: quantityText(l.reserved),
      dispatched: quantityText(l.dispatched),
      received: quantityText(l.received),
      unit_cost: hideCost || l.unitCost === null ? null : new Money(l.unitCost).toFixed(2),
      available: quantityText(onHand.get(l.partId) ?? '0'),
      lots: (l.lots as Array<{ code: string; quantity: string; expiry_date: string | null }>).map((lot) => ({
        code: lot.code,
        quantity: quantityText(lot.quantity),
        expiry_date: lot.expiry_date,
      })),
    })),
    activity: activity.map((a) => ({
      action: a.action,
      garage_name: outlet(a.garageId).garage_name,
      user_name: a.userName,
      at: a.at.toISOString(),
    })),
  };
}

/** Requests the acting outlet made (OUTGOING) or was asked (INCOMING, drafts left out); newest first. */
export async function listTransferRequests(db: Reader, current: Membership, query: ListQuery): Promise<Paged<RequestSummary>> {
  const mine =
    query.direction === 'OUTGOING'
      ? sql`r.to_garage_id = ${current.garageId}`
      : sql`r.from_garage_id = ${current.garageId} and r.status <> 'DRAFT'`;
  const where = sql`r.group_id = ${current.groupId} and ${mine}`;
  const rows = await queryRows<{
    id: string;
    number: number;
    status: RequestSummary['status'];
    from_garage_id: string;
    to_garage_id: string;
    lines_count: number;
    total_quantity: string;
    created_at: Date | string;
    requested_at: Date | string | null;
    delivery_id: string | null;
    delivery_status: RequestSummary['delivery_status'];
  }>(
    db,
    sql`select r.id::text, r.number, r.status, r.from_garage_id::text, r.to_garage_id::text, r.created_at, r.requested_at,
               (select count(*)::int from transfer_request_line l where l.group_id = r.group_id and l.request_id = r.id) as lines_count,
               (select coalesce(sum(l.quantity), 0)::text from transfer_request_line l where l.group_id = r.group_id and l.request_id = r.id) as total_quantity,
               d.id::text as delivery_id, d.status as delivery_status
          from transfer_request r
          left join transfer_delivery d on d.group_id = r.group_id and d.request_id = r.id and d.status <> 'CANCELLED'
         where ${where}
         order by r.id desc
         limit ${query.page_size} offset ${query.page_number * query.page_size}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transfer_request r where ${where}`);
  const outlet = await outletNames(db, current.groupId);
  return pageOf(
    rows.map((r) => ({
      request_id: Number(r.id),
      number: transferNumber('REQUEST', r.number),
      status: r.status,
      from_garage: outlet(Number(r.from_garage_id)),
      to_garage: outlet(Number(r.to_garage_id)),
      lines_count: r.lines_count,
      total_quantity: quantityText(r.total_quantity),
      created_at: new Date(r.created_at).toISOString(),
      requested_at: r.requested_at ? new Date(r.requested_at).toISOString() : null,
      delivery_id: r.delivery_id === null ? null : Number(r.delivery_id),
      delivery_status: r.delivery_status,
    })),
    count?.n ?? 0,
    query.page_number,
    query.page_size,
  );
}

/** Deliveries the acting outlet sends (OUTGOING) or receives (INCOMING); newest first. */
export async function listTransferDeliveries(db: Reader, current: Membership, query: ListQuery): Promise<Paged<DeliverySummary>> {
  const mine =
    query.direction === 'OUTGOING' ? sql`d.from_garage_id = ${current.garageId}` : sql`d.to_garage_id = ${current.garageId}`;
  const where = sql`d.group_id = ${current.groupId} and ${mine}`;
  const rows = await queryRows<{
    id: string;
    number: number;
    status: DeliverySummary['status'];
    request_id: string | null;
    request_number: number | null;
    from_garage_id: string;
    to_garage_id: string;
    lines_count: number;
    total_dispatched: string;
    total_received: string;
    created_at: Date | string;
    dispatched_at: Date | string | null;
    received_at: Date | string | null;
  }>(
    db,
    sql`select d.id::text, d.number, d.status, d.request_id::text, r.number as request_number,
               d.from_garage_id::text, d.to_garage_id::text, d.created_at, d.dispatched_at, d.received_at,
               count(l.id)::int as lines_count, coalesce(sum(l.dispatched), 0)::text as total_dispatched,
               coalesce(sum(l.received), 0)::text as total_received
          from transfer_delivery d
          left join transfer_request r on r.group_id = d.group_id and r.id = d.request_id
          left join transfer_delivery_line l on l.group_id = d.group_id and l.delivery_id = d.id
         where ${where}
         group by d.group_id, d.id, r.number
         order by d.id desc
         limit ${query.page_size} offset ${query.page_number * query.page_size}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transfer_delivery d where ${where}`);
  const outlet = await outletNames(db, current.groupId);
  const when = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  return pageOf(
    rows.map((r) => ({
      delivery_id: Number(r.id),
      number: transferNumber('DELIVERY', r.number),
      status: r.status,
      direct: r.request_id === null,
      request_id: r.request_id === null ? null : Number(r.request_id),
      request_number: r.request_number === null ? null : transferNumber('REQUEST', r.request_number),
      from_garage: outlet(Number(r.from_garage_id)),
      to_garage: outlet(Number(r.to_garage_id)),
      lines_count: r.lines_count,
      total_dispatched: quantityText(r.total_dispatched),
      total_received: quantityText(r.total_received),
      created_at: new Date(r.created_at).toISOString(),
      dispatched_at: when(r.dispatched_at),
      received_at: when(r.received_at),
    })),
    count?.n ?? 0,
    query.page_number,
    query.page_size,
  );
}
