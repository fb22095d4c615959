import type { CancelReason } from '@garage/contract';
import { type Language, seededCancelReasons } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { insertMissingCancelReasons } from './cancel-reason.repository.ts';

/**
 * What every garage offers from the start (here in English); the owner may rename, deactivate or add to
 * them. A new garage stores them in its language (decision 038); each reader sees them in theirs until
 * renamed (decision 028).
 */
export const DEFAULT_CANCEL_REASONS: Readonly<Record<CancelReason['type'], readonly string[]>> = {
  ORDER: seededCancelReasons('ORDER'),
  QUOTE: seededCancelReasons('QUOTE'),
};

/** Gives a new garage the default reasons in its language (in the garage's creating transaction). */
export async function createDefaultCancelReasons(
  tx: Tx,
  groupId: number,
  garageId: number,
  language: Language = 'en',
): Promise<void> {
  const types = Object.keys(DEFAULT_CANCEL_REASONS) as CancelReason['type'][];
  const rows = types.flatMap((type) =>
    seededCancelReasons(type, language).map((reason) => ({ groupId, garageId, type, reason })),
  );
  await insertMissingCancelReasons(tx, rows);
}
