import type { Order } from '@garage/contract';
import { ACTIVE_ORDER_STATUSES, joinComments, Money } from '@garage/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customer, salesOrder, salesOrderLine, vehicle } from '../../db/schema.ts';
import { customerDisplayName } from '../customers/customer.repository.ts';

type Reader = Db | Tx;
type OrderRow = typeof salesOrder.$inferSelect;
// Stored with 4 decimals; shown with at least 2 and as many as the garage's rounding produced.
const fixed2 = (v: string | null) => {
  const m = new Money(v ?? 0);
  return m.toFixed(Math.max(2, m.decimalPlaces()));
};

async function views(db: Reader, groupId: number, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(salesOrderLine)
    .where(and(eq(salesOrderLine.groupId, groupId), inArray(salesOrderLine.orderId, ids)))
    .orderBy(asc(salesOrderLine.position));
  const customers = await db
    .select({ id: customer.id, firstName: customer.firstName, lastName: customer.lastName })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), inArray(customer.id, [...new Set(rows.map((r) => r.customerId))])));
  const carIds = rows.map((r) => r.userCarId).filter((v): v is number => v !== null);
  const cars = carIds.length
    ? await db
        .select({ id: vehicle.id, reg: vehicle.regNumber })
        .from(vehicle)
        .where(and(eq(vehicle.groupId, groupId), inArray(vehicle.id, carIds)))
    : [];
  return rows.map((r) => {
    const c = customers.find((x) => x.id === r.customerId);
    return {
      order_id: r.id,
      garage_id: r.garageId,
      external_order_id: r.externalOrderId,
      order_type: r.orderType,
      status: r.status,
      customer_id: r.customerId,
      customer_name: c ? customerDisplayName(c) : '',
      user_car_id: r.userCarId,
      reg_number: cars.find((x) => x.id === r.userCarId)?.reg ?? null,
      item_wise_discount: r.itemWiseDiscount,
      comments: joinComments(r.comments ?? ''),
      estimated_delivery_time: r.estimatedDeliveryTime ? r.estimatedDeliveryTime.toISOString() : null,
      odometer_reading: r.odometerReading,
      lpo_number: r.lpoNumber,
      garage_recommendation: r.garageRecommendation,
      customer_remarks: r.customerRemarks,
      signature_url: r.signatureUrl,
      lines: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => {
          const priced = l.priced as {
            amount: string;
            taxable: string;
            share: string;
            taxes: Array<{ name: string; amount: string }>;
            total: string;
          };
          return {
            kind: l.kind,
            item_id: l.itemId,
            name: l.name,
            code: l.code,
            package_name: l.packageName,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            discount: l.discountPct,
            tax_inclusive: l.taxInclusive,
            tax_category_name: (l.taxCategory as { name?: string } | null)?.name ?? null,
            amount: priced.amount,
            taxable: priced.taxable,
            share: priced.share,
            taxes: priced.taxes,
            total: priced.total,
          };
        }),
      sub_total: fixed2(r.subTotal),
      discount: fixed2(r.discount),
      tax_lines: r.taxLines as Array<{ name: string; amount: string }>,
      tax_total: fixed2(r.taxTotal),
      total_amount: fixed2(r.grandTotal),
      labour_amount: fixed2(r.labourAmount),
      labour_tax_amount: fixed2(r.labourTaxAmount),
      parts_tax_amount: fixed2(r.partsTaxAmount),
      created_at: r.createdAt.toISOString(),
    };
  });
}

export async function findOrder(db: Reader, groupId: number, garageId: number, id: number): Promise<Order | null> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, groupId),
        eq(salesOrder.garageId, garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.id, id),
      ),
    );
  const [view] = await views(db, groupId, rows);
  return view ?? null;
}

export async function activeOrdersOfVehicle(db: Reader, groupId: number, garageId: number, userCarId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.groupId, groupId),
        eq(salesOrder.garageId, garageId),
        eq(salesOrder.document, 'ORDER'),
        eq(salesOrder.userCarId, userCarId),
        inArray(salesOrder.status, [...ACTIVE_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(salesOrder.id));
  return views(db, groupId, rows);
}
