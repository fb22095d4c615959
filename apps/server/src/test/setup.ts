import { afterEach, beforeEach } from 'vitest';
import { snapshotTestClocks } from './test-clock.ts';

// Each test starts from the clock its file set up, whatever the tests before it did: tests run shuffled.
let restoreClocks: (() => void) | undefined;
beforeEach(() => {
  restoreClocks = snapshotTestClocks();
});
afterEach(() => {
  restoreClocks?.();
  restoreClocks = undefined;
});
