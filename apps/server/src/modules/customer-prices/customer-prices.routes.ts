import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { listCustomerPrices } from './list-customer-prices.ts';
import { deleteCustomerPrice, saveCustomerPrice } from './save-customer-price.ts';

export function customerPriceRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  addRoute(app, services, routes.listPartCustomerPrices, async (call, caller) =>
    listCustomerPrices(db, caller.membership, 'part', call.query),
  );
  addRoute(app, services, routes.savePartCustomerPrice, async (call, caller) =>
    saveCustomerPrice(db, caller.membership, 'part', call.body, caller.user.id, clock.now()),
  );
  addRoute(app, services, routes.deletePartCustomerPrice, async (call, caller) =>
    deleteCustomerPrice(db, caller.membership, 'part', call.params.id),
  );
  addRoute(app, services, routes.listServiceCustomerPrices, async (call, caller) =>
    listCustomerPrices(db, caller.membership, 'service', call.query),
  );
  addRoute(app, services, routes.saveServiceCustomerPrice, async (call, caller) =>
    saveCustomerPrice(db, caller.membership, 'service', call.body, caller.user.id, clock.now()),
  );
  addRoute(app, services, routes.deleteServiceCustomerPrice, async (call, caller) =>
    deleteCustomerPrice(db, caller.membership, 'service', call.params.id),
  );
}
