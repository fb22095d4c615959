/**
 * Outsourced work (issue 14, decision 063): send a job of a repair order to another workshop, take it
 * back, cancel it while out, and record the vendor's bill for it as a vendor bill (a stock_in row of kind
 * OUTSOURCE, no lines) so that vendor dues and outgoing payments (decision 054) owe and pay it unchanged.
 */
import type {
  OutsourceBillInput,
  OutsourceCancelInput,
  OutsourceReceiveInput,
  OutsourceWork,
  OutsourceWorkInput,
  OutsourceWorkPage,
  OutsourceWorkQuery,
  TaxCategory,
} from '@garage/contract';
import { PURCHASE_WRITE } from '@garage/contract/meta';
import {
  canLeaveSent,
  columnMax,
  fitsColumn,
  hasAnyRole,
  localDay,
  MONEY_COLUMN,
  OUTSOURCE_CLOSED_ORDER_STATUSES,
  priceOrder,
  priceRules,
  vendorBillDue,
} from '@garage/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { type GarageSettings, loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { pageOf } from '../../platform/paging.ts';
import { loadTaxCategories } from '../catalogue/tax-category.repository.ts';
import { checkVendor } from '../purchasing/create-purchase-order.ts';
import { logPurchaseActivity } from '../purchasing/purchase-activity.ts';
import { hidden } from '../purchasing/purchase-order-view.ts';
import { insertStockIn } from '../purchasing/stock-in.repository.ts';
import {
  findOutsourceWork,
  insertOutsourceWork,
  lockOutsourceWork,
  lockWorkBill,
  type OutsourceHead,
  type OutsourceRow,
  orderOfGarage,
  outsourceWorkOfOrder,
  searchOutsourceRows,
  setOutsourceNumber,
  updateOutsourceWork,
} from './outsource.repository.ts';

type Input = z.output<typeof OutsourceWorkInput>;
type BillInput = z.output<typeof OutsourceBillInput>;

async function garageToday(db: Db | Tx, current: Membership, now: Date): Promise<{ settings: GarageSettings; today: string }> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  return { settings, today: localDay(now, settings.timeZone) };
}

// ---------- views ----------

function view(h: OutsourceHead, hide: boolean, today: string): OutsourceWork {
  const w = h.w;
  const b = h.bill;
  return {
    outsource_work_id: w.id,
    work_number: w.workNumber,
    order_id: w.orderId,
    order_number: h.orderNumber,
    reg_number: h.regNumber,
    vendor_id: w.vendorId,
    vendor_name: h.vendorName,
    description: w.description,
    sent_day: w.sentDay,
    expected_back_day: w.expectedBackDay,
    received_day: w.receivedDay,
    status: w.status,
    overdue: w.status === 'SENT' && w.expectedBackDay !== null && w.expectedBackDay < today,
    note: w.note,
    created_by_name: h.createdByName,
    created_at: w.createdAt.toISOString(),
    received_at: w.receivedAt?.toISOString() ?? null,
    cancelled_at: w.cancelledAt?.toISOString() ?? null,
    bill:
      b && b.id !== null
        ? {
            stock_in_id: b.id,
            bill_number: b.billNumber,
            bill_date: b.billDate,
            sub_total: hidden(hide, b.subTotal),
            tax_total: hidden(hide, b.taxTotal),
            grand_total: hidden(hide, b.grandTotal),
            paid_amount: hidden(hide, b.paidAmount),
            due_amount:
              hide || b.grandTotal === null
                ? null
                : b.voidedAt
                  ? '0.00'
                  : vendorBillDue(b.grandTotal, b.paidAmount ?? '0', b.creditedAmount ?? '0'),
            voided_at: b.voidedAt?.toISOString() ?? null,
            void_reason: b.voidReason,
          }
        : null,
    prices_hidden: hide,
  };
}

export async function loadOutsourceWork(db: Db | Tx, current: Membership, id: number, now: Date): Promise<OutsourceWork> {
  const row = await findOutsourceWork(db, current, id);
  if (!row) throw new AppError('NOT_FOUND', 'outsource.notFound');
  const { today } = await garageToday(db, current, now);
  return view(row, priceRules(current.roles).hidePurchase, today);
}

export async function orderOutsourceWork(db: Db, current: Membership, orderId: number, now: Date): Promise<OutsourceWork[]> {
  if (!(await orderOfGarage(db, current, orderId))) throw new AppError('NOT_FOUND', 'outsource.orderNotFound');
  const { today } = await garageToday(db, current, now);
  const hide = priceRules(current.roles).hidePurchase;
  return (await outsourceWorkOfOrder(db, current, orderId)).map((r) => view(r, hide, today));
}

export async function searchOutsourceWork(
  db: Db,
  current: Membership,
  query: z.output<typeof OutsourceWorkQuery>,
  now: Date,
): Promise<z.infer<typeof OutsourceWorkPage>> {
  const { today } = await garageToday(db, current, now);
  const hide = priceRules(current.roles).hidePurchase;
  const { rows, total } = await searchOutsourceRows(db, current, {
    status: query.status,
    vendorId: query.vendor_id,
    q: query.q,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  return pageOf(
    rows.map((r) => view(r, hide, today)),
    total,
    query.page_number,
    query.page_size,
    true,
  );
}

// ---------- send out ----------

/** Sends a job out: the order open and of this garage, the vendor active; numbered OW-n as the last write. */
export async function createOutsourceWork(tx: Tx, current: Membership, input: Input, userId: number, now: Date): Promise<number> {
  const { today } = await garageToday(tx, current, now);
  const order = await orderOfGarage(tx, current, input.order_id);
  if (!order) throw new AppError('NOT_FOUND', 'outsource.orderNotFound');
  if (OUTSOURCE_CLOSED_ORDER_STATUSES.includes(order.status))
    throw badRequest('outsource.orderClosed', { number: order.number, status: order.status });
  await checkVendor(tx, current, input.vendor_id);
  if (input.expected_back_day && input.expected_back_day < today) throw badRequest('outsource.expectedBeforeSent');
  const id = await insertOutsourceWork(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    orderId: order.id,
    vendorId: input.vendor_id,
    description: input.description.trim(),
    sentDay: today,
    expectedBackDay: input.expected_back_day ?? null,
    status: 'SENT',
    note: input.note?.trim() || null,
    createdBy: userId,
    createdAt: now,
  });
  const number = await setOutsourceNumber(tx, current, id, await nextNumber(tx, current, 'OUTSOURCE_WORK'));
  await logPurchaseActivity(tx, current, 'OUTSOURCE_WORK', id, 'SENT', userId, now, {
    number,
    order_id: order.id,
    vendor_id: input.vendor_id,
  });
  return id;
}

export async function createOutsourceWorkOnce(
  db: Db,
  current: Membership,
  input: Input,
  userId: number,
  now: Date,
  key: string | undefined,
): Promise<{ status: number; view: OutsourceWork }> {
  const result = await idempotent(db, { userId, scope: `outsource:${current.garageId}`, key, body: input }, async (tx) => ({
    status: 201,
    body: { id: await createOutsourceWork(tx, current, input, userId, now) },
  }));
  return { status: result.status, view: await loadOutsourceWork(db, current, result.body.id, now) };
}

// ---------- receive, cancel ----------

async function lockedWork(tx: Tx, current: Membership, id: number): Promise<OutsourceRow> {
  const work = await lockOutsourceWork(tx, current, id);
  if (!work) throw new AppError('NOT_FOUND', 'outsource.notFound');
  return work;
}

/** SENT → RECEIVED; with the bill in the same transaction when it came with the work (needs PURCHASE_WRITE). */
export async function receiveOutsourceWork(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof OutsourceReceiveInput>,
  userId: number,
  now: Date,
): Promise<void> {
  const work = await lockedWork(tx, current, id);
  if (input.bill && !hasAnyRole(current.roles, PURCHASE_WRITE)) throw forbidden();
  if (!canLeaveSent(work.status)) throw badRequest('outsource.notSent', { number: work.workNumber, status: work.status });
  const { today } = await garageToday(tx, current, now);
  const note = input.note?.trim();
  await updateOutsourceWork(tx, current, id, {
    status: 'RECEIVED',
    receivedDay: today,
    receivedBy: userId,
    receivedAt: now,
    ...(note ? { note: work.note ? `${work.note}\n${note}` : note } : {}),
  });
  await logPurchaseActivity(tx, current, 'OUTSOURCE_WORK', id, 'RECEIVED', userId, now, { number: work.workNumber });
  if (input.bill) await billWork(tx, current, { ...work, status: 'RECEIVED' }, input.bill, userId, now);
}

export async function cancelOutsourceWork(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof OutsourceCancelInput>,
  userId: number,
  now: Date,
): Promise<void> {
  const work = await lockedWork(tx, current, id);
  if (!canLeaveSent(work.status)) throw badRequest('outsource.notSent', { number: work.workNumber, status: work.status });
  await updateOutsourceWork(tx, current, id, { status: 'CANCELLED', cancelledBy: userId, cancelledAt: now });
  await logPurchaseActivity(tx, current, 'OUTSOURCE_WORK', id, 'CANCELLED', userId, now, {
    number: work.workNumber,
    reason: input.reason?.trim() || null,
  });
}

// ---------- the vendor's bill ----------

const rate = (c: TaxCategory) => ({
  name: c.name,
  total_value: c.total_value,
  components: c.tax_component_list.map((k) => ({ name: k.tax_component_name, value: k.value })),
});

/** The bill's amount excluding tax plus the tax of its category, in decimal with the garage's rounding. */
async function priceBill(tx: Tx, current: Membership, settings: GarageSettings, bill: BillInput) {
  const categoryId = bill.tax_category_id ?? null;
  const categories = categoryId ? await loadTaxCategories(tx, current.groupId, current.garageId, [categoryId]) : new Map();
  const category = categoryId ? categories.get(categoryId) : undefined;
  if (categoryId && !category) throw badRequest('outsource.taxUnknown');
  const priced = priceOrder(
    [
      {
        kind: 'service' as const,
        quantity: '1',
        unit_price: bill.amount,
        tax_inclusive: false,
        tax_category: category ? rate(category) : null,
      },
    ],
    { digits: settings.props.rounding_mode, is_tax_applicable: true, country_code: 'US', item_wise_discount: false },
  );
  if (!fitsColumn(priced.grand_total, MONEY_COLUMN)) throw badRequest('order.totalTooLarge', { max: columnMax(MONEY_COLUMN) });
  return priced;
}

/**
 * Writes the vendor bill of received work: a stock_in of kind OUTSOURCE (number 0, so the SI-n sequence
 * stays the stock-ins'; its number text is the work's OW-n) linked from the work. Once per work: the
 * locked row says whether a bill is there, and the unique index on vendor_bill_id holds it as well.
 */
async function billWork(tx: Tx, current: Membership, work: OutsourceRow, bill: BillInput, userId: number, now: Date) {
  // A voided bill makes way for the right one.
  if (work.vendorBillId && !(await lockWorkBill(tx, current, work.vendorBillId))?.voidedAt)
    throw badRequest('outsource.billTwice', { number: work.workNumber });
  if (work.status !== 'RECEIVED') throw badRequest('outsource.billNotReceived', { number: work.workNumber });
  const { settings, today } = await garageToday(tx, current, now);
  if (bill.bill_date > today) throw badRequest('outsource.billDayFuture');
  const priced = await priceBill(tx, current, settings, bill);
  const billId = await insertStockIn(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    number: 0,
    stockInNumber: work.workNumber,
    kind: 'OUTSOURCE',
    vendorId: work.vendorId,
    purchaseOrderId: null,
    billNumber: bill.bill_number.trim(),
    billDate: bill.bill_date,
    receivedDay: work.receivedDay ?? today,
    notes: work.description,
    subTotal: priced.sub_total,
    taxTotal: priced.tax_total,
    grandTotal: priced.grand_total,
    createdBy: userId,
    createdAt: now,
  });
  await updateOutsourceWork(tx, current, work.id, { vendorBillId: billId });
  await logPurchaseActivity(tx, current, 'STOCK_IN', billId, 'CREATED', userId, now, {
    kind: 'OUTSOURCE',
    outsource_work_id: work.id,
    vendor_id: work.vendorId,
    bill_number: bill.bill_number,
    grand_total: priced.grand_total,
  });
  await logPurchaseActivity(tx, current, 'OUTSOURCE_WORK', work.id, 'BILLED', userId, now, {
    number: work.workNumber,
    stock_in_id: billId,
    grand_total: priced.grand_total,
  });
}

export async function recordOutsourceBill(tx: Tx, current: Membership, id: number, bill: BillInput, userId: number, now: Date) {
  const work = await lockedWork(tx, current, id);
  const { today } = await garageToday(tx, current, now);
  await billWork(tx, current, { ...work, receivedDay: work.receivedDay ?? today }, bill, userId, now);
}
