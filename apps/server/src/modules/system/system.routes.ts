import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';

export function systemRoutes(app: FastifyInstance, services: Services): void {
  addRoute(app, services, routes.health, async () => {
    await ping(services.db);
    return { status: 'ok' as const, database: services.dbKind };
  });

  addRoute(app, services, routes.currentDate, async () => ({ current_date_time: services.clock.now().toISOString() }));
}
