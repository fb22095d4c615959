import type { RouteDef } from '@garage/contract';
import { hasAnyRole, type Language } from '@garage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import {
  authenticate,
  type Caller,
  fieldWithNulByte,
  garageIdHeader,
  type Membership,
  requestLanguage,
  type UserRow,
} from './guard.ts';
import type { Services } from './services.ts';

type In<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface Call<R extends RouteDef> {
  params: In<R['params']>;
  query: In<R['query']>;
  body: In<R['body']>;
  headers: In<R['headers']>;
  language: Language;
  ip: string;
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerFor<R extends RouteDef> = R['auth'] extends 'garage'
  ? { user: UserRow; membership: Membership }
  : R['auth'] extends 'user'
    ? Caller
    : null;

export type Handler<R extends RouteDef> = (call: Call<R>, caller: CallerFor<R>) => Promise<z.input<R['response']>>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    language: Language;
  }
}

/** PostgreSQL text cannot hold a NUL byte: refused once here, for every field of every route, after auth. */
function refuseNulBytes(request: FastifyRequest): void {
  const field = fieldWithNulByte(request);
  if (field) throw new AppError('VALIDATION', 'field.nulByte', { field: `@${field}` });
}

const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Binds a contract route to its handler. Authentication, garage membership and the route's roles are
 * checked before the request is validated, so a stranger learns nothing from validation messages.
 */
export function addRoute<R extends RouteDef>(app: FastifyInstance, services: Services, def: R, handler: Handler<R>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: toFastifyPath(def.path),
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    schema: {
      summary: def.summary,
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.headers ? { headers: def.headers } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.auth !== 'public' ? { security: [{ bearer: [] }] } : {}),
      response: { [def.status ?? 200]: def.response },
    },
    preValidation: async (request) => {
      request.language = requestLanguage(request);
      if (def.auth === 'public') return refuseNulBytes(request);
      const garageId = garageIdHeader(request);
      const { user, membership } = await authenticate(request, services.db, services.tokens, garageId);
      request.language = requestLanguage(request, user);
      if (garageId !== undefined) {
        if (!membership && def.auth === 'garage') throw new AppError('FORBIDDEN', 'perm.notMember');
      } else if (def.auth === 'garage') {
        throw new AppError('BAD_REQUEST', 'garage.headerRequired');
      }
      if (def.auth === 'garage' && membership && !hasAnyRole(membership.roles, def.roles)) {
        throw new AppError('FORBIDDEN', 'perm.noResource');
      }
      if (
        def.auth === 'garage' &&
        !def.openWhenExpired &&
        membership?.subscriptionEnd &&
        membership.subscriptionEnd.getTime() <= services.clock.now().getTime()
      ) {
        throw new AppError('SUBSCRIPTION_EXPIRED', 'http.subscriptionExpired');
      }
      request.caller = { user, membership };
      refuseNulBytes(request);
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        language: request.language,
        ip: request.ip,
        idempotencyKey: typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined,
        request,
        reply,
      } as Call<R>;
      const result = await handler(call, request.caller as CallerFor<R>);
      if (!reply.sent && reply.statusCode === 200 && def.status) reply.code(def.status);
      return result;
    },
  });
}
