import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { endAllSessions } from '../../platform/tokens.ts';
import { countFailedAttempt, findPasscode, resetFailedAttempts } from './passcode.repository.ts';
import { passcodeMatches } from './passcode-hash.ts';

export const PASSCODE_MAX_ATTEMPTS = 5;

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
  const row = await findPasscode(db, userId);
  if (!row) throw badRequest('passcode.notSet');
  if (await passcodeMatches(passcode, row.passcodeHash)) {
    await resetFailedAttempts(db, userId);
    return { valid: true, attempts_left: PASSCODE_MAX_ATTEMPTS };
  }
  const failed = (await countFailedAttempt(db, userId)) ?? PASSCODE_MAX_ATTEMPTS;
  if (failed >= PASSCODE_MAX_ATTEMPTS) {
    await db.transaction(async (tx) => {
      await resetFailedAttempts(tx, userId);
      await endAllSessions(tx, userId, now);
    });
    throw new AppError('PASSCODE_LOCKED', 'passcode.locked');
  }
  return { valid: false, attempts_left: PASSCODE_MAX_ATTEMPTS - failed };
}
