/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is not checked by the browser. */
export function fakeJwt(expiresAtMs: number, extra: Record<string, unknown> = {}): string {
  const enc = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ exp: Math.floor(expiresAtMs / 1000), ...extra })}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
