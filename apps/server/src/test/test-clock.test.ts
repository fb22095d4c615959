import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeClock } from '../platform/clock.ts';
import { createTestClock, TEST_START } from './test-clock.ts';

const DAY = 86_400_000;
let clock: FakeClock;

beforeAll(() => {
  clock = createTestClock();
  // What the file sets up before its tests stays for each of them.
  clock.advance(DAY);
});

// Each test moves the clock and expects to start where beforeAll left it, in whichever order they run.
describe('a test clock between tests', () => {
  it.each([1, 2, 3])('starts test %i where the file set it up, after the others moved it', (n) => {
    expect(clock.now()).toEqual(new Date(TEST_START.getTime() + DAY));
    clock.advance(n * 2 * DAY);
    clock.set(new Date(TEST_START.getTime() - n * DAY));
  });
});
