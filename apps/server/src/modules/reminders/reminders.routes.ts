import { routes } from '@garage/contract';
import { REMINDER_ROLES } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { panelGarage } from '../../platform/panel-garage.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createReminder } from './create-reminder.ts';
import { listReminders } from './list-reminders.ts';
import { findReminder } from './reminder.repository.ts';
import { updateReminderDates } from './update-reminder-dates.ts';

export function reminderRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.listReminders, async ({ query }, caller) => {
    const garage = await panelGarage(db, caller.user.id, caller.membership, query.garage_id, REMINDER_ROLES);
    return listReminders(db, garage, query, clock.now());
  });

  addRoute(app, services, routes.createReminder, async ({ body }, caller) => {
    const garage = await panelGarage(db, caller.user.id, caller.membership, undefined, REMINDER_ROLES);
    const now = clock.now();
    const id = await createReminder(db, garage, body, caller.user.id, now);
    const view = await findReminder(db, garage, id, now);
    if (!view) throw new AppError('NOT_FOUND', 'reminder.notFound');
    return view;
  });

  addRoute(app, services, routes.updateReminderDates, async ({ body }, caller) => {
    const garage = await panelGarage(db, caller.user.id, caller.membership, body.garage_id, REMINDER_ROLES);
    const now = clock.now();
    await updateReminderDates(db, garage, body, now);
    const view = await findReminder(db, garage, body.reminder_id, now);
    if (!view) throw new AppError('NOT_FOUND', 'reminder.notFound');
    return view;
  });
}
