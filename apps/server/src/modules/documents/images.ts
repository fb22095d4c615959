/** Uploaded images: size limits, the type told by the first bytes, and strict base64 decoding (no I/O). */
import { badRequest } from '../../platform/errors.ts';

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
