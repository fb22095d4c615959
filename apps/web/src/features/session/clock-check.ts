import { useSyncExternalStore } from 'react';
import { call } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';
import { CLOCK_UNKNOWN, type ClockStatus, clockStatus, parseServerTime, shouldRecheckClock } from './clock-rules.ts';

let status: ClockStatus = CLOCK_UNKNOWN;
let lastCheckAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: ClockStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/**
 * Reads `GET date/current` and compares it with the device clock. A check within 2 s of the last one is
 * skipped. A failure is logged and clears the drift flag (spec 7); it never shows an error to the user.
 */
export async function checkClock(now: () => number = Date.now): Promise<void> {
  const startedAt = now();
  if (!shouldRecheckClock(lastCheckAt, startedAt)) return;
  lastCheckAt = startedAt;
  try {
    const answer = await call(routes.currentDate, { auth: false, raw: true });
    const serverTime = parseServerTime(answer?.current_date_time);
    if (serverTime === null) throw new Error('date/current answered without a readable current_date_time');
    set(clockStatus(serverTime, startedAt, now()));
  } catch (error) {
    console.warn('Server time could not be read; the clock check is skipped.', error);
    set({ ...status, drift: false });
  }
}

export function clockSnapshot(): ClockStatus {
  return status;
}

/** For tests: forget the last result and the debounce. */
export function resetClockCheck(): void {
  lastCheckAt = null;
  set(CLOCK_UNKNOWN);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClockStatus(): ClockStatus {
  return useSyncExternalStore(subscribe, clockSnapshot, clockSnapshot);
}
