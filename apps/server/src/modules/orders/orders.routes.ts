import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { countOrderTabs } from './count-order-tabs.ts';
import { createOrderOnce } from './create-order.ts';
import { activeOrdersOfVehicle, activityOf, findDocument } from './order.repository.ts';
import { progressOrder } from './progress-order.ts';
import { searchDocuments } from './search-documents.ts';
import { updateOrder } from './update-order.ts';
import { updateOrderDetails } from './update-order-details.ts';

export function orderRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const orderView = async (current: Membership, id: number) => {
    const order = await findDocument(db, current, 'ORDER', id);
    if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
    return order;
  };

  addRoute(app, services, routes.createOrder, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await createOrderOnce(db, current, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view ?? orderView(current, result.body.id);
  });

  addRoute(app, services, routes.getOrderData, async ({ query }, caller) => orderView(caller.membership, query.order_id));

  addRoute(app, services, routes.activeOrdersByVehicle, async ({ params }, caller) =>
    activeOrdersOfVehicle(db, caller.membership, params.id),
  );

  addRoute(app, services, routes.updateOrder, async ({ params, body }, caller) => {
    await db.transaction((tx) => updateOrder(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return orderView(caller.membership, params.id);
  });

  addRoute(app, services, routes.updateOrderDetails, async ({ params, body }, caller) => {
    await db.transaction((tx) => updateOrderDetails(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return orderView(caller.membership, params.id);
  });

  addRoute(app, services, routes.progressOrder, async ({ params, body }, caller) => {
    await db.transaction((tx) => progressOrder(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return orderView(caller.membership, params.id);
  });

  addRoute(app, services, routes.searchOrders, async ({ query }, caller) =>
    searchDocuments(db, caller.membership, 'ORDER', query),
  );

  addRoute(app, services, routes.countOrders, async (_call, caller) => countOrderTabs(db, caller.membership));

  addRoute(app, services, routes.orderActivity, async ({ params }, caller) => {
    const entries = await activityOf(db, caller.membership, params.id);
    if (!entries) throw new AppError('NOT_FOUND', 'order.notFound');
    return entries;
  });
}
