import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceToken } from '../../db/schema.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function providerOf(token: string): 'webpush' | 'native' {
  return token.startsWith('{') ? 'webpush' : 'native';
}

/**
 * Registers a device's push token for a user. A token names one device, so registering it again moves it
 * to the user who signed in there last.
 */
export async function registerDeviceToken(db: Db, userId: number, token: string, now: Date): Promise<void> {
  await db
    .insert(deviceToken)
    .values({ userId, token, tokenHash: hashToken(token), provider: providerOf(token), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: deviceToken.tokenHash,
      set: { userId, token, provider: providerOf(token), updatedAt: now },
    });
}

/** Removes the user's registration of a token; a token of someone else or an unknown one is left alone. */
export async function deregisterDeviceToken(db: Db, userId: number, token: string): Promise<boolean> {
  const removed = await db
    .delete(deviceToken)
    .where(and(eq(deviceToken.tokenHash, hashToken(token)), eq(deviceToken.userId, userId)))
    .returning({ id: deviceToken.id });
  return removed.length > 0;
}

export async function deviceTokensOf(db: Db, userId: number): Promise<Array<{ token: string; provider: string }>> {
  return db
    .select({ token: deviceToken.token, provider: deviceToken.provider })
    .from(deviceToken)
    .where(eq(deviceToken.userId, userId))
    .orderBy(sql`${deviceToken.updatedAt} desc`);
}
