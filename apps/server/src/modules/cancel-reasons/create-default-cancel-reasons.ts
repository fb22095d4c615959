import type { CancelReason } from '@garage/contract';
import { seededCancelReasons } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { insertMissingCancelReasons } from './cancel-reason.repository.ts';

/**
 * What every garage offers from the start; the owner may rename, deactivate or add to them. Stored in
 * English and shown in the reader's language until renamed (decision 028).
 */
export const DEFAULT_CANCEL_REASONS: Readonly<Record<CancelReason['type'], readonly string[]>> = {
  ORDER: seededCancelReasons('ORDER'),
  QUOTE: seededCancelReasons('QUOTE'),
};

/** Gives a new garage the default reasons (in the garage's creating transaction). */
export async function createDefaultCancelReasons(tx: Tx, groupId: number, garageId: number): Promise<void> {
  const rows = Object.entries(DEFAULT_CANCEL_REASONS).flatMap(([type, reasons]) =>
    reasons.map((reason) => ({ groupId, garageId, type: type as CancelReason['type'], reason })),
  );
  await insertMissingCancelReasons(tx, rows);
}
