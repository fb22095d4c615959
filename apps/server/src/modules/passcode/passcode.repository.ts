/** A person's passcode row (user_passcode): the hash and the count of wrong tries in a row. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { garageUser, userPasscode } from '../../db/schema.ts';

type Reader = Db | Tx;

export async function hasPasscode(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: userPasscode.userId }).from(userPasscode).where(eq(userPasscode.userId, userId)).limit(1);
  return Boolean(row);
}

export async function findPasscode(db: Reader, userId: number) {
  const [row] = await db.select().from(userPasscode).where(eq(userPasscode.userId, userId)).limit(1);
  return row;
}

/** Stores a first passcode; false when the person already has one (so replacing it goes through the check). */
export async function insertFirstPasscode(db: Reader, userId: number, passcodeHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(userPasscode)
    .values({ userId, passcodeHash, failedAttempts: 0, updatedAt: now })
    .onConflictDoNothing({ target: userPasscode.userId })
    .returning({ userId: userPasscode.userId });
  return inserted.length > 0;
}

/** Stores a new hash and forgets earlier wrong tries. */
export async function upsertPasscode(db: Reader, userId: number, passcodeHash: string, now: Date): Promise<void> {
  await db
    .insert(userPasscode)
    .values({ userId, passcodeHash, failedAttempts: 0, updatedAt: now })
    .onConflictDoUpdate({ target: userPasscode.userId, set: { passcodeHash, failedAttempts: 0, updatedAt: now } });
}

export async function resetFailedAttempts(db: Reader, userId: number): Promise<void> {
  await db.update(userPasscode).set({ failedAttempts: 0 }).where(eq(userPasscode.userId, userId));
}

/** Counts one more wrong try with a conditional update (concurrent tries all count); the new count. */
export async function countFailedAttempt(db: Reader, userId: number): Promise<number | undefined> {
  const [counted] = await db
    .update(userPasscode)
    .set({ failedAttempts: sql`${userPasscode.failedAttempts} + 1` })
    .where(eq(userPasscode.userId, userId))
    .returning({ failed: userPasscode.failedAttempts });
  return counted?.failed;
}

export async function removePasscode(db: Reader, userId: number): Promise<void> {
  await db.delete(userPasscode).where(eq(userPasscode.userId, userId));
}

/** Whether the person is an active member of a garage of another group. */
export async function activeInOtherGroup(db: Reader, userId: number, groupId: number): Promise<boolean> {
  const [elsewhere] = await db
    .select({ groupId: garageUser.groupId })
    .from(garageUser)
    .where(and(eq(garageUser.userId, userId), eq(garageUser.active, true), ne(garageUser.groupId, groupId)))
    .limit(1);
  return Boolean(elsewhere);
}
