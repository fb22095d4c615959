import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('runs the load once for every caller, and again after a failure', async () => {
    let runs = 0;
    let fail = true;
    const load = loadOnce(async () => {
      runs += 1;
      if (fail) throw new Error('offline');
    });
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    await expect(a).rejects.toThrow('offline');
    expect(runs).toBe(1);
    fail = false;
    await load();
    await load();
    expect(runs).toBe(2);
  });
});
