import { randomBytes } from 'node:crypto';
import type { ImageUpload } from '@garage/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';

type Input = z.output<typeof ImageUpload>;

/** Spec 9: one file at most 5 MB, the files of one flow at most 15 MB. */
export const MAX_FILE_BYTES = 5_242_880;
export const MAX_FLOW_BYTES = 15_728_640;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type told by the file's first bytes; the extension a client names is never trusted. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const DATA_URL = /^data:(?:[a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9.+-]+=[a-z0-9.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a strict base64 text would decode to, without decoding it; null when the text is not base64. */
function decodedLength(text: string): number | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/**
 * Decodes base64 (optionally a data: URL, optionally wrapped in lines) strictly: any other character,
 * a missing padding or stray bits make it invalid. Files over 5 MB are refused before decoding.
 */
export function decodeUpload(raw: string): Buffer {
  let text = raw.trim();
  if (text.toLowerCase().startsWith('data:')) {
    const prefix = DATA_URL.exec(text);
    if (!prefix) throw badRequest('upload.invalidData');
    text = text.slice(prefix[0].length);
  }
  text = text.replace(/\r?\n/g, '');
  const length = decodedLength(text);
  if (length === null || length === 0) throw badRequest('upload.invalidData');
  if (length > MAX_FILE_BYTES) throw badRequest('upload.tooLarge');
  const bytes = Buffer.from(text, 'base64');
  // Node ignores bits after the last full byte; a canonical text encodes back to itself.
  if (bytes.length !== length || bytes.toString('base64') !== text) throw badRequest('upload.invalidData');
  return bytes;
}

export const documentUrl = (key: string) => `/api/document/file/${key}`;

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
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document-flow:${current.groupId}:${flowId}`}))`);
      const [used] = await tx
        .select({ total: sql<string>`coalesce(sum(${document.size}), 0)` })
        .from(document)
        .where(and(eq(document.groupId, current.groupId), eq(document.flowId, flowId)));
      if (Number(used?.total ?? 0) + bytes.length > MAX_FLOW_BYTES) throw badRequest('upload.flowTooLarge');
    }
    await tx.insert(document).values({
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

/** An uploaded file by its key, from any garage: the unguessable key is the only credential. */
export async function readDocument(db: Db, key: string): Promise<{ mime: string; content: Buffer }> {
  const [row] = await db
    .select({ mime: document.mime, content: document.content })
    .from(document)
    .where(eq(document.key, key))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'http.notFound');
  return row;
}
