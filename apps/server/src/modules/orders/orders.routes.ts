import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createOrder } from './create-order.ts';
import { activeOrdersOfVehicle, findOrder } from './order.repository.ts';

export function orderRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.createOrder, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `createOrder:${current.garageId}`, key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: { id: await createOrder(tx, current, body, caller.user.id, clock.now()) },
      }),
    );
    reply.code(result.status);
    const order = await findOrder(db, current.groupId, current.garageId, result.body.id);
    if (!order) throw notFound();
    return order;
  });

  addRoute(app, services, routes.getOrderData, async ({ query }, caller) => {
    const order = await findOrder(db, caller.membership.groupId, caller.membership.garageId, query.order_id);
    if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
    return order;
  });

  addRoute(app, services, routes.activeOrdersByVehicle, async ({ params }, caller) =>
    activeOrdersOfVehicle(db, caller.membership.groupId, caller.membership.garageId, params.id),
  );
}
