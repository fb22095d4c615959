import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPasscode } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { endAllSessions } from '../../platform/tokens.ts';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
export const PASSCODE_MAX_ATTEMPTS = 5;

/** Passcodes arrive base64-encoded; what they encode must be exactly four digits (0000 allowed). */
export function decodePasscode(encoded: string): string {
  let decoded = '';
  try {
    decoded = Buffer.from(encoded, 'base64').toString('utf8');
  } catch {
    decoded = '';
  }
  if (!/^\d{4}$/.test(decoded)) throw badRequest('passcode.format');
  return decoded;
}

async function hash(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scrypt(passcode, salt, 32);
  return `scrypt$${salt.toString('base64')}$${derived.toString('base64')}`;
}

async function matches(passcode: string, stored: string): Promise<boolean> {
  const [, salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const derived = await scrypt(passcode, Buffer.from(salt, 'base64'), 32);
  const want = Buffer.from(expected, 'base64');
  return want.length === derived.length && timingSafeEqual(want, derived);
}

export async function hasPasscode(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: userPasscode.userId }).from(userPasscode).where(eq(userPasscode.userId, userId)).limit(1);
  return Boolean(row);
}

export async function setPasscode(db: Db, userId: number, passcode: string, now: Date): Promise<void> {
  const passcodeHash = await hash(passcode);
  await db
    .insert(userPasscode)
    .values({ userId, passcodeHash, failedAttempts: 0, updatedAt: now })
    .onConflictDoUpdate({ target: userPasscode.userId, set: { passcodeHash, failedAttempts: 0, updatedAt: now } });
}

/**
 * Checks a passcode. Wrong tries are counted by a conditional update; the fifth in a row ends every
 * session of the user (refresh tokens revoked, their access tokens refused at once).
 */
export async function validatePasscode(
  db: Db,
  userId: number,
  passcode: string,
  now: Date,
): Promise<{ valid: boolean; attempts_left: number }> {
  const [row] = await db.select().from(userPasscode).where(eq(userPasscode.userId, userId)).limit(1);
  if (!row) throw badRequest('passcode.notSet');
  if (await matches(passcode, row.passcodeHash)) {
    await db.update(userPasscode).set({ failedAttempts: 0 }).where(eq(userPasscode.userId, userId));
    return { valid: true, attempts_left: PASSCODE_MAX_ATTEMPTS };
  }
  const [counted] = await db
    .update(userPasscode)
    .set({ failedAttempts: sql`${userPasscode.failedAttempts} + 1` })
    .where(eq(userPasscode.userId, userId))
    .returning({ failed: userPasscode.failedAttempts });
  const failed = counted?.failed ?? PASSCODE_MAX_ATTEMPTS;
  if (failed >= PASSCODE_MAX_ATTEMPTS) {
    await db.transaction(async (tx) => {
      await tx.update(userPasscode).set({ failedAttempts: 0 }).where(eq(userPasscode.userId, userId));
      await endAllSessions(tx, userId, now);
    });
    throw new AppError('PASSCODE_LOCKED', 'passcode.locked');
  }
  return { valid: false, attempts_left: PASSCODE_MAX_ATTEMPTS - failed };
}

export async function removePasscode(db: Db, userId: number): Promise<void> {
  await db.delete(userPasscode).where(eq(userPasscode.userId, userId));
}
