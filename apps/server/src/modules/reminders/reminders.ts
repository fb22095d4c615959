import type { Reminder, ReminderCreate, ReminderQuery, ReminderStatusUpdate } from '@garage/contract';
import { localDay, type ReminderStatus, reminderStatus, vehicleDisplayName } from '@garage/domain';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customer, serviceReminder, vehicle, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { pageTotal } from '../../platform/paging.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';

type Query = z.output<typeof ReminderQuery>;
type CreateInput = z.output<typeof ReminderCreate>;
type DatesInput = z.output<typeof ReminderStatusUpdate>;
const model = alias(vehicleModel, 'model');

const columns = {
  r: serviceReminder,
  firstName: customer.firstName,
  lastName: customer.lastName,
  phoneCode: customer.countryPhoneCode,
  mobile: customer.mobileNumber,
  regNumber: vehicle.regNumber,
  fuelType: vehicle.fuelType,
  brandName: vehicleBrand.name,
  modelName: model.name,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(serviceReminder)
    .innerJoin(customer, and(eq(customer.groupId, serviceReminder.groupId), eq(customer.id, serviceReminder.customerId)))
    .innerJoin(vehicle, and(eq(vehicle.groupId, serviceReminder.groupId), eq(vehicle.id, serviceReminder.userCarId)))
    .leftJoin(vehicleBrand, eq(vehicleBrand.id, vehicle.brandId))
    .leftJoin(model, eq(model.id, vehicle.modelId));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toView(row: Row, garage: PanelGarage, today: string): Reminder {
  const r = row.r;
  return {
    reminder_id: r.id,
    reminder_date: r.reminderDate,
    is_sent: r.isSent,
    next_schedule: r.nextSchedule,
    reminder_status: reminderStatus(r.reminderDate, r.doneAt !== null, today),
    note: r.note,
    customer: {
      customer_id: r.customerId,
      display_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      mobile_number: `+${row.phoneCode} ${row.mobile}`,
    },
    user_vehicle: {
      user_car_id: r.userCarId,
      display_name: vehicleDisplayName({
        brandName: row.brandName,
        modelName: row.modelName,
        fuelType: row.fuelType,
        regNumber: row.regNumber,
        hideBrand: garage.settings.props.hide_brand,
        hideFuel: garage.settings.props.hide_fuel,
      }),
      reg_number: row.regNumber,
    },
    created_at: r.createdAt.toISOString(),
  };
}

/** The condition of one reminder status; OVER_DUE and DUE split open reminders at the garage-local today. */
function statusCondition(status: ReminderStatus, today: string): SQL {
  if (status === 'DONE') return isNotNull(serviceReminder.doneAt);
  const open = isNull(serviceReminder.doneAt);
  return status === 'OVER_DUE'
    ? and(open, lt(serviceReminder.reminderDate, today))!
    : and(open, gte(serviceReminder.reminderDate, today))!;
}

/** Reminders of a garage in a date range and statuses, earliest date first (the most urgent on top). */
export async function listReminders(db: Db, garage: PanelGarage, query: Query, now: Date) {
  const { page_number: pageNumber, page_size: pageSize } = query;
  if (query.from && query.to && query.from > query.to) throw badRequest('panel.dateRange');
  const today = localDay(now, garage.settings.timeZone);
  const conditions: SQL[] = [eq(serviceReminder.groupId, garage.groupId), eq(serviceReminder.garageId, garage.garageId)];
  if (query.from) conditions.push(gte(serviceReminder.reminderDate, query.from));
  if (query.to) conditions.push(lte(serviceReminder.reminderDate, query.to));
  const statuses = [...new Set(query.reminder_status ?? [])];
  if (statuses.length > 0 && statuses.length < 3) {
    const parts = statuses.map((s) => statusCondition(s, today));
    conditions.push(parts.length === 1 ? parts[0]! : or(...parts)!);
  }
  const rows = await base(db)
    .where(and(...conditions))
    .orderBy(asc(serviceReminder.reminderDate), asc(serviceReminder.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceReminder)
      .where(and(...conditions)),
  );
  return {
    reminder_responses: rows.map((row) => toView(row, garage, today)),
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
  };
}

export async function findReminder(db: Db, garage: PanelGarage, id: number, now: Date): Promise<Reminder | null> {
  const [row] = await base(db)
    .where(
      and(eq(serviceReminder.groupId, garage.groupId), eq(serviceReminder.garageId, garage.garageId), eq(serviceReminder.id, id)),
    )
    .limit(1);
  return row ? toView(row, garage, localDay(now, garage.settings.timeZone)) : null;
}

/** A reminder for a vehicle of the customer; both must be of the caller's group (404 otherwise). */
export async function createReminder(
  db: Db,
  garage: PanelGarage,
  input: CreateInput,
  userId: number,
  now: Date,
): Promise<number> {
  const [owner] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, garage.groupId), eq(customer.id, input.customer_id)))
    .limit(1);
  if (!owner) throw new AppError('NOT_FOUND', 'customer.notFound');
  const [car] = await db
    .select({ customerId: vehicle.customerId })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, garage.groupId), eq(vehicle.id, input.user_car_id)))
    .limit(1);
  if (!car) throw new AppError('NOT_FOUND', 'vehicle.notFound');
  if (car.customerId !== input.customer_id) throw badRequest('reminder.vehicleOfOtherCustomer');
  if (input.next_schedule && input.next_schedule <= input.reminder_date) throw badRequest('reminder.nextBeforeDate');
  const [row] = await db
    .insert(serviceReminder)
    .values({
      groupId: garage.groupId,
      garageId: garage.garageId,
      customerId: input.customer_id,
      userCarId: input.user_car_id,
      reminderDate: input.reminder_date,
      nextSchedule: input.next_schedule ?? null,
      note: input.note || null,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: serviceReminder.id });
  if (!row) throw new Error('reminder insert returned nothing');
  return row.id;
}

/** Marks a reminder done or open again, and optionally moves its date. */
export async function updateReminderDates(db: Db, garage: PanelGarage, input: DatesInput, now: Date): Promise<void> {
  const where = and(
    eq(serviceReminder.groupId, garage.groupId),
    eq(serviceReminder.garageId, garage.garageId),
    eq(serviceReminder.id, input.reminder_id),
  );
  const [row] = await db.select({ next: serviceReminder.nextSchedule }).from(serviceReminder).where(where).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'reminder.notFound');
  if (input.reminder_date && row.next && row.next <= input.reminder_date) throw badRequest('reminder.nextBeforeDate');
  await db
    .update(serviceReminder)
    .set({
      doneAt:
        input.reminder_status === 'DONE' ? sql`coalesce(${serviceReminder.doneAt}, ${now.toISOString()}::timestamptz)` : null,
      ...(input.reminder_date ? { reminderDate: input.reminder_date } : {}),
      updatedAt: now,
    })
    .where(where);
}
