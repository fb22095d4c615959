import { describe, expect, it } from 'vitest';
import { clockJumped, clockStatus, isClockCheckRoute, parseServerTime, shouldRecheckClock } from './clock-rules.ts';

const server = Date.parse('2026-11-21T10:00:00Z');
const sec = 1000;
const min = 60 * sec;

describe('server time', () => {
  it.each([
    ['2026-11-21T10:00:00Z', server],
    ['2026-11-21T10:00:00.000Z', server],
    ['2026-11-21T10:00:00', server],
    ['2026-11-21T10:00:00.000', server],
    ['2026-11-21T15:30:00+05:30', server],
    ['2026-11-21T15:30:00+0530', server],
  ])('reads %s as UTC (a Z appended when the zone is missing)', (value, expected) => {
    expect(parseServerTime(value)).toBe(expected);
  });

  it.each([[''], ['yesterday'], [null], [42]])('refuses %s', (value) => {
    expect(parseServerTime(value)).toBeNull();
  });
});

describe('clock tolerances (5 min warning, 2 min drift)', () => {
  it.each([
    [0, false, false],
    [2 * min, false, false],
    [2 * min + 1, false, true],
    [-2 * min - 1, false, true],
    [5 * min, false, true],
    [5 * min + 1, true, true],
    [-5 * min - 1, true, true],
    [-60 * min, true, true],
    [3 * 3600 * sec, true, true],
  ])('a device %i ms off: warning %s, drift %s', (offset, outOfSync, drift) => {
    const status = clockStatus(server, server + offset, server + offset);
    expect(status).toEqual({ offsetMs: offset, outOfSync, drift });
  });

  it('takes half the round trip off the difference', () => {
    // Sent at device 10:05:59, answered at 10:06:01: the server said 10:00:00 at device 10:06:00.
    const status = clockStatus(server, server + 6 * min - sec, server + 6 * min + sec);
    expect(status.offsetMs).toBe(6 * min);
    expect(status.outOfSync).toBe(true);
  });

  it('flags nothing without a server time', () => {
    expect(clockStatus(null, server, server)).toEqual({ offsetMs: null, outOfSync: false, drift: false });
  });
});

describe('when the clock is checked', () => {
  it.each([
    [null, 0, true],
    [0, 1999, false],
    [0, 2000, true],
    [10_000, 5000, true],
  ])('last check %s, now %i: check again %s (2 s debounce)', (last, now, expected) => {
    expect(shouldRecheckClock(last, now)).toBe(expected);
  });

  it.each([
    ['/tabs/dashboard', true],
    ['/tabs/dashboard/', true],
    ['/tabs/customer', false],
    ['/global-signin', false],
  ])('%s is the dashboard route: %s', (path, expected) => {
    expect(isClockCheckRoute(path)).toBe(expected);
  });

  it.each([
    ['a second passes on both clocks: no change', { wall: 1000, steady: 50 }, { wall: 2000, steady: 1050 }, false],
    ['a throttled tab: both clocks moved alike, no change', { wall: 0, steady: 0 }, { wall: 60_000, steady: 60_000 }, false],
    ['within the 1 s tolerance: no change', { wall: 0, steady: 0 }, { wall: 2000, steady: 1000 }, false],
    ['the clock was set 10 minutes ahead: changed', { wall: 0, steady: 0 }, { wall: 601_000, steady: 1000 }, true],
    ['the clock was set back: changed', { wall: 600_000, steady: 0 }, { wall: 1000, steady: 1000 }, true],
  ])('%s', (_case, previous, current, expected) => {
    expect(clockJumped(previous, current)).toBe(expected);
  });
});
