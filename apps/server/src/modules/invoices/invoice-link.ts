/**
 * Signed links to a document's PDF, an invoice, a receipt or a credit note (shared by SMS, WhatsApp or e-mail,
 * and the download buttons): a JWT naming the group, garage, the kind of document and its id, signed with a key of its own derived from the server secret (a
 * link can never pass for a sign-in token, nor the other way round), expiring after SHARE_LINK_DAYS.
 */
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

const ALGORITHM = 'HS256';
const AUDIENCE = 'invoice-pdf';

/** The documents a link can open; the kind is signed with the id, so a receipt's id never opens an invoice. */
export const LINKED_DOCUMENTS = ['INVOICE', 'RECEIPT', 'CREDIT_NOTE', 'PURCHASE_ORDER', 'VENDOR_CREDIT_NOTE'] as const;
export type LinkedDocument = (typeof LINKED_DOCUMENTS)[number];

export interface InvoiceLinkClaims {
  groupId: number;
  garageId: number;
  kind: LinkedDocument;
  id: number;
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
    const token = await new SignJWT({ g: claims.groupId, r: claims.garageId, k: claims.kind, i: claims.id })
      .setProtectedHeader({ alg: ALGORITHM })
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * The document a link opens; 404 for an expired, altered or foreign token (nothing more is told). A link
   * made before documents had kinds names an invoice.
   */
  async verify(token: string): Promise<InvoiceLinkClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: this.clock.now(),
      });
      const { g, r, k = 'INVOICE', i } = payload as { g?: unknown; r?: unknown; k?: unknown; i?: unknown };
      const kind = LINKED_DOCUMENTS.find((d) => d === k);
      if (typeof g === 'number' && typeof r === 'number' && typeof i === 'number' && kind)
        return { groupId: g, garageId: r, kind, id: i };
    } catch {
      // Falls through to the one answer below.
    }
    throw new AppError('NOT_FOUND', 'invoice.linkExpired');
  }
}
