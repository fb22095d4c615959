import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { insertFirstPasscode, upsertPasscode } from './passcode.repository.ts';
import { hashPasscode } from './passcode-hash.ts';
import { validatePasscode } from './validate-passcode.ts';

/**
 * Sets the caller's own passcode; earlier wrong tries are forgotten. A first one needs nothing more.
 * Replacing one takes the current passcode, checked exactly as an unlock is: a wrong one counts toward
 * the same five tries, so this route cannot be used to guess the passcode past the lock.
 */
export async function setPasscode(
  db: Db,
  userId: number,
  passcode: string,
  currentPasscode: string | undefined,
  now: Date,
): Promise<void> {
  const passcodeHash = await hashPasscode(passcode);
  // Insert-if-none rather than read-then-write: two racing first sets cannot both skip the check.
  if (await insertFirstPasscode(db, userId, passcodeHash, now)) return;
  if (currentPasscode === undefined) throw badRequest('passcode.currentRequired');
  const check = await validatePasscode(db, userId, currentPasscode, now);
  if (!check.valid) throw badRequest('passcode.wrongCurrent', { count: check.attempts_left });
  await upsertPasscode(db, userId, passcodeHash, now);
}
