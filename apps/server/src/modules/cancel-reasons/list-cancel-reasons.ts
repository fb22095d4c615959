import type { CancelReason } from '@garage/contract';
import type { Language } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { selectCancelReasons, toCancelReasonView } from './cancel-reason.repository.ts';

/** The garage's reasons (of one type, or both), active only unless asked, in the reader's language. */
export async function listCancelReasons(
  db: Db | Tx,
  current: Membership,
  type: CancelReason['type'] | undefined,
  includeInactive: boolean,
  language: Language = 'en',
): Promise<CancelReason[]> {
  const rows = await selectCancelReasons(db, current, type, includeInactive);
  return rows.map((r) => toCancelReasonView(r, language));
}
