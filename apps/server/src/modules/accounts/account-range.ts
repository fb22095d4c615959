/** The garage's day and time zone, and the range of days a reader asked for, checked (shared by the book and the summary). */
import { ACCOUNT_RANGE_MAX_DAYS, daysBetween, localDay } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';

export async function garageToday(db: Db | Tx, scope: { groupId: number; garageId: number }, now: Date) {
  const settings = await loadGarageSettings(db, scope.groupId, scope.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  return { today: localDay(now, settings.timeZone), currency: settings.currencyCode };
}

/** From and to (inclusive), each defaulting to the other or to `fallback`; at most a year and a day. */
export function checkedRange(from: string | undefined, to: string | undefined, fallback: { from: string; to: string }) {
  const range = {
    from: from ?? (to && to < fallback.from ? to : fallback.from),
    to: to ?? (from && from > fallback.to ? from : fallback.to),
  };
  if (range.from > range.to) throw badRequest('accounts.dateRange');
  if (daysBetween(range.from, range.to) >= ACCOUNT_RANGE_MAX_DAYS)
    throw badRequest('accounts.rangeTooLong', { days: ACCOUNT_RANGE_MAX_DAYS });
  return range;
}
