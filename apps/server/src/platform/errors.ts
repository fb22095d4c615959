import type { ErrorCode } from '@garage/contract';
import { ERROR_CODES } from '@garage/contract';
import type { Language, MessageKey } from '@garage/domain';

/** A message parameter; a function is formatted in the caller's language (amounts, dates: decision 039). */
export type MessageParam = string | number | ((language: Language) => string);

/**
 * A failure a user can be told about. `message` is a catalogue key (translated per request) or, for
 * the spec's literal texts, the text itself.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, MessageParam> = {},
  ) {
    super(key);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'http.notFound');
export const forbidden = (key: MessageKey = 'perm.noResource') => new AppError('FORBIDDEN', key);
export const badRequest = (key: MessageKey, params: Record<string, MessageParam> = {}) =>
  new AppError('BAD_REQUEST', key, params);

/** A PostgreSQL unique-index violation (23505), as thrown by either driver (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
