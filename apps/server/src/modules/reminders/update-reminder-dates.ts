import type { ReminderStatusUpdate } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { reminderSchedule, setReminderDates } from './reminder.repository.ts';

type DatesInput = z.output<typeof ReminderStatusUpdate>;

/** Marks a reminder done or open again, and optionally moves its date (never past its next schedule). */
export async function updateReminderDates(db: Db, garage: PanelGarage, input: DatesInput, now: Date): Promise<void> {
  const row = await reminderSchedule(db, garage, input.reminder_id);
  if (!row) throw new AppError('NOT_FOUND', 'reminder.notFound');
  if (input.reminder_date && row.next && row.next <= input.reminder_date) throw badRequest('reminder.nextBeforeDate');
  await setReminderDates(
    db,
    garage,
    input.reminder_id,
    { done: input.reminder_status === 'DONE', ...(input.reminder_date ? { reminderDate: input.reminder_date } : {}) },
    now,
  );
}
