import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { listPartMovements } from './list-part-movements.ts';
import { listStock } from './list-stock.ts';
import { listStockAlerts } from './list-stock-alerts.ts';
import { loadPartStock } from './load-part-stock.ts';
import { readStockSummary } from './read-stock-summary.ts';
import { recordMisplacedOnce } from './record-misplaced.ts';

/** The Inventory screens (issue 14, decision 057): stock list, summary and alerts, a part's stock and history, misplaced items. */
export function inventoryRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.stockList, async ({ query }, caller) => listStock(db, caller.membership, query));

  addRoute(app, services, routes.stockSummary, async (_call, caller) => readStockSummary(db, caller.membership, clock.now()));

  addRoute(app, services, routes.stockAlerts, async ({ query }, caller) =>
    listStockAlerts(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.partStock, async ({ params }, caller) =>
    loadPartStock(db, caller.membership, params.id, clock.now()),
  );

  addRoute(app, services, routes.partMovements, async ({ params, query }, caller) =>
    listPartMovements(db, caller.membership, params.id, query.page_number, query.page_size),
  );

  addRoute(app, services, routes.recordMisplaced, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await recordMisplacedOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.body;
  });
}
