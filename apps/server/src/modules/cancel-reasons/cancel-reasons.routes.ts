import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, notFound } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { duplicateReason } from './cancel-reason.repository.ts';
import { createCancelReason } from './create-cancel-reason.ts';
import { listCancelReasons } from './list-cancel-reasons.ts';
import { updateCancelReason } from './update-cancel-reason.ts';

export function cancelReasonRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  addRoute(app, services, routes.listCancelReasons, async ({ query, language }, caller) => {
    // The old client names the garage in the query; it must be the garage of the x-garage-id header.
    if (query.garageId !== undefined && query.garageId !== caller.membership.garageId) throw notFound();
    return listCancelReasons(db, caller.membership, query.type, query.include_inactive ?? false, language);
  });

  addRoute(app, services, routes.createCancelReason, async ({ body, idempotencyKey, reply, language }, caller) => {
    try {
      const result = await idempotent(
        db,
        { userId: caller.user.id, scope: `createCancelReason:${caller.membership.garageId}`, key: idempotencyKey, body },
        async (tx) => ({ status: 201, body: await createCancelReason(tx, caller.membership, body, language) }),
      );
      reply.code(result.status);
      return result.body;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateReason(body);
      throw error;
    }
  });

  addRoute(app, services, routes.updateCancelReason, async ({ params, body, language }, caller) => {
    try {
      return await db.transaction((tx) => updateCancelReason(tx, caller.membership, params.id, body, language));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateReason(body);
      throw error;
    }
  });
}
