/**
 * Garage-local days (docs/architecture.md, Data: "ranges are garage-local days converted to UTC").
 * Every area that filters by a date range the user typed (orders, quotations, reviews, and later
 * invoices, payments, stock and reports) turns the days into instants here, so a day means the same
 * 00:00 to 24:00 in the garage's time zone everywhere. Pure: no clock, no I/O.
 */
import { zonedDay } from './format.ts';
import { timeZoneOffsetMs } from './subscription.ts';

/** YYYY-MM-DD plus whole days (negative goes back); calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return zonedDay(at, timeZone);
}

/** The first instant of a garage-local day (YYYY-MM-DD) in the garage's time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const utcGuess = Date.parse(`${day}T00:00:00Z`);
  const first = utcGuess - timeZoneOffsetMs(new Date(utcGuess), timeZone);
  // Near a daylight-saving change the offset at the guess may differ from the offset at the answer.
  return new Date(utcGuess - timeZoneOffsetMs(new Date(first), timeZone));
}

/**
 * The instants of an inclusive range of garage-local days: `from` is the first instant of its day and
 * `before` the first instant of the day after `to` (compare with `>=` and `<`). A side not given stays
 * open. Checking that from <= to is the caller's (each area has its own message).
 */
export function localDayRange(
  range: { from?: string | null; to?: string | null },
  timeZone: string,
): { from?: Date; before?: Date } {
  return {
    ...(range.from ? { from: startOfLocalDay(range.from, timeZone) } : {}),
    ...(range.to ? { before: startOfLocalDay(addDays(range.to, 1), timeZone) } : {}),
  };
}
