import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { customerAmcItems } from './amc.repository.ts';
import { createAmcPackage } from './create-amc-package.ts';

export function amcRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  addRoute(app, services, routes.amcItems, async ({ params }, caller) => customerAmcItems(db, caller.membership, params.id));

  addRoute(app, services, routes.createAmcPackage, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `createAmcPackage:${caller.membership.garageId}`, key: idempotencyKey, body },
      async (tx) => ({ status: 201, body: await createAmcPackage(tx, caller.membership, body) }),
    );
    reply.code(result.status);
    return result.body;
  });
}
