/** A random UUID v4; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newUuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of a create form. Each submit attempt gets a fresh key, except that an attempt
 * whose outcome is unknown (the network failed, the server did not answer) keeps its key for a retry of
 * the very same body: the server then answers the first attempt's result instead of creating twice.
 */
export function createIdempotencyKeeper(makeKey: () => string = newUuid) {
  let pending: { key: string; body: string } | null = null;
  return {
    /** The key for this attempt. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (pending && pending.body === text) return pending.key;
      pending = { key: makeKey(), body: text };
      return pending.key;
    },
    /** The server answered (success or a refusal): the next attempt is a new one. */
    settle(): void {
      pending = null;
    },
  };
}
