import type { CancelReason, CancelReasonInput } from '@garage/contract';
import type { Language } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertCancelReason, toCancelReasonView } from './cancel-reason.repository.ts';

/** A reason the owner adds; a duplicate is refused by the unique index (see duplicateReason). */
export async function createCancelReason(
  tx: Tx,
  current: Membership,
  input: z.output<typeof CancelReasonInput>,
  language: Language = 'en',
): Promise<CancelReason> {
  const row = await insertCancelReason(tx, {
    groupId: current.groupId,
    garageId: current.garageId,
    type: input.type,
    reason: input.reason,
    active: input.active,
  });
  return toCancelReasonView(row, language);
}
