import { describe, expect, it } from 'vitest';
import {
  acceptsSubmit,
  canSubmit,
  encodePasscode,
  freshLockState,
  initialsOf,
  isCompletePasscode,
  keypadInput,
  type LockEvent,
  type LockState,
  lockTimeoutMs,
  mergeLockStates,
  msUntilLock,
  nextLockState,
  readLockState,
  shouldPersistActivity,
} from './lock-timing.ts';

const MIN = 60_000;
const open = (lastActivityAt: number, changedAt = 0): LockState => ({ userId: 7, locked: false, lastActivityAt, changedAt });
const locked = (lastActivityAt: number, changedAt: number): LockState => ({ userId: 7, locked: true, lastActivityAt, changedAt });

describe('lockTimeoutMs: 60 s × passcode_timeout_minutes, 0 disables', () => {
  it.each([
    [1, MIN],
    [5, 5 * MIN],
    ['2', 2 * MIN],
    [0.5, 30_000],
    [0, null],
    ['0', null],
    [-3, null],
    [Number.NaN, null],
    [undefined, null],
    ['', null],
    ['abc', null],
    [true, null],
  ])('%j minutes → %j ms', (minutes, expected) => {
    expect(lockTimeoutMs(minutes)).toBe(expected);
  });
});

describe('nextLockState', () => {
  const cases: Array<[string, LockState, LockEvent, number | null, LockState]> = [
    ['activity moves the last-activity time', open(0), { type: 'activity', at: 30_000 }, MIN, open(30_000)],
    ['an older activity time never moves it back', open(40_000), { type: 'activity', at: 30_000 }, MIN, open(40_000)],
    ['a tick before the timeout keeps it open', open(0), { type: 'tick', at: MIN - 1 }, MIN, open(0)],
    ['a tick at the timeout locks', open(0), { type: 'tick', at: MIN }, MIN, locked(0, MIN)],
    ['activity resets the countdown', open(30_000), { type: 'tick', at: MIN + 1 }, MIN, open(30_000)],
    ['a timeout of 0 (null) never locks', open(0), { type: 'tick', at: 10 * MIN }, null, open(0)],
    [
      'activity after the timeout has passed locks instead of resetting',
      open(0),
      { type: 'activity', at: 2 * MIN },
      MIN,
      locked(0, 2 * MIN),
    ],
    ['activity does not lift a lock', locked(0, MIN), { type: 'activity', at: 2 * MIN }, MIN, locked(0, MIN)],
    ['hiding the tab after the timeout locks', open(0), { type: 'hidden', at: MIN }, MIN, locked(0, MIN)],
    ['hiding the tab before the timeout keeps it open', open(0), { type: 'hidden', at: 1000 }, MIN, open(0)],
    ['returning after the timeout (throttled timers) locks', open(0), { type: 'visible', at: 5 * MIN }, MIN, locked(0, 5 * MIN)],
    ['returning before the timeout keeps it open', open(0), { type: 'visible', at: 59_000 }, MIN, open(0)],
    ['returning keeps a lock that was set', locked(0, MIN), { type: 'visible', at: 5 * MIN }, MIN, locked(0, MIN)],
    ['a lock stays when the timeout is switched off', locked(0, MIN), { type: 'tick', at: 5 * MIN }, null, locked(0, MIN)],
    [
      'unlocking opens and restarts the countdown',
      locked(0, MIN),
      { type: 'unlocked', at: 3 * MIN },
      MIN,
      open(3 * MIN, 3 * MIN),
    ],
  ];
  it.each(cases)('%s', (_name, state, event, timeout, expected) => {
    expect(nextLockState(state, event, timeout)).toEqual(expected);
  });
});

describe('msUntilLock', () => {
  it.each([
    ['full timeout right after activity', open(1000), 1000, MIN, MIN],
    ['the remainder', open(0), 45_000, MIN, 15_000],
    ['0 when overdue', open(0), 2 * MIN, MIN, 0],
    ['nothing when off', open(0), 0, null, null],
    ['nothing when already locked', locked(0, MIN), 2 * MIN, MIN, null],
  ] as const)('%s', (_name, state, now, timeout, expected) => {
    expect(msUntilLock(state, now, timeout)).toBe(expected);
  });
});

describe('readLockState: the lock survives a reload', () => {
  const now = 10 * MIN;
  it.each([
    ['a stored lock of the same user is kept', locked(MIN, 2 * MIN), locked(MIN, 2 * MIN)],
    ['a stored open state keeps its activity time (a reload is not activity)', open(3 * MIN, MIN), open(3 * MIN, MIN)],
    ["another user's state is ignored", { ...locked(MIN, 2 * MIN), userId: 8 }, freshLockState(7, now)],
    ['nothing stored', null, freshLockState(7, now)],
    ['malformed', { userId: 7, locked: 'yes', lastActivityAt: 1, changedAt: 1 }, freshLockState(7, now)],
    ['missing times', { userId: 7, locked: true }, freshLockState(7, now)],
    ['a future activity time is clamped to now', open(20 * MIN, MIN), open(now, MIN)],
  ] as const)('%s', (_name, raw, expected) => {
    expect(readLockState(raw, 7, now)).toEqual(expected);
  });

  it('a reload after the timeout locks at the first tick', () => {
    const restored = readLockState(open(0), 7, 2 * MIN);
    expect(nextLockState(restored, { type: 'tick', at: 2 * MIN }, MIN).locked).toBe(true);
  });
});

describe('mergeLockStates: another tab', () => {
  it.each([
    ['a newer lock spreads', open(MIN, 0), locked(MIN, 2 * MIN), locked(MIN, 2 * MIN)],
    ['a newer unlock spreads', locked(0, MIN), open(3 * MIN, 3 * MIN), open(3 * MIN, 3 * MIN)],
    ['an older unlock does not lift a newer lock', locked(0, 5 * MIN), open(3 * MIN, 3 * MIN), locked(3 * MIN, 5 * MIN)],
    ['on a tie the lock wins', open(MIN, 2 * MIN), locked(MIN, 2 * MIN), locked(MIN, 2 * MIN)],
    ['on a tie an unlock does not lift a lock', locked(MIN, 2 * MIN), open(MIN, 2 * MIN), locked(MIN, 2 * MIN)],
    ['the latest activity of either tab counts', open(MIN, 0), open(4 * MIN, 0), open(4 * MIN, 0)],
    ["another user's state is ignored", open(MIN), { ...locked(MIN, 9 * MIN), userId: 8 }, open(MIN)],
  ] as const)('%s', (_name, local, remote, expected) => {
    expect(mergeLockStates(local, remote)).toEqual(expected);
  });
});

describe('throttles and debounces', () => {
  it.each([
    [0, 4999, false],
    [0, 5000, true],
  ])('activity persisted at %i, now %i → %s', (last, now, expected) => {
    expect(shouldPersistActivity(last, now)).toBe(expected);
  });
  it.each([
    [null, 0, true],
    [1000, 1799, false],
    [1000, 1800, true],
  ])('submit debounce 800 ms: last %j, now %i → %s', (last, now, expected) => {
    expect(acceptsSubmit(last, now)).toBe(expected);
  });
});

describe('canSubmit (spec 5)', () => {
  it.each([
    ['verify', '1234', '', false, true],
    ['verify', '0000', '', false, true],
    ['verify', '123', '', false, false],
    ['verify', '', '', false, false],
    ['verify', '1234', '', true, false],
    ['create', '1234', '1234', false, true],
    ['create', '1234', '1243', false, false],
    ['create', '1234', '123', false, false],
    ['create', '12', '12', false, false],
    ['create', '1234', '1234', true, false],
  ] as const)('%s entry %j confirmation %j busy %s → %s', (mode, entry, confirmation, busy, expected) => {
    expect(canSubmit(mode, entry, confirmation, busy)).toBe(expected);
  });
});

describe('passcode input', () => {
  it.each([
    ['0000', true],
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['١٢٣٤', false],
  ])('%j is a complete passcode: %s', (value, expected) => {
    expect(isCompletePasscode(value)).toBe(expected);
  });

  it.each([
    ['', '1', '1'],
    ['123', '4', '1234'],
    ['1234', '5', '1234'],
    ['12', 'DEL', '1'],
    ['', 'DEL', ''],
    ['123', 'AC', ''],
    ['12', 'x', '12'],
  ])('keypad: %j + %s → %j', (entry, key, expected) => {
    expect(keypadInput(entry, key)).toBe(expected);
  });

  it('sends the passcode base64-encoded', () => {
    expect(encodePasscode('0000')).toBe('MDAwMA==');
    expect(atob(encodePasscode('4321'))).toBe('4321');
  });

  it.each([
    ['Ravi Kumar', 'RK'],
    ['Ravi', 'R'],
    ['  ana  maría  lópez ', 'AL'],
    ['(Ravi) K.', 'RK'],
    ['', '?'],
  ])('initials of %j → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
