import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { completeStockAudit } from './complete-stock-audit.ts';
import { countStockAuditPart } from './count-stock-audit-part.ts';
import { createStockAuditOnce } from './create-stock-audit.ts';
import { deleteStockAudit } from './delete-stock-audit.ts';
import { listStockAuditParts } from './list-stock-audit-parts.ts';
import { listStockAudits, readStockAuditStats } from './list-stock-audits.ts';
import { readStockAuditReport } from './read-stock-audit-report.ts';
import { loadStockAudit } from './stock-audit-view.ts';
import { updateStockAudit } from './update-stock-audit.ts';

/** Stock audits (issue 14, decision 057): start, count by typing or scanning, complete, report. */
export function stockAuditRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.listStockAudits, async ({ query }, caller) => listStockAudits(db, caller.membership, query));

  addRoute(app, services, routes.createStockAudit, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createStockAuditOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.stockAuditStats, async (_call, caller) => readStockAuditStats(db, caller.membership));

  addRoute(app, services, routes.getStockAudit, async ({ params }, caller) => loadStockAudit(db, caller.membership, params.id));

  addRoute(app, services, routes.stockAuditParts, async ({ params, query }, caller) =>
    listStockAuditParts(db, caller.membership, params.id, query),
  );

  addRoute(app, services, routes.updateStockAudit, async ({ params, body }, caller) => {
    await db.transaction((tx) => updateStockAudit(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadStockAudit(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.deleteStockAudit, async ({ params }, caller) => {
    await db.transaction((tx) => deleteStockAudit(tx, caller.membership, params.id, caller.user.id, clock.now()));
    return { deleted: true };
  });

  addRoute(app, services, routes.countStockAuditPart, async ({ params, body }, caller) =>
    db.transaction((tx) => countStockAuditPart(tx, caller.membership, params.id, body, caller.user.id, clock.now())),
  );

  addRoute(app, services, routes.completeStockAudit, async ({ params }, caller) =>
    db.transaction((tx) => completeStockAudit(tx, caller.membership, params.id, caller.user.id, clock.now())),
  );

  addRoute(app, services, routes.stockAuditReport, async ({ params }, caller) =>
    readStockAuditReport(db, caller.membership, params.id),
  );
}
