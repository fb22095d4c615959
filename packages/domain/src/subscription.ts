import { zonedDay, zoneOffsetMs } from './format.ts';

export type SubscriptionType = 'TRIAL' | 'PAID';

/** Length of the trial a new garage group starts with (decision 008). */
export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whole days left until the subscription ends, rounded up. End dates are stored as the last instant of
 * a garage-local day, so the count follows the garage time zone.
 */
export function daysLeft(endDate: Date, now: Date): number {
  // "+ 0" turns the -0 of a just-passed end into 0.
  return Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS) + 0;
}

/** The last instant (23:59:59.999) of the garage-local day that is `days` after `from`. */
export function endOfLocalDay(from: Date, days: number, timeZone: string): Date {
  const target = new Date(from.getTime() + days * DAY_MS);
  const ymd = zonedDay(target, timeZone);
  const utcGuess = Date.parse(`${ymd}T23:59:59.999Z`);
  return new Date(utcGuess - timeZoneOffsetMs(new Date(utcGuess), timeZone));
}

/** Offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
export function timeZoneOffsetMs(at: Date, timeZone: string): number {
  return zoneOffsetMs(at, timeZone);
}

export function isSubscriptionActive(endDate: Date, now: Date): boolean {
  return endDate.getTime() > now.getTime();
}
