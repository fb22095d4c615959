import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db, Tx } from '../db/client.ts';
import { refreshToken, userSession } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

// The one algorithm tokens are signed and accepted with; a token naming another is refused.
const ALGORITHM = 'HS256';
const ISSUER = 'garage-workshop';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  /** A rotated refresh token presented again within this many seconds answers its successor (decision 051). */
  reuseGraceSeconds: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Ends one session: its row refuses the access tokens at once, its refresh tokens can no longer rotate. */
async function endSession(db: Db | Tx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.familyId, sessionId), isNull(refreshToken.revokedAt)));
}

/** Ends every session of a user (the fifth wrong passcode): on every device, at once. */
export async function endAllSessions(db: Db | Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)));
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
}

export interface AccessClaims {
  userId: number;
  /** The session (refresh-token family) the token was issued from. */
  sessionId: string;
}

/** Access tokens already verified, kept until they expire; cleared whole when this many are held. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /** Derives a refresh token's successor, so a replay within the grace period gets the same one back. */
  private readonly successorKey: Buffer;
  /**
   * Signature checks of tokens seen before, by the whole token text: every request of a session carries
   * the same token, and its HMAC check cost more than the request's own work (bench-orders.ts).
   */
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly settings: TokenSettings,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(settings.secret);
    this.successorKey = createHmac('sha256', settings.secret).update('refresh-token-successor').digest();
  }

  async accessToken(userId: number, sessionId: string): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + this.settings.accessTtlSeconds)
      .sign(this.key);
  }

  /**
   * The user and session of a validly signed access token; 401 TOKEN_EXPIRED or TOKEN_NOT_FOUND otherwise.
   * Whether the session is still open is read by `authenticate`, in its one statement.
   */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const seen = this.verified.get(token);
    if (seen) {
      // As jose counts it: expired once the current whole second reaches `exp`.
      if (seen.expiresAt <= Math.floor(this.clock.now().getTime() / 1000)) {
        this.verified.delete(token);
        throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
      }
      return { userId: seen.userId, sessionId: seen.sessionId };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: this.clock.now(),
      });
      const id = Number(payload.sub);
      if (payload.typ !== 'access' || !Number.isInteger(id) || id <= 0)
        throw new AppError('TOKEN_NOT_FOUND', 'auth.tokenNotFound');
      // Issued before sessions had ids: answered as expired, so the browser rotates its refresh token
      // (whose family became a session in the migration) instead of signing the user out.
      if (typeof payload.sid !== 'string' || payload.sid === '') throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
      const claims = { userId: id, sessionId: payload.sid };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
        this.verified.set(token, { ...claims, expiresAt: payload.exp });
      }
      return claims;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
      throw new AppError('TOKEN_NOT_FOUND', 'auth.tokenNotFound');
    }
  }

  /** A sign-in: a new session, the first refresh token of its family and an access token naming it. */
  async startSession(db: Db, userId: number): Promise<{ access_token: string; refresh_token: string }> {
    const sessionId = randomUUID();
    const refresh = await db.transaction(async (tx) => {
      await tx.insert(userSession).values({ id: sessionId, userId, createdAt: this.clock.now() });
      return this.issueRefresh(tx, userId, sessionId);
    });
    return { access_token: await this.accessToken(userId, sessionId), refresh_token: refresh };
  }

  /** Stores a refresh token of a session's family. Only the hash is stored. */
  private async storeRefresh(db: Db | Tx, userId: number, familyId: string, token: string): Promise<string> {
    const expiresAt = new Date(this.clock.now().getTime() + this.settings.refreshTtlDays * 86_400_000);
    await db.insert(refreshToken).values({ userId, familyId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  /** The first refresh token of a family: random. */
  private issueRefresh(db: Db | Tx, userId: number, familyId: string): Promise<string> {
    return this.storeRefresh(db, userId, familyId, randomBytes(32).toString('base64url'));
  }

  /**
   * The one successor of a refresh token: an HMAC of it under a key derived from the server secret. Only
   * a holder of the token (and the server) can compute it, and the server can compute it again, without
   * storing it, when the rotated token comes back within the grace period.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  /**
   * Rotates a refresh token. The old one is marked rotated by a conditional update, so of two concurrent
   * uses only one wins and its successor is stored once. A use of a token rotated less than the grace
   * period ago (a reload or a lost connection dropped the answer; another request of the same device
   * raced it) answers the same successor with a new access token. Any later use of a rotated token, and
   * any use of a revoked one, ends its session (theft detection, decisions 007, 024 and 051).
   */
  async rotate(token: string, userId: number): Promise<{ accessToken: string; refreshToken: string }> {
    const hash = sha256(token);
    const now = this.clock.now();
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
        if (!row || row.userId !== userId) throw new AppError('REFRESH_INVALID', 'auth.refreshInvalid');
        if (row.expiresAt.getTime() <= now.getTime() && !row.rotatedAt && !row.revokedAt) {
          throw new AppError('REFRESH_INVALID', 'auth.refreshInvalid');
        }
        const claimed = await tx
          .update(refreshToken)
          .set({ rotatedAt: now })
          .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.rotatedAt), isNull(refreshToken.revokedAt)))
          .returning({ id: refreshToken.id });
        if (claimed.length > 0) {
          const next = await this.storeRefresh(tx, userId, row.familyId, this.successorOf(token));
          return { accessToken: await this.accessToken(userId, row.familyId), refreshToken: next };
        }
        // Read again: a concurrent rotation (PostgreSQL) has committed by the time the update above returned.
        const [current] = await tx.select().from(refreshToken).where(eq(refreshToken.id, row.id)).limit(1);
        const successor = await this.successorWithinGrace(tx, current, token, now);
        if (successor === 'gone') return 'invalid' as const;
        if (successor) return { accessToken: await this.accessToken(userId, row.familyId), refreshToken: successor };
        await endSession(tx, row.familyId, now);
        return 'invalid' as const;
      })
      .then((result) => {
        // Thrown outside the transaction so the family revocation above is committed.
        if (result === 'invalid') throw new AppError('REFRESH_INVALID', 'auth.refreshInvalid');
        return result;
      });
  }

  /**
   * The successor to answer for a rotated token presented again: the token when it was rotated less than
   * the grace period ago and its session is open; 'gone' when its successor is not stored (rotated before
   * successors were derived, or under another secret), which is refused without ending the session; null
   * otherwise (a replay: the session ends).
   */
  private async successorWithinGrace(
    tx: Tx,
    row: typeof refreshToken.$inferSelect | undefined,
    token: string,
    now: Date,
  ): Promise<string | 'gone' | null> {
    if (!row?.rotatedAt || row.revokedAt) return null;
    // A rotation stamped a little ahead (another server's clock) counts as recent.
    if (now.getTime() - row.rotatedAt.getTime() >= this.settings.reuseGraceSeconds * 1000) return null;
    const successor = this.successorOf(token);
    const [next] = await tx
      .select({ revokedAt: refreshToken.revokedAt, sessionRevokedAt: userSession.revokedAt })
      .from(refreshToken)
      .innerJoin(userSession, eq(userSession.id, refreshToken.familyId))
      .where(and(eq(refreshToken.tokenHash, sha256(successor)), eq(refreshToken.familyId, row.familyId)))
      .limit(1);
    if (!next) return 'gone';
    if (next.revokedAt || next.sessionRevokedAt) return null;
    return successor;
  }

  /** Ends the session of a refresh token. Unknown tokens are ignored (logout always succeeds). */
  async revoke(token: string, userId?: number): Promise<void> {
    const [row] = await this.db
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
      .limit(1);
    if (!row || (userId !== undefined && row.userId !== userId)) return;
    await this.db.transaction((tx) => endSession(tx, row.familyId, this.clock.now()));
  }
}
