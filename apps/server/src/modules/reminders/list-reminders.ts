import type { ReminderQuery } from '@garage/contract';
import { localDay } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { findReminderPage } from './reminder.repository.ts';

type Query = z.output<typeof ReminderQuery>;

/**
 * Reminders of a garage in a date range and statuses, earliest date first (the most urgent on top).
 * Statuses are read against the garage-local today, so "over due" never goes stale.
 */
export async function listReminders(db: Db, garage: PanelGarage, query: Query, now: Date) {
  const { page_number: pageNumber, page_size: pageSize } = query;
  if (query.from && query.to && query.from > query.to) throw badRequest('panel.dateRange');
  const today = localDay(now, garage.settings.timeZone);
  const filter = { from: query.from, to: query.to, statuses: [...new Set(query.reminder_status ?? [])] };
  const { views, total } = await findReminderPage(db, garage, filter, today, pageNumber, pageSize);
  return {
    reminder_responses: views,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
  };
}
