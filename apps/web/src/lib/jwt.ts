/** Expiry of a JWT in ms since the epoch, read from its payload; null when the token is not a readable JWT. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json: unknown = JSON.parse(atob(base64));
    if (typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number') return json.exp * 1000;
    return null;
  } catch {
    return null;
  }
}

/** True when the token expires within `withinMs` of `now` (or cannot be read, which is treated as expired). */
export function expiresWithin(token: string | null | undefined, withinMs: number, now = Date.now()): boolean {
  const exp = tokenExpiresAt(token);
  return exp === null || exp - now <= withinMs;
}
