import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** How long the sign-on token in the link may be used: long enough to open a tab, too short to share. */
export const SSO_TOKEN_TTL_SECONDS = 120;

export interface SsoClaims {
  userId: number;
  garageId: number;
  garageName: string;
  name: string;
  email: string | null;
  mobile: string;
}

/**
 * The external reviews single sign-on link: the configured address with a short-lived HS256 token
 * (`token` query parameter) that the reviews site verifies with the shared secret.
 */
export async function buildSsoLink(baseUrl: string, secret: string, claims: SsoClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({
    garage_id: claims.garageId,
    garage_name: claims.garageName,
    name: claims.name,
    email: claims.email,
    mobile: claims.mobile,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer('garage-workshop')
    .setAudience('freshreview')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  const url = new URL(baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
