/** Device clock check against the server's time (spec 5 "Clock drift", 7 "Shell data", 9). */

/** Beyond this difference the dashboard warns that the system time is out of sync. */
export const CLOCK_WARNING_TOLERANCE_MS = 300_000;
/** Beyond this difference the separate drift flag is raised. */
export const CLOCK_DRIFT_TOLERANCE_MS = 120_000;
/** A new check within this time of the last one (focus bouncing between windows) is skipped. */
export const CLOCK_RECHECK_DEBOUNCE_MS = 2000;

/**
 * The server's `current_date_time` as ms since the epoch. It is UTC; a value without a zone gets a Z
 * appended so the browser does not read it as local time. Null when unreadable.
 */
export function parseServerTime(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const ms = Date.parse(hasZone ? text : `${text}Z`);
  return Number.isNaN(ms) ? null : ms;
}

export interface ClockStatus {
  /** Device time minus server time, in ms (positive: the device runs ahead). */
  offsetMs: number | null;
  /** More than 5 minutes off: the dashboard shows the warning. */
  outOfSync: boolean;
  /** More than 2 minutes off. */
  drift: boolean;
}

export const CLOCK_UNKNOWN: ClockStatus = { offsetMs: null, outOfSync: false, drift: false };

/**
 * Compares the device clock with the server's. Both are instants, so the garage time zone shifts both
 * alike and the comparison is the same in any zone. The request's travel time is taken off by comparing
 * with the middle of the request.
 */
export function clockStatus(serverTimeMs: number | null, sentAtMs: number, receivedAtMs: number): ClockStatus {
  if (serverTimeMs === null) return CLOCK_UNKNOWN;
  const deviceAtServerTime = sentAtMs + (receivedAtMs - sentAtMs) / 2;
  const offsetMs = Math.round(deviceAtServerTime - serverTimeMs);
  const off = Math.abs(offsetMs);
  return { offsetMs, outOfSync: off > CLOCK_WARNING_TOLERANCE_MS, drift: off > CLOCK_DRIFT_TOLERANCE_MS };
}

/** How often the device clock is watched for a change (spec 9: time check interval 1 s). */
export const CLOCK_WATCH_INTERVAL_MS = 1000;
/** Between two watches, the wall clock moving this much more or less than the steady clock means it was set. */
export const CLOCK_JUMP_MS = 1000;

/** A reading of the device's wall clock (Date.now) and steady clock (performance.now) at one moment. */
export interface ClockReading {
  wall: number;
  steady: number;
}

/**
 * Whether the device clock was changed (or the device slept) between two readings: the wall clock then
 * moves apart from the steady one, and the server's time is worth asking again.
 */
export function clockJumped(previous: ClockReading, current: ClockReading): boolean {
  return Math.abs(current.wall - previous.wall - (current.steady - previous.steady)) > CLOCK_JUMP_MS;
}

export function shouldRecheckClock(lastCheckAtMs: number | null, nowMs: number): boolean {
  return lastCheckAtMs === null || Math.abs(nowMs - lastCheckAtMs) >= CLOCK_RECHECK_DEBOUNCE_MS;
}

/** The check runs on the dashboard route only (besides focus and start). */
export function isClockCheckRoute(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/tabs/dashboard';
}
