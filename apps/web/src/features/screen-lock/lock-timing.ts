/**
 * The screen lock's timing and state rules (spec 4 "Screen lock", 9). Pure: the hook feeds it events and
 * the clock, and persists what it returns.
 */

/** Spec 9: passcode length 4; wrong-entry reset 800 ms; submit debounce 800 ms. */
export const PASSCODE_LENGTH = 4;
export const WRONG_ENTRY_RESET_MS = 800;
export const SUBMIT_DEBOUNCE_MS = 800;
/** Activity is written to storage at most this often; the tab's hide and the lock itself write at once. */
export const ACTIVITY_PERSIST_MS = 5_000;
const MINUTE_MS = 60_000;

/** The inactivity time before the lock, 60 s × passcode_timeout_minutes; null when the lock is off (0). */
export function lockTimeoutMs(minutes: unknown): number | null {
  const value = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return value * MINUTE_MS;
}

export interface LockState {
  userId: number;
  locked: boolean;
  /** The last pointer, key, touch or scroll activity (epoch ms). */
  lastActivityAt: number;
  /** When `locked` last changed; decides between two tabs' states. */
  changedAt: number;
}

export type LockEvent =
  | { type: 'activity'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'hidden'; at: number }
  | { type: 'visible'; at: number }
  | { type: 'unlocked'; at: number };

export function freshLockState(userId: number, now: number): LockState {
  return { userId, locked: false, lastActivityAt: now, changedAt: now };
}

function due(state: LockState, at: number, timeoutMs: number | null): boolean {
  return timeoutMs !== null && at - state.lastActivityAt >= timeoutMs;
}

function lock(state: LockState, at: number): LockState {
  return { ...state, locked: true, changedAt: at };
}

/**
 * The next state after an event. Activity never lifts a lock: only a validated (or newly created) passcode
 * does. A lock stays even when the timeout is switched off meanwhile, so a garage property that fails to
 * load (read as 0) cannot open a locked screen. Time passed while the tab was hidden counts, because the
 * browser throttles timers of hidden tabs: on return the lock is decided from the timestamps.
 */
export function nextLockState(state: LockState, event: LockEvent, timeoutMs: number | null): LockState {
  switch (event.type) {
    case 'activity':
      if (state.locked) return state;
      if (due(state, event.at, timeoutMs)) return lock(state, event.at);
      return event.at > state.lastActivityAt ? { ...state, lastActivityAt: event.at } : state;
    case 'tick':
    case 'hidden':
    case 'visible':
      if (state.locked || !due(state, event.at, timeoutMs)) return state;
      return lock(state, event.at);
    case 'unlocked':
      return { ...state, locked: false, lastActivityAt: Math.max(state.lastActivityAt, event.at), changedAt: event.at };
  }
}

/** Milliseconds until the lock is due, 0 when due now, null when nothing is scheduled (off, or locked). */
export function msUntilLock(state: LockState, now: number, timeoutMs: number | null): number | null {
  if (timeoutMs === null || state.locked) return null;
  return Math.max(0, state.lastActivityAt + timeoutMs - now);
}

/** The stored state of this user, or null: another user's state, or anything malformed, is not trusted. */
export function parseLockState(raw: unknown, userId: number, now: number): LockState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  if (v.userId !== userId || typeof v.locked !== 'boolean') return null;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const lastActivityAt = num(v.lastActivityAt);
  const changedAt = num(v.changedAt);
  if (lastActivityAt === null || changedAt === null) return null;
  // A time in the future (a clock set back) would keep the screen open for that long: clamp it to now.
  return { userId, locked: v.locked, lastActivityAt: Math.min(lastActivityAt, now), changedAt: Math.min(changedAt, now) };
}

/**
 * The stored state of this user, or a fresh one. A reload is not activity: a stored time of activity is
 * kept, so reloading does not postpone the lock, and a stored lock survives the reload.
 */
export function readLockState(raw: unknown, userId: number, now: number): LockState {
  return parseLockState(raw, userId, now) ?? freshLockState(userId, now);
}

/**
 * Merges the state another tab stored: the newer lock change wins (a lock spreads to every tab, an unlock
 * too), and the latest activity of either tab counts.
 */
export function mergeLockStates(local: LockState, remote: LockState): LockState {
  if (remote.userId !== local.userId) return local;
  // On a tie the lock wins: when in doubt, the screen stays covered.
  const remoteWins = remote.changedAt > local.changedAt || (remote.changedAt === local.changedAt && remote.locked);
  const lockSide = remoteWins ? remote : local;
  return {
    userId: local.userId,
    locked: lockSide.locked,
    changedAt: lockSide.changedAt,
    lastActivityAt: Math.max(local.lastActivityAt, remote.lastActivityAt),
  };
}

/** Whether activity at `now` should be written to storage (throttled; a lock change is written at once). */
export function shouldPersistActivity(lastPersistedAt: number, now: number): boolean {
  return now - lastPersistedAt >= ACTIVITY_PERSIST_MS;
}

/** The submit debounce: a second submit within 800 ms of the last accepted one is ignored. */
export function acceptsSubmit(lastSubmitAt: number | null, now: number): boolean {
  return lastSubmitAt === null || now - lastSubmitAt >= SUBMIT_DEBOUNCE_MS;
}

export type LockMode = 'create' | 'verify';

/**
 * Spec 5: submit is disabled while a request is in flight, when the entry is empty or shorter than 4, and in
 * create mode when the entry and its confirmation differ.
 */
export function canSubmit(mode: LockMode, entry: string, confirmation: string, busy: boolean): boolean {
  if (busy || !isCompletePasscode(entry)) return false;
  if (mode === 'create') return confirmation === entry;
  return true;
}

/** Exactly four digits, numbers only (0000 allowed). */
export function isCompletePasscode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** The keypad's input rules: digits append up to 4, AC clears, delete removes the last digit. */
export function keypadInput(entry: string, key: string): string {
  if (key === 'AC') return '';
  if (key === 'DEL') return entry.slice(0, -1);
  if (/^\d$/.test(key) && entry.length < PASSCODE_LENGTH) return entry + key;
  return entry;
}

/** Passcodes travel base64-encoded (spec 5). */
export function encodePasscode(passcode: string): string {
  return btoa(passcode);
}

/** Initials for the avatar when there is no profile picture: first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
