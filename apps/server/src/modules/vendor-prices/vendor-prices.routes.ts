import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { deleteVendorPrice, listPartVendorPrices, listVendorPrices, saveVendorPrice } from './vendor-prices.ts';

/** Vendor price lists (routes vendor-pricing, pricing-list; decision 061). */
export function vendorPriceRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  addRoute(app, services, routes.listVendorPrices, async ({ query }, caller) =>
    listVendorPrices(db, caller.membership, query, clock.now()),
  );
  addRoute(app, services, routes.listPartVendorPrices, async ({ params, query }, caller) =>
    listPartVendorPrices(db, caller.membership, params.id, query, clock.now()),
  );
  addRoute(app, services, routes.saveVendorPrice, async ({ body }, caller) =>
    saveVendorPrice(db, caller.membership, body, caller.user.id, clock.now()),
  );
  addRoute(app, services, routes.deleteVendorPrice, async ({ params }, caller) =>
    deleteVendorPrice(db, caller.membership, params.id),
  );
}
