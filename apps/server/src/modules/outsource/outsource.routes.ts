import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import {
  cancelOutsourceWork,
  createOutsourceWorkOnce,
  loadOutsourceWork,
  orderOutsourceWork,
  receiveOutsourceWork,
  recordOutsourceBill,
  searchOutsourceWork,
} from './outsource-work.ts';
import { voidOutsourceBill } from './void-outsource-bill.ts';

/** Outsourced work and its vendor bill (decision 063). */
export function outsourceRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.searchOutsourceWork, async ({ query }, caller) =>
    searchOutsourceWork(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.createOutsourceWork, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createOutsourceWorkOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.orderOutsourceWork, async ({ params }, caller) =>
    orderOutsourceWork(db, caller.membership, params.id, clock.now()),
  );

  addRoute(app, services, routes.getOutsourceWork, async ({ params }, caller) =>
    loadOutsourceWork(db, caller.membership, params.id, clock.now()),
  );

  addRoute(app, services, routes.receiveOutsourceWork, async ({ params, body }, caller) => {
    const now = clock.now();
    await db.transaction((tx) => receiveOutsourceWork(tx, caller.membership, params.id, body, caller.user.id, now));
    return loadOutsourceWork(db, caller.membership, params.id, now);
  });

  addRoute(app, services, routes.recordOutsourceBill, async ({ params, body }, caller) => {
    const now = clock.now();
    await db.transaction((tx) => recordOutsourceBill(tx, caller.membership, params.id, body, caller.user.id, now));
    return loadOutsourceWork(db, caller.membership, params.id, now);
  });

  addRoute(app, services, routes.voidOutsourceBill, async ({ params, body }, caller) => {
    const now = clock.now();
    await db.transaction((tx) => voidOutsourceBill(tx, caller.membership, params.id, body, caller.user.id, now));
    return loadOutsourceWork(db, caller.membership, params.id, now);
  });

  addRoute(app, services, routes.cancelOutsourceWork, async ({ params, body }, caller) => {
    const now = clock.now();
    await db.transaction((tx) => cancelOutsourceWork(tx, caller.membership, params.id, body, caller.user.id, now));
    return loadOutsourceWork(db, caller.membership, params.id, now);
  });
}
