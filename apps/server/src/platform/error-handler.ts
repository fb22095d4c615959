import { fieldLabel, isMessageKey, type Language, type MessageKey, message } from '@garage/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

// The browser matches these two on their text (spec: shell 8), so they are never translated.
const LITERAL: ReadonlySet<MessageKey> = new Set(['auth.otpNotMatched', 'auth.inactiveUser']);

interface IssueLike {
  message?: string;
  path?: ReadonlyArray<PropertyKey>;
  instancePath?: string;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

function issueMessage(issue: IssueLike, language: Language, context: string | undefined): string {
  const path = issue.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  // The field's name: the last segment that is not an array index ('customer_remarks/0' → customer_remarks).
  const last = [...path].reverse().find((p) => typeof p === 'string' && !/^\d+$/.test(p)) as string | undefined;
  const field = fieldLabel(last ?? (context === 'body' ? 'request' : (context ?? 'request')), language);
  const raw = issue.message ?? '';
  const params: Record<string, string | number> = { field };
  // fastify-type-provider-zod moves the zod issue's own fields (maximum, params of a custom issue) into `params`.
  const extra = (issue.params ?? {}) as { maximum?: number | bigint; params?: Record<string, unknown> };
  const maximum = issue.maximum ?? extra.maximum;
  if (maximum !== undefined) params.max = Number(maximum);
  for (const [k, v] of Object.entries(extra.params ?? {})) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  return message(isMessageKey(raw) ? raw : 'field.invalid', language, params);
}

// Socket errors, PostgreSQL's connection exceptions (08…), shutdown and too-many-connections codes.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|connection error|pglite is closed|cannot use a pool after calling end/i;

/** Whether a failure (or one of its causes) says the database cannot be reached, rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Every failure leaves as `{ message, code }` with the catalogue's status; texts in the caller's language. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language: Language = request.language ?? 'en';
    if (error instanceof AppError) {
      const lang = LITERAL.has(error.key) ? 'en' : language;
      // A parameter '@name' is a field name, labelled in the caller's language.
      const params = Object.fromEntries(
        Object.entries(error.params).map(([k, v]) => [
          k,
          typeof v === 'function' ? v(lang) : typeof v === 'string' && v.startsWith('@') ? fieldLabel(v.slice(1), lang) : v,
        ]),
      );
      const text = message(error.key, lang, params);
      return reply.code(error.status).send({ message: text, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as IssueLike | undefined;
      const text = first ? issueMessage(first, language, error.validationContext) : message('http.badRequest', language);
      return reply.code(400).send({ message: text, code: 'VALIDATION' });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of the request: the pool reconnects on its own once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: message('http.databaseUnavailable', language), code: 'UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : status === 401 ? 'TOKEN_NOT_FOUND' : 'BAD_REQUEST';
      const key: MessageKey = status === 404 ? 'http.notFound' : 'http.badRequest';
      return reply.code(status === 413 || status === 415 ? 400 : status).send({ message: message(key, language), code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: message('http.somethingWrong', language), code: 'INTERNAL' });
  });
}
