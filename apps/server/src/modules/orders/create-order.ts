import type { OrderCreate } from '@garage/contract';
import {
  externalOrderId,
  hasAnyRole,
  initialOrderStatus,
  joinComments,
  Money,
  type PriceLineInput,
  PricingError,
  priceOrder,
  type TaxCategoryRate,
} from '@garage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customer, garageCounter, orderActivity, part, salesOrder, salesOrderLine, service, vehicle } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { loadTaxCategories } from '../catalogue/tax-categories.ts';
import { loadGarageSettings } from '../garages/garage-properties.ts';

type Input = z.output<typeof OrderCreate>;

interface Line {
  kind: 'service' | 'part';
  itemId: number | null;
  name: string;
  code: string | null;
  packageName: string | null;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxInclusive: boolean;
  taxCategoryId: number | null;
  insurancePercentage: string | null;
  customerPercentage: string | null;
}

/** Takes the next number of a garage's sequence inside the caller's transaction (see garage_counter). */
export async function nextNumber(tx: Tx, current: Membership, kind: 'ORDER' | 'QUOTE'): Promise<number> {
  const [row] = await tx
    .insert(garageCounter)
    .values({ groupId: current.groupId, garageId: current.garageId, kind, lastValue: 1 })
    .onConflictDoUpdate({
      target: [garageCounter.groupId, garageCounter.garageId, garageCounter.kind],
      set: { lastValue: sql`${garageCounter.lastValue} + 1` },
    })
    .returning({ value: garageCounter.lastValue });
  if (!row) throw new Error('counter upsert returned nothing');
  return row.value;
}

function checkPrice(current: Membership, line: Line, master: string | null) {
  if (master === null || hasAnyRole(current.roles, ['GARAGE_OWNER'])) return;
  const price = new Money(line.unitPrice);
  if (current.roles.includes('PRICE_EDIT_RESTRICTED') && !price.equals(master))
    throw badRequest('order.priceRestricted', { name: line.name });
  if (current.roles.includes('PRICE_EDIT_RESTRICTED_UPWARDS') && price.gt(master)) {
    throw badRequest('order.priceAboveMaster', { name: line.name, price: new Money(master).toFixed(2) });
  }
}

/**
 * Creates an order. Every figure is priced here with the domain engine from the garage's masters and
 * settings; the number comes from the garage's counter in the same transaction, with an activity row.
 */
export async function createOrder(tx: Tx, current: Membership, input: Input, userId: number, now: Date): Promise<number> {
  const { groupId, garageId } = current;
  const settings = await loadGarageSettings(tx, groupId, garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const { props } = settings;

  const counterSale = input.order_type === 'COUNTER_SALE';
  // Spec 5: delivery time is required except for a counter sale, which is handed over now.
  const delivery = counterSale ? now : input.estimated_delivery_time ? new Date(input.estimated_delivery_time) : null;
  if (!delivery) throw badRequest('order.deliveryTime');

  const [c] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, input.customer_id)))
    .limit(1);
  if (!c) throw new AppError('NOT_FOUND', 'customer.notFound');
  if (input.user_car_id) {
    const [v] = await tx
      .select({ customerId: vehicle.customerId })
      .from(vehicle)
      .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, input.user_car_id)))
      .limit(1);
    if (!v) throw new AppError('NOT_FOUND', 'vehicle.notFound');
    if (v.customerId !== input.customer_id) throw badRequest('order.vehicleOfOtherCustomer');
  } else if (!counterSale) {
    throw badRequest('order.vehicleRequired');
  }

  const lines: Line[] = [
    ...input.services_break_up.map(
      (s): Line => ({
        kind: 'service',
        itemId: s.service_id ?? null,
        name: s.service_name,
        code: s.sac ?? null,
        packageName: s.package_name ?? null,
        quantity: s.quantity,
        unitPrice: s.unit_price ?? '0',
        discount: s.discount ?? '0',
        taxInclusive: s.tax_inclusive ?? false,
        taxCategoryId: s.tax_category_id ?? null,
        insurancePercentage: s.insurance_percentage ?? null,
        customerPercentage: s.customer_percentage ?? null,
      }),
    ),
    ...input.parts_break_up.map(
      (p): Line => ({
        kind: 'part',
        itemId: p.part_id ?? null,
        name: p.part_name,
        code: p.hsn ?? null,
        packageName: p.package_name ?? null,
        quantity: p.quantity,
        unitPrice: p.unit_price ?? '0',
        discount: p.discount ?? '0',
        // Spec: parts are tax inclusive unless said otherwise.
        taxInclusive: p.tax_inclusive ?? true,
        taxCategoryId: p.tax_category_id ?? null,
        insurancePercentage: p.insurance_percentage ?? null,
        customerPercentage: p.customer_percentage ?? null,
      }),
    ),
  ];
  if (lines.length === 0) throw badRequest('order.noLines');

  // Masters of the garage: prices for the price roles, tax categories when a line names none.
  const serviceIds = lines.filter((l) => l.kind === 'service' && l.itemId).map((l) => l.itemId!);
  const partIds = lines.filter((l) => l.kind === 'part' && l.itemId).map((l) => l.itemId!);
  const services = serviceIds.length
    ? await tx
        .select({ id: service.id, price: service.price, tax: service.taxCategoryId })
        .from(service)
        .where(and(eq(service.groupId, groupId), eq(service.garageId, garageId), inArray(service.id, serviceIds)))
    : [];
  const parts = partIds.length
    ? await tx
        .select({ id: part.id, price: part.sellingPrice, tax: part.taxCategoryId })
        .from(part)
        .where(and(eq(part.groupId, groupId), eq(part.garageId, garageId), inArray(part.id, partIds)))
    : [];
  for (const line of lines) {
    if (!line.itemId) continue;
    const master = (line.kind === 'service' ? services : parts).find((m) => m.id === line.itemId);
    if (!master) throw new AppError('VALIDATION', 'catalogue.itemUnknown');
    line.taxCategoryId ??= master.tax;
    checkPrice(current, line, master.price);
  }
  const taxes = await loadTaxCategories(tx, groupId, garageId);
  const rate = (id: number | null): TaxCategoryRate | null => {
    if (id === null) return null;
    const t = taxes.get(id);
    if (!t) throw new AppError('VALIDATION', 'catalogue.taxUnknown');
    return {
      name: t.name,
      total_value: t.total_value,
      components: t.tax_component_list.map((k) => ({ name: k.tax_component_name, value: k.value })),
    };
  };
  const priceLines: PriceLineInput[] = lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discount,
    tax_inclusive: l.taxInclusive,
    tax_category: rate(l.taxCategoryId),
  }));
  let priced: ReturnType<typeof priceOrder>;
  try {
    priced = priceOrder(priceLines, {
      digits: props.rounding_mode,
      is_tax_applicable: props.is_tax_applicable,
      country_code: settings.countryCode,
      item_wise_discount: input.item_wise_discount,
      discount: input.discount ?? null,
    });
  } catch (error) {
    if (error instanceof PricingError) {
      if (error.key === 'pricing.taxCategoryRequired')
        throw badRequest('order.taxCategoryRequired', { line: (error.line ?? 0) + 1 });
      if (error.key === 'pricing.discountTooHigh') throw badRequest('order.discountTooHigh');
      throw badRequest('order.quantity');
    }
    throw error;
  }

  const number = await nextNumber(tx, current, 'ORDER');
  const [row] = await tx
    .insert(salesOrder)
    .values({
      groupId,
      garageId,
      document: 'ORDER',
      number,
      externalOrderId: externalOrderId('ORDER', number),
      orderType: input.order_type,
      status: initialOrderStatus(input.order_type, props.part_issuance_enabled),
      customerId: input.customer_id,
      userCarId: input.user_car_id ?? null,
      itemWiseDiscount: input.item_wise_discount,
      discountType: input.discount?.type ?? null,
      discountValue: input.discount?.value ?? null,
      comments: joinComments(input.comments),
      estimatedDeliveryTime: delivery,
      odometerReading: input.odometer_reading ?? null,
      lpoNumber: input.lpo_number || null,
      garageRecommendation: input.garage_recommendation || null,
      customerRemarks: input.customer_remarks.filter((r) => r.trim()),
      orderProperties: input.order_properties,
      expiryDate: input.expiry_date ?? null,
      purchaseDate: input.purchase_date ?? null,
      orderFulfilmentDate: input.order_fulfilment_date ?? null,
      signatureUrl: input.signature_url || null,
      subTotal: priced.sub_total,
      discount: priced.discount,
      taxTotal: priced.tax_total,
      grandTotal: priced.grand_total,
      labourAmount: priced.labour_amount,
      labourTaxAmount: priced.labour_tax_amount,
      partsTaxAmount: priced.parts_tax_amount,
      taxLines: priced.tax_lines,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: salesOrder.id });
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(salesOrderLine).values(
    lines.map((l, position) => ({
      groupId,
      orderId: row.id,
      position,
      kind: l.kind,
      itemId: l.itemId,
      name: l.name,
      code: l.code,
      packageName: l.packageName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountPct: input.item_wise_discount ? l.discount : '0',
      taxInclusive: l.taxInclusive,
      taxCategory: priceLines[position]?.tax_category ?? null,
      insurancePercentage: l.insurancePercentage,
      customerPercentage: l.customerPercentage,
      priced: priced.lines[position]!,
      total: priced.lines[position]!.total,
    })),
  );
  await tx.insert(orderActivity).values({ groupId, orderId: row.id, action: 'CREATED', userId, at: now, detail: { number } });
  return row.id;
}
