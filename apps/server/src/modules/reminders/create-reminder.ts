import type { ReminderCreate } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { customerExists, insertReminder, vehicleOwner } from './reminder.repository.ts';

type CreateInput = z.output<typeof ReminderCreate>;

/** A reminder for a vehicle of the customer; both must be of the caller's group (404 otherwise). */
export async function createReminder(
  db: Db,
  garage: PanelGarage,
  input: CreateInput,
  userId: number,
  now: Date,
): Promise<number> {
  if (!(await customerExists(db, garage.groupId, input.customer_id))) throw new AppError('NOT_FOUND', 'customer.notFound');
  const car = await vehicleOwner(db, garage.groupId, input.user_car_id);
  if (!car) throw new AppError('NOT_FOUND', 'vehicle.notFound');
  if (car.customerId !== input.customer_id) throw badRequest('reminder.vehicleOfOtherCustomer');
  if (input.next_schedule && input.next_schedule <= input.reminder_date) throw badRequest('reminder.nextBeforeDate');
  return insertReminder(db, {
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
  });
}
