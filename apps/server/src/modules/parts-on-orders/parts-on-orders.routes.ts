import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { findDocument } from '../orders/order.repository.ts';
import { approvePartLines } from './approve-part-lines.ts';
import { listLostSales } from './list-lost-sales.ts';
import { partApprovalQueue } from './part-approval-queue.ts';
import { partInquiry } from './part-inquiry.ts';
import { partSerials } from './part-serials.ts';
import { procurePartLines } from './procure-part-lines.ts';
import { procureSuggestion } from './procure-suggestion.ts';
import { recordLostSale } from './record-lost-sale.ts';
import { requestParts } from './request-parts.ts';

/** Parts on orders (decision 056): part issuance and approval, lost sales, part inquiry. */
export function partsOnOrdersRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const orderView = async (current: Membership, id: number) => {
    const order = await findDocument(db, current, 'ORDER', id);
    if (!order) throw new AppError('NOT_FOUND', 'order.notFound');
    return order;
  };

  addRoute(app, services, routes.approvePartLines, async ({ params, body }, caller) => {
    return db.transaction((tx) => approvePartLines(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
  });

  addRoute(app, services, routes.procurePartLines, async ({ params, body, idempotencyKey, reply }, caller) => {
    const result = await procurePartLines(db, caller.membership, params.id, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.procureSuggestion, async ({ params, query }, caller) =>
    procureSuggestion(db, caller.membership, params.id, query.line_id, clock.now()),
  );

  addRoute(app, services, routes.requestParts, async ({ params, body }, caller) => {
    await db.transaction((tx) => requestParts(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return orderView(caller.membership, params.id);
  });

  addRoute(app, services, routes.partApprovalQueue, async ({ query }, caller) => partApprovalQueue(db, caller.membership, query));

  addRoute(app, services, routes.createLostSale, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await recordLostSale(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.listLostSales, async ({ query }, caller) => listLostSales(db, caller.membership, query));

  addRoute(app, services, routes.partSerials, async ({ params, query }, caller) =>
    partSerials(db, caller.membership, params.id, query.order_id),
  );

  addRoute(app, services, routes.partInquiry, async ({ params }, caller) => partInquiry(db, caller.membership, params.id));
}
