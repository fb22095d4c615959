import type { OrderCreate } from '@garage/contract';
import {
  checkDocumentTotals,
  columnMax,
  createFormatter,
  joinComments,
  type Language,
  MONEY_COLUMN,
  Money,
  normalizeReg,
  normalizeSearch,
  type PartStatus,
  type PricedOrder,
  type PriceLineInput,
  PricingError,
  priceIssue,
  priceOrder,
  priceRules,
  type TaxCategoryRate,
  vehicleDisplayName,
} from '@garage/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { salesOrderLine } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { GarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { serialLineOf } from '../parts-on-orders/order-part-lines.ts';
import { checkNamedSerials } from '../parts-on-orders/order-serials.ts';
import { type AmcEffect, applyAmcRule, loadAmcItems } from './amc-rule.ts';
import { type DocumentContext, loadDocumentContext } from './document-context.ts';
import { checkWholeUnitQuantities } from './whole-unit-quantity.ts';

/** The payload of every create and full edit of an order or quotation (the order type is fixed on edit). */
export type DocumentInput = z.output<typeof OrderCreate>;
export type Document = 'ORDER' | 'QUOTE';

export interface Line {
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
  uomChild: number | null;
  masterUnitId: number | null;
  /** A catalogue part's stock tracking (from its master); null for services and free-text parts. */
  tracking: 'NONE' | 'BATCH' | 'SERIAL' | null;
  /** The serial numbers named on a part line (decision 056 addendum). */
  serials: string[];
}

/** The tax category as it was when the line was priced (kept with the line). */
export interface TaxSnapshot extends TaxCategoryRate {
  id: number;
}

/** Extra figures kept with a line's price-engine figures (sales_order_line.priced). */
export interface LineExtras {
  uom_child?: number | null;
  /** What the line used of a maintenance contract item (given back when the order is edited or cancelled). */
  amc?: { amc_item_id: number; availed: string } | null;
  /** The serial numbers of a SERIAL-tracked part on the line (decision 056 addendum); left out when none. */
  serials?: string[];
}

/** The customer and vehicle as they were when the document was saved: what lists and search read. */
export interface Snapshot {
  customerName: string;
  customerMobile: string;
  customerEmail: string | null;
  regNumber: string | null;
  vehicleName: string | null;
}

export interface PricedDocument {
  lines: Line[];
  taxes: Array<TaxSnapshot | null>;
  priced: PricedOrder;
  snapshot: Snapshot;
  amc: AmcEffect[];
  settings: GarageSettings;
  /** Orders under part issuance: each line's part status (decision 056); quotations have none. */
  partStatuses?: Array<PartStatus | null>;
}

export interface PriceOptions {
  document: Document;
  /**
   * Check the caller's price roles against the masters. Off when an order is made from a quotation: its
   * prices were checked when the quotation was saved.
   */
  checkPrices: boolean;
  /**
   * For AMC documents: whether the lines use the contract (orders: rows locked, availed by the caller
   * after writing) or only price with it (quotations). An edited order locks what it used before as well
   * (`alsoLock`) and gives it back in `beforeRule`, so the rule counts on what remains without it.
   */
  amc: { avail: boolean; alsoLock?: readonly number[]; beforeRule?: () => Promise<void> };
}

function checkPrice(current: Membership, line: Line, master: string | null, settings: GarageSettings) {
  const issue = priceIssue(priceRules(current.roles), line.unitPrice, master);
  if (issue === 'order.priceRestricted') throw badRequest(issue, { name: line.name });
  if (issue === 'order.priceAboveMaster') {
    // The master price as the garage shows it (currency, digits), in the caller's language.
    const price = (language: Language) =>
      createFormatter({
        language,
        countryCode: settings.countryCode,
        currency: settings.currencyCode,
        digits: settings.props.rounding_mode,
        timeZone: settings.timeZone,
      }).money(master ?? 0);
    throw badRequest(issue, { name: line.name, price });
  }
}

function linesOf(input: DocumentInput): Line[] {
  return [
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
        uomChild: null,
        masterUnitId: null,
        tracking: null,
        serials: [],
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
        uomChild: p.uom_child ?? null,
        masterUnitId: null,
        tracking: null,
        serials: (p.serials ?? []).map((code) => code.trim()),
      }),
    ),
  ];
}

/** The customer (of the group) and the vehicle (of that customer), as a snapshot. */
function snapshotOf(context: DocumentContext, input: DocumentInput, settings: GarageSettings): Snapshot {
  const c = context.customer;
  if (!c) throw new AppError('NOT_FOUND', 'customer.notFound');
  const snapshot: Snapshot = {
    customerName: [c.firstName, c.lastName].filter(Boolean).join(' '),
    customerMobile: `+${c.phoneCode} ${c.mobile}`,
    customerEmail: c.email,
    regNumber: null,
    vehicleName: null,
  };
  if (input.user_car_id) {
    const v = context.vehicle;
    if (!v) throw new AppError('NOT_FOUND', 'vehicle.notFound');
    if (v.customerId !== input.customer_id) throw badRequest('order.vehicleOfOtherCustomer');
    snapshot.regNumber = v.regNumber;
    snapshot.vehicleName = vehicleDisplayName({
      brandName: v.brandName,
      modelName: v.modelName,
      fuelType: v.fuelType,
      regNumber: v.regNumber,
      hideBrand: settings.props.hide_brand,
      hideFuel: settings.props.hide_fuel,
    });
  } else if (input.order_type !== 'COUNTER_SALE') {
    throw badRequest('order.vehicleRequired');
  }
  return snapshot;
}

/**
 * Validates a payload and prices it: customer and vehicle of this group (snapshot), lines against the
 * garage's masters (price roles, default tax categories, part units), the AMC rule for AMC documents,
 * then every figure with the domain engine. Shared by order create and edit, quotation create and edit,
 * and conversion of a quotation.
 */
export async function priceDocument(
  tx: Db | Tx,
  current: Membership,
  input: DocumentInput,
  options: PriceOptions,
): Promise<PricedDocument> {
  const { groupId, garageId } = current;
  const lines = linesOf(input);
  // Masters of the garage: prices for the price roles, tax categories when a line names none, part units.
  const serviceIds = lines.filter((l) => l.kind === 'service' && l.itemId).map((l) => l.itemId!);
  const partIds = lines.filter((l) => l.kind === 'part' && l.itemId).map((l) => l.itemId!);
  const context = await loadDocumentContext(tx, groupId, garageId, {
    customerId: input.customer_id,
    vehicleId: input.user_car_id ?? null,
    serviceIds,
    partIds,
  });
  const { settings } = context;
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const { props } = settings;

  const snapshot = snapshotOf(context, input, settings);
  if (lines.length === 0) throw badRequest('order.noLines');

  const services = new Map(context.services.map((m) => [m.id, m]));
  const parts = new Map(context.parts.map((m) => [m.id, m]));
  for (const line of lines) {
    if (!line.itemId) continue;
    const master = (line.kind === 'service' ? services : parts).get(line.itemId);
    if (!master) throw new AppError('VALIDATION', 'catalogue.itemUnknown');
    line.taxCategoryId ??= master.tax;
    // The line's code (SAC / HSN) is the master's unless the line names its own: the bill's HSN summary needs it.
    line.code ??= master.code ?? null;
    if (line.kind === 'part') {
      line.masterUnitId = master.unitId ?? null;
      line.tracking = master.tracking ?? null;
    }
    if (options.checkPrices) checkPrice(current, line, master.price, settings);
  }
  checkWholeUnitQuantities(lines);
  checkNamedSerials(lines.filter((l) => l.kind === 'part').map(serialLineOf), options.document, props.batch_serial_enabled);

  // Spec 5, AMC: before pricing, a line beyond what remains of the contract loses its discount.
  let amc: AmcEffect[] = [];
  if (input.order_type === 'AMC') {
    // AMC documents are priced inside a transaction (createOrderOnce, quotes): the contract rows stay locked.
    const load = (lock: boolean, alsoLock?: readonly number[]) =>
      loadAmcItems(tx as Tx, groupId, garageId, input.customer_id, input.user_car_id ?? null, lock, alsoLock);
    let items = await load(options.amc.avail, options.amc.alsoLock);
    if (options.amc.beforeRule) {
      await options.amc.beforeRule();
      items = await load(false);
    }
    amc = applyAmcRule(lines, items, options.amc.avail);
  }

  const { taxes } = context;
  const rate = (id: number | null): TaxSnapshot | null => {
    if (id === null) return null;
    const t = taxes.get(id);
    if (!t) throw new AppError('VALIDATION', 'catalogue.taxUnknown');
    return {
      id,
      name: t.name,
      total_value: t.total_value,
      components: t.tax_component_list.map((k) => ({ name: k.tax_component_name, value: k.value })),
    };
  };
  const taxSnapshots = lines.map((l) => rate(l.taxCategoryId));
  const priceLines: PriceLineInput[] = lines.map((l, i) => ({
    kind: l.kind,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    discount: l.discount,
    tax_inclusive: l.taxInclusive,
    tax_category: taxSnapshots[i] ?? null,
  }));
  let priced: PricedOrder;
  try {
    priced = priceOrder(priceLines, {
      digits: props.rounding_mode,
      is_tax_applicable: props.is_tax_applicable,
      country_code: settings.countryCode,
      item_wise_discount: input.item_wise_discount,
      discount: input.discount ?? null,
    });
    checkDocumentTotals(priced);
  } catch (error) {
    if (error instanceof PricingError) {
      if (error.key === 'pricing.taxCategoryRequired')
        throw badRequest('order.taxCategoryRequired', { line: (error.line ?? 0) + 1 });
      if (error.key === 'pricing.discountTooHigh') throw badRequest('order.discountTooHigh');
      if (error.key === 'pricing.discountPercentTooHigh') throw badRequest('order.discountPercentTooHigh');
      if (error.key === 'pricing.negativeTotal') throw badRequest('order.negativeTotal');
      if (error.key === 'pricing.totalTooLarge') throw badRequest('order.totalTooLarge', { max: columnMax(MONEY_COLUMN) });
      throw badRequest('order.quantity');
    }
    throw error;
  }
  return { lines, taxes: taxSnapshots, priced, snapshot, amc, settings };
}

/**
 * The order search's text: the number as 'ro00012' (digits typed alone find it inside), the customer's
 * name and mobile (with and without country code) and the plate without spaces or dashes. An exact
 * number is found through the number column.
 */
export function documentSearchText(document: Document, number: number, snapshot: Snapshot): string {
  return [numberSearchToken(document, number), snapshotSearchText(snapshot)].filter(Boolean).join(' ');
}

/** The number's part of the search text: 'ro00012' (as many digits as it has beyond five). */
export function numberSearchToken(document: Document, number: number): string {
  return `${document === 'ORDER' ? 'ro' : 'qt'}${String(number).padStart(5, '0')}`;
}

/** The customer's and vehicle's part of the search text. */
export function snapshotSearchText(snapshot: Snapshot): string {
  const [code, mobile] = snapshot.customerMobile.replace(/^\+/, '').split(' ');
  return [
    normalizeSearch(snapshot.customerName),
    mobile ?? '',
    code && mobile ? `${code}${mobile}` : '',
    snapshot.regNumber ? normalizeReg(snapshot.regNumber) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The columns a create and a full edit both write (not number, status, document or dates of the row). */
export function documentColumns(input: DocumentInput, doc: PricedDocument) {
  const { priced, snapshot } = doc;
  return {
    customerId: input.customer_id,
    userCarId: input.user_car_id ?? null,
    customerName: snapshot.customerName,
    customerMobile: snapshot.customerMobile,
    customerEmail: snapshot.customerEmail,
    regNumber: snapshot.regNumber,
    vehicleName: snapshot.vehicleName,
    itemWiseDiscount: input.item_wise_discount,
    discountType: input.discount?.type ?? null,
    discountValue: input.discount?.value ?? null,
    comments: joinComments(input.comments),
    odometerReading: input.odometer_reading ?? null,
    lpoNumber: input.lpo_number || null,
    garageRecommendation: input.garage_recommendation || null,
    customerRemarks: input.customer_remarks.filter((r) => r.trim()),
    orderProperties: input.order_properties,
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
  };
}

/** The stored form of each priced line, in order (sales_order_line without its keys). */
export function lineRows(doc: PricedDocument, itemWiseDiscount: boolean) {
  return doc.lines.map((l, position) => {
    const effect = doc.amc.find((e) => e.line === position + 1);
    const extras: LineExtras = {
      uom_child: l.uomChild,
      amc: effect && !new Money(effect.availed).isZero() ? { amc_item_id: effect.amc_item_id, availed: effect.availed } : null,
      ...(l.serials.length ? { serials: l.serials } : {}),
    };
    return {
      position,
      kind: l.kind,
      item_id: l.itemId,
      name: l.name,
      code: l.code,
      package_name: l.packageName,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      discount_pct: itemWiseDiscount ? l.discount : '0',
      tax_inclusive: l.taxInclusive,
      tax_category: doc.taxes[position] ?? null,
      insurance_percentage: l.insurancePercentage,
      customer_percentage: l.customerPercentage,
      priced: { ...doc.priced.lines[position]!, ...extras },
      total: doc.priced.lines[position]!.total,
      part_status: doc.partStatuses?.[position] ?? null,
    };
  });
}

const LINE_COLUMNS = [
  'position int',
  'kind text',
  'item_id bigint',
  'name text',
  'code text',
  'package_name text',
  'quantity numeric',
  'unit_price numeric',
  'discount_pct numeric',
  'tax_inclusive boolean',
  'tax_category jsonb',
  'insurance_percentage numeric',
  'customer_percentage numeric',
  'priced jsonb',
  'total numeric',
  'part_status text',
].map((c) => c.split(' ') as [string, string]);
const LINE_NAMES = sql.raw(LINE_COLUMNS.map(([name]) => name).join(', '));
const LINE_VALUES = sql.raw(LINE_COLUMNS.map(([name]) => `x.${name}`).join(', '));
const LINE_RECORD = sql.raw(`x(${LINE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})`);

/**
 * The insert of a document's priced lines, for the order id `orderId` (a value, or a column of `from`
 * inside a larger statement). One parameter for every line: building a 50-row VALUES list through the
 * query builder cost more than the database's work (bench-orders.ts).
 */
export function linesInsert(groupId: number, orderId: SQL, doc: PricedDocument, itemWiseDiscount: boolean, from?: SQL): SQL {
  return sql`insert into ${salesOrderLine} (group_id, order_id, ${LINE_NAMES})
    select ${groupId}, ${orderId}, ${LINE_VALUES}
    from ${from ? sql`${from}, ` : sql``}jsonb_to_recordset(${JSON.stringify(lineRows(doc, itemWiseDiscount))}::jsonb) as ${LINE_RECORD}
    returning id, position`;
}

/**
 * The lines as the database gives them back after `linesInsert`: numbers with their columns' scales
 * (quantity 3, prices and percentages 4), so a view built from them equals one read from the table.
 */
export function storedLines(doc: PricedDocument, itemWiseDiscount: boolean) {
  const scaled = (v: string, scale: number) => new Money(v).toFixed(scale);
  const orNull = (v: string | null) => (v === null ? null : scaled(v, 4));
  return lineRows(doc, itemWiseDiscount).map((l) => ({
    position: l.position,
    kind: l.kind,
    itemId: l.item_id,
    name: l.name,
    code: l.code,
    packageName: l.package_name,
    quantity: scaled(l.quantity, 3),
    unitPrice: scaled(l.unit_price, 4),
    discountPct: scaled(l.discount_pct, 4),
    taxInclusive: l.tax_inclusive,
    taxCategory: l.tax_category,
    insurancePercentage: orNull(l.insurance_percentage),
    customerPercentage: orNull(l.customer_percentage),
    priced: l.priced,
    total: scaled(l.total, 4),
    partStatus: l.part_status,
  }));
}

/** Writes the priced lines of a document (after deleting the old ones on an edit). */
export async function writeLines(
  tx: Tx,
  groupId: number,
  orderId: number,
  doc: PricedDocument,
  itemWiseDiscount: boolean,
): Promise<void> {
  await tx.execute(linesInsert(groupId, sql`${orderId}`, doc, itemWiseDiscount));
}

/** What the lines of a stored document used of maintenance contracts. */
export async function amcUsedBy(tx: Tx, groupId: number, orderId: number) {
  const rows = await tx
    .select({ priced: salesOrderLine.priced })
    .from(salesOrderLine)
    .where(and(eq(salesOrderLine.groupId, groupId), eq(salesOrderLine.orderId, orderId)));
  return rows.map((r) => (r.priced as LineExtras).amc).filter((a): a is NonNullable<LineExtras['amc']> => Boolean(a));
}
