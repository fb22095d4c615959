import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { badRequest } from '../../platform/errors.ts';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Passcodes arrive base64-encoded; what they encode must be exactly four digits (0000 allowed). */
export function decodePasscode(encoded: string): string {
  let decoded = '';
  try {
    decoded = Buffer.from(encoded, 'base64').toString('utf8');
  } catch {
    decoded = '';
  }
  if (!/^\d{4}$/.test(decoded)) throw badRequest('passcode.format');
  return decoded;
}

export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scrypt(passcode, salt, 32);
  return `scrypt$${salt.toString('base64')}$${derived.toString('base64')}`;
}

export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [, salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const derived = await scrypt(passcode, Buffer.from(salt, 'base64'), 32);
  const want = Buffer.from(expected, 'base64');
  return want.length === derived.length && timingSafeEqual(want, derived);
}
