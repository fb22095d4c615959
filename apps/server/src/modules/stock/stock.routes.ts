import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { garageStockInfo } from './stock.ts';

export function stockRoutes(app: FastifyInstance, services: Services): void {
  addRoute(app, services, routes.stockInfo, async (_call, caller) => garageStockInfo(services.db, caller.membership));
}
