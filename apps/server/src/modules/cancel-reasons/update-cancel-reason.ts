import type { CancelReason, CancelReasonInput } from '@garage/contract';
import { cancelReasonToStore, type Language } from '@garage/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { findCancelReasonRow, toCancelReasonView, updateCancelReasonRow } from './cancel-reason.repository.ts';

/** Renames, retypes or (de)activates a reason of this garage. */
export async function updateCancelReason(
  tx: Tx,
  current: Membership,
  id: number,
  input: z.output<typeof CancelReasonInput>,
  language: Language = 'en',
): Promise<CancelReason> {
  const stored = await findCancelReasonRow(tx, current, id);
  if (!stored) throw notFound();
  // The screen sends back what it showed: a seeded reason's translation keeps the seeded text (and its translations).
  const reason = cancelReasonToStore(stored.type, stored.reason, input.reason, language);
  const row = await updateCancelReasonRow(tx, current, id, { type: input.type, reason, active: input.active });
  if (!row) throw notFound();
  return toCancelReasonView(row, language);
}
