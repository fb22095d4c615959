/**
 * The ZATCA phase-1 QR code of a Saudi simplified tax invoice (issue 13): five TLV fields — tag one byte,
 * length one byte, value in UTF-8 — concatenated and base64-encoded; the QR code carries that text.
 * Pure (no Buffer, so the browser can show the same code).
 */
import { parseServerDate } from './format-dates.ts';

export interface ZatcaQrFields {
  sellerName: string;
  /** The seller's VAT registration number (15 digits). */
  vatNumber: string;
  /** The invoice time, ISO 8601 (e.g. "2022-04-25T15:30:00Z"). */
  timestamp: string;
  /** Invoice total with VAT, as a decimal ("1000.00"). */
  total: string;
  /** VAT total, as a decimal ("150.00"). */
  vatTotal: string;
}

const TAGS: ReadonlyArray<[number, keyof ZatcaQrFields]> = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'total'],
  [5, 'vatTotal'],
];

/** The TLV bytes of the QR code. A value longer than 255 bytes cannot be encoded (one length byte). */
export function zatcaQrTlv(fields: ZatcaQrFields): Uint8Array {
  const bytes: number[] = [];
  for (const [tag, name] of TAGS) {
    const value = utf8(fields[name]);
    if (value.length > 255) throw new RangeError(`ZATCA QR field ${name} is longer than 255 bytes`);
    bytes.push(tag, value.length, ...value);
  }
  return Uint8Array.from(bytes);
}

/** The text the QR code carries: the TLV bytes in base64. */
export function zatcaQrBase64(fields: ZatcaQrFields): string {
  return base64(zatcaQrTlv(fields));
}

// The domain package runs without DOM or Node types (no TextEncoder, btoa or Buffer): both encodings by hand.
function utf8(text: string): number[] {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0) ?? 0;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

/** A server time as ZATCA's timestamp: UTC, whole seconds, "2022-04-25T15:30:00Z". */
export function zatcaTimestamp(serverTime: string): string {
  return parseServerDate(serverTime)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}
