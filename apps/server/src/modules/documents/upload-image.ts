import { randomBytes } from 'node:crypto';
import type { ImageUpload } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { insertDocument, lockedFlowBytes } from './document.repository.ts';
import { decodeUpload, documentUrl, MAX_FLOW_BYTES, sniffImage } from './images.ts';

type Input = z.output<typeof ImageUpload>;

/**
 * Stores an uploaded image of the caller's garage. Files of one flow are summed under a transaction-scoped
 * advisory lock on the flow, so two concurrent uploads cannot both pass the 15 MB limit.
 */
export async function uploadImage(
  db: Db,
  current: Membership,
  userId: number,
  input: Input,
): Promise<{ url: string; size: number }> {
  // The body names the garage too: it must be the garage of the header (else: not found, no hint).
  if (input.garage_id !== current.garageId) throw notFound();
  const bytes = decodeUpload(input.file_to_upload);
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest('upload.typeUnsupported');
  const key = randomBytes(24).toString('base64url');
  const flowId = input.flow_id ?? null;
  await db.transaction(async (tx) => {
    if (flowId) {
      if ((await lockedFlowBytes(tx, current.groupId, flowId)) + bytes.length > MAX_FLOW_BYTES)
        throw badRequest('upload.flowTooLarge');
    }
    await insertDocument(tx, {
      groupId: current.groupId,
      garageId: current.garageId,
      key,
      mime,
      size: bytes.length,
      flowId,
      content: bytes,
      createdBy: userId,
    });
  });
  return { url: documentUrl(key), size: bytes.length };
}
