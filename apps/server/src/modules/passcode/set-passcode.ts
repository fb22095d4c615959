import type { Db } from '../../db/client.ts';
import { upsertPasscode } from './passcode.repository.ts';
import { hashPasscode } from './passcode-hash.ts';

/** Sets (or replaces) the caller's own passcode; earlier wrong tries are forgotten. */
export async function setPasscode(db: Db, userId: number, passcode: string, now: Date): Promise<void> {
  await upsertPasscode(db, userId, await hashPasscode(passcode), now);
}
