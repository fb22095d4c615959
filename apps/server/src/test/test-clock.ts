import { FakeClock } from '../platform/clock.ts';

/** Where every test app's clock starts: a fixed instant, so no result depends on the machine's date. */
export const TEST_START = new Date('2026-11-21T06:00:00.000Z');

const live = new Set<FakeClock>();

/** A FakeClock at TEST_START that the per-test hooks in setup.ts put back after each test. */
export function createTestClock(): FakeClock {
  const clock = new FakeClock(TEST_START);
  live.add(clock);
  return clock;
}

export function forgetTestClock(clock: FakeClock): void {
  live.delete(clock);
}

/**
 * Remembers where each live clock stands and returns what puts them back. A test that moves the clock
 * (an expired code, an ended trial) must not move it for whichever test the shuffle runs next; what a
 * file's beforeAll set up (orders on given days) stays, because the snapshot is taken after it.
 */
export function snapshotTestClocks(): () => void {
  const saved = [...live].map((clock) => [clock, clock.now()] as const);
  return () => {
    for (const [clock, at] of saved) clock.set(at);
  };
}
