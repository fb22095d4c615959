/**
 * Signed links to an invoice's PDF (shared by SMS, WhatsApp or e-mail, and the download button): a JWT
 * naming the group, garage and invoice, signed with a key of its own derived from the server secret (a
 * link can never pass for a sign-in token, nor the other way round), expiring after SHARE_LINK_DAYS.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

const ALGORITHM = 'HS256';
const AUDIENCE = 'invoice-pdf';

export interface InvoiceLinkClaims {
  groupId: number;
  garageId: number;
  invoiceId: number;
}

export class InvoiceLinks {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly days: number,
  ) {
    this.key = createHash('sha256').update(`invoice-link:${secret}`).digest();
  }

  async sign(claims: InvoiceLinkClaims): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp = now + this.days * 86_400;
    const token = await new SignJWT({ g: claims.groupId, r: claims.garageId, i: claims.invoiceId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The invoice a link opens; 404 for an expired, altered or foreign token (nothing more is told). */
  async verify(token: string): Promise<InvoiceLinkClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: this.clock.now(),
      });
      const { g, r, i } = payload as { g?: unknown; r?: unknown; i?: unknown };
      if (typeof g === 'number' && typeof r === 'number' && typeof i === 'number')
        return { groupId: g, garageId: r, invoiceId: i };
    } catch {
      // Falls through to the one answer below.
    }
    throw new AppError('NOT_FOUND', 'invoice.linkExpired');
  }
}
