import { OrderCreate } from '@garage/contract';
import { addDays, type CounterPaymentMethod, localDay, money } from '@garage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { createInvoice } from '../../modules/invoices/create-invoice.ts';
import { loadInvoice } from '../../modules/invoices/load-invoice.ts';
import { takePayment } from '../../modules/invoices/take-payment.ts';
import { createOrder } from '../../modules/orders/create-order.ts';
import { progressOrder } from '../../modules/orders/progress-order.ts';
import { createReminder } from '../../modules/reminders/create-reminder.ts';
import { updateReminderDates } from '../../modules/reminders/update-reminder-dates.ts';
import { createReview } from '../../modules/reviews/create-review.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import type { Db, Tx } from '../client.ts';
import { serviceReminder } from '../schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoIds {
  customerIds: number[];
  vehicleIds: number[];
  /** [id, name, price] of the demo services and parts, in the demo seed's order. */
  services: Array<[number, string, string]>;
  parts: Array<[number, string, string]>;
}

// [customer, vehicle, services, parts as [part, quantity], days ago, rating, review text, reason]. The quantities
// are what the car takes (3.5 l of engine oil for a periodic service, one spark plug for a scooter). The vehicles are ones the
// order flows of the e2e suite do not take (an order in the workshop makes the editor ask about the open
// job card first): KA 03 HC 4521, KA 51 P 9090 and KA 02 LR 5005 stay free.
const REVIEWED_ORDERS: Array<[number, number, number[], Array<[number, string]>, number, number, string, string | null]> = [
  [
    0,
    0,
    [0, 5],
    [
      [0, '3.5'],
      [1, '1'],
    ],
    6,
    5,
    'Very professional. The car came back washed and the bill matched the estimate.',
    null,
  ],
  [
    0,
    1,
    [4],
    [
      [3, '1'],
      [9, '1'],
    ],
    4,
    4,
    'Brakes feel new, good explanation of the work.',
    'Waited an hour past the promised time',
  ],
  [2, 4, [1, 2], [], 3, 3, 'Alignment is fine.', 'Steering still vibrates at 90 km/h'],
  [3, 5, [7], [[6, '1']], 1, 5, 'Quick turnaround, friendly staff.', null],
  [4, 6, [3], [], 9, 2, 'AC stopped cooling again after two days.', 'Had to come back for the same problem'],
];

/**
 * How each reviewed order was billed and paid, in REVIEWED_ORDERS' order: the payments as [method, share
 * of the bill in percent, reference]. One is paid in cash and by card, one is half paid (the customer owes
 * the rest), one is not paid at all: the dues, ageing and account screens have something to show.
 */
const BILLS: Array<Array<[CounterPaymentMethod, number, string | null]>> = [
  [
    ['CASH', 40, null],
    ['CREDIT_CARD', 60, 'Slip 004417'],
  ],
  [['DEBIT_CARD', 50, 'Slip 004502']],
  [],
  [['BANK_TRANSFER', 100, 'NEFT N3321908']],
  [['CASH', 100, null]],
];

// [vehicle, days from today, note, sent, next schedule in days (after the reminder), done]
const REMINDERS: Array<[number, number, string, boolean, number | null, boolean]> = [
  [0, -12, 'Periodic service (10,000 km)', true, 180, false],
  [2, -3, 'Brake fluid change', true, null, false],
  [3, 0, 'First free service', true, 180, false],
  [4, 2, 'Wheel alignment and rotation', false, null, false],
  [5, 5, 'Two-wheeler general service', false, 90, false],
  [6, 6, 'AC check-up before summer', false, null, false],
  [7, 20, 'Second free service', false, 90, false],
  [1, -20, 'Periodic service (20,000 km)', true, null, true],
];

/**
 * Orders, customer reviews and service reminders of the demo garage (the right-hand panel's data),
 * through the same use cases as the API: orders are priced by the order engine, never hand-written.
 */
export async function seedPanelData(tx: Tx, current: Membership, ownerId: number, ids: DemoIds, now: Date): Promise<void> {
  const db = tx as unknown as Db;
  const settings = await loadGarageSettings(tx, current.groupId, current.garageId);
  if (!settings) throw new Error('demo garage not found');
  const garage = { ...current, settings };

  for (const [who, car, services, parts, daysAgo, rating, text, reason] of REVIEWED_ORDERS) {
    const at = new Date(now.getTime() - daysAgo * DAY - 5 * HOUR);
    const input = OrderCreate.parse({
      order_type: 'REPAIR_ORDER',
      customer_id: ids.customerIds[who],
      user_car_id: ids.vehicleIds[car],
      estimated_delivery_time: new Date(at.getTime() + 6 * HOUR).toISOString(),
      services_break_up: services.map((i) => {
        const [id, name, price] = ids.services[i]!;
        return { service_id: id, service_name: name, quantity: 1, unit_price: price, tax_inclusive: false };
      }),
      parts_break_up: parts.map(([i, quantity]) => {
        const [id, name, price] = ids.parts[i]!;
        return { part_id: id, part_name: name, quantity, unit_price: price, tax_inclusive: true };
      }),
      customer_remarks: [],
    });
    const orderId = await createOrder(tx, current, input, ownerId, at);
    await progressOrder(tx, current, orderId, { status: 'VEHICLE_READY' }, ownerId, new Date(at.getTime() + 5 * HOUR));
    const billedAt = new Date(at.getTime() + 6 * HOUR);
    const { id: invoiceId } = await createInvoice(tx, current, { order_id: orderId, invoice_type: 'B2C' }, ownerId, billedAt);
    const bill = await loadInvoice(tx, current, invoiceId);
    const paid = BILLS[REVIEWED_ORDERS.findIndex((o) => o[0] === who && o[1] === car)] ?? [];
    if (paid.length) {
      const total = money(bill.total_amount);
      let left = total;
      const payments = paid.map(([method, percent, reference], i) => {
        // A bill paid in full: the last part takes what is left, so shares that do not divide evenly settle it.
        const settles = i === paid.length - 1 && paid.reduce((sum, p) => sum + p[1], 0) === 100;
        const amount = settles ? left : total.times(percent).div(100).toDecimalPlaces(2);
        left = left.minus(amount);
        return { method, amount: amount.toFixed(2), reference };
      });
      await takePayment(tx, current, { invoice_id: invoiceId, payments }, ownerId, new Date(billedAt.getTime() + HOUR));
    }
    const reviewedAt = new Date(Math.min(now.getTime() - HOUR, at.getTime() + DAY));
    await createReview(db, garage, { order_id: orderId, rating, review_text: text, reason }, ownerId, reviewedAt);
  }
  const today = localDay(now, settings.timeZone);
  const sent: number[] = [];
  for (const [car, days, note, wasSent, next, done] of REMINDERS) {
    const carId = ids.vehicleIds[car]!;
    const customerIndex = [0, 0, 1, 2, 2, 3, 4, 5][car]!;
    const date = addDays(today, days);
    const id = await createReminder(
      db,
      garage,
      {
        customer_id: ids.customerIds[customerIndex]!,
        user_car_id: carId,
        reminder_date: date,
        next_schedule: next === null ? null : addDays(date, next),
        note,
      },
      ownerId,
      new Date(now.getTime() - 30 * DAY),
    );
    if (done) await updateReminderDates(db, garage, { reminder_id: id, reminder_status: 'DONE' }, now);
    if (wasSent) sent.push(id);
  }
  // What the reminder sender would have marked after texting the customers.
  await tx
    .update(serviceReminder)
    .set({ isSent: true })
    .where(and(eq(serviceReminder.groupId, current.groupId), inArray(serviceReminder.id, sent)));
}
