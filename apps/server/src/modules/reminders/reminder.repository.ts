/** Service reminders of a garage: the list and one reminder as shown, and their writes; tenant-first. */
import type { Reminder } from '@garage/contract';
import { customerDisplayName, localDay, type ReminderStatus, reminderStatus, vehicleDisplayName } from '@garage/domain';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customer, serviceReminder, vehicle, vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { pageTotal } from '../../platform/paging.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';

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
      display_name: customerDisplayName(row),
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

/** What a reminder list asks for (list-reminders.ts). */
export interface ReminderFilter {
  from?: string;
  to?: string;
  statuses: ReminderStatus[];
}

/** One page of reminders of a garage, earliest date first (the most urgent on top), with the total. */
export async function findReminderPage(
  db: Db,
  garage: PanelGarage,
  filter: ReminderFilter,
  today: string,
  pageNumber: number,
  pageSize: number,
): Promise<{ views: Reminder[]; total: number }> {
  const conditions: SQL[] = [eq(serviceReminder.groupId, garage.groupId), eq(serviceReminder.garageId, garage.garageId)];
  if (filter.from) conditions.push(gte(serviceReminder.reminderDate, filter.from));
  if (filter.to) conditions.push(lte(serviceReminder.reminderDate, filter.to));
  const { statuses } = filter;
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
  return { views: rows.map((row) => toView(row, garage, today)), total };
}

export async function findReminder(db: Db, garage: PanelGarage, id: number, now: Date): Promise<Reminder | null> {
  const [row] = await base(db)
    .where(
      and(eq(serviceReminder.groupId, garage.groupId), eq(serviceReminder.garageId, garage.garageId), eq(serviceReminder.id, id)),
    )
    .limit(1);
  return row ? toView(row, garage, localDay(now, garage.settings.timeZone)) : null;
}

/** Whether the group has this customer. */
export async function customerExists(db: Db, groupId: number, id: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.groupId, groupId), eq(customer.id, id)))
    .limit(1);
  return Boolean(owner);
}

/** The owner of a vehicle of the group; undefined when the group has no such vehicle. */
export async function vehicleOwner(db: Db, groupId: number, id: number): Promise<{ customerId: number } | undefined> {
  const [car] = await db
    .select({ customerId: vehicle.customerId })
    .from(vehicle)
    .where(and(eq(vehicle.groupId, groupId), eq(vehicle.id, id)))
    .limit(1);
  return car;
}

export async function insertReminder(db: Db, values: typeof serviceReminder.$inferInsert): Promise<number> {
  const [row] = await db.insert(serviceReminder).values(values).returning({ id: serviceReminder.id });
  if (!row) throw new Error('reminder insert returned nothing');
  return row.id;
}

const reminderOf = (garage: PanelGarage, id: number) =>
  and(eq(serviceReminder.groupId, garage.groupId), eq(serviceReminder.garageId, garage.garageId), eq(serviceReminder.id, id));

/** The next schedule of a reminder of this garage; undefined when the garage has no such reminder. */
export async function reminderSchedule(db: Db, garage: PanelGarage, id: number): Promise<{ next: string | null } | undefined> {
  const [row] = await db
    .select({ next: serviceReminder.nextSchedule })
    .from(serviceReminder)
    .where(reminderOf(garage, id))
    .limit(1);
  return row;
}

/** Marks a reminder done (keeping the first time it was) or open again, and optionally moves its date. */
export async function setReminderDates(
  db: Db,
  garage: PanelGarage,
  id: number,
  change: { done: boolean; reminderDate?: string },
  now: Date,
): Promise<void> {
  await db
    .update(serviceReminder)
    .set({
      doneAt: change.done ? sql`coalesce(${serviceReminder.doneAt}, ${now.toISOString()}::timestamptz)` : null,
      ...(change.reminderDate ? { reminderDate: change.reminderDate } : {}),
      updatedAt: now,
    })
    .where(reminderOf(garage, id));
}
