import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newUuid } from './idempotency.ts';

describe('Idempotency-Key of a create form', () => {
  it('makes version 4 UUIDs', () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps the key for a retry of the same body whose outcome is unknown', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `k${++n}`);
    expect(keeper.keyFor({ a: 1 })).toBe('k1');
    // The network failed: the same body is sent again with the same key.
    expect(keeper.keyFor({ a: 1 })).toBe('k1');
    // The user changed something: a new attempt.
    expect(keeper.keyFor({ a: 2 })).toBe('k2');
  });

  it('starts a new attempt once the server has answered', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `k${++n}`);
    keeper.keyFor({ a: 1 });
    keeper.settle();
    expect(keeper.keyFor({ a: 1 })).toBe('k2');
  });
});
