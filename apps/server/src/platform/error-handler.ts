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
          typeof v === 'string' && v.startsWith('@') ? fieldLabel(v.slice(1), lang) : v,
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
