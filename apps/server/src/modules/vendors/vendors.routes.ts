import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createVendor, duplicateVendor } from './create-vendor.ts';
import { loadVendorInfo } from './load-vendor-info.ts';
import { searchVendors } from './search-vendors.ts';
import { updateVendor } from './update-vendor.ts';

/** The My Vendor master (routes my-vendors, vendor-info; decision 053). */
export function vendorRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const duplicate = (name: string, error: unknown) => (isUniqueViolation(error) ? duplicateVendor(name) : error);

  addRoute(app, services, routes.searchVendors, async ({ query }, caller) => searchVendors(db, caller.membership, query));

  addRoute(app, services, routes.createVendor, async ({ body, idempotencyKey, reply }, caller) => {
    try {
      const result = await idempotent(
        db,
        { userId: caller.user.id, scope: `vendor:${caller.membership.garageId}`, key: idempotencyKey, body },
        async (tx) => ({ status: 201, body: await createVendor(tx, caller.membership, body, caller.user.id, clock.now()) }),
      );
      reply.code(result.status);
      return result.body;
    } catch (error) {
      throw duplicate(body.name, error);
    }
  });

  addRoute(app, services, routes.getVendor, async ({ params }, caller) => loadVendorInfo(db, caller.membership, params.id));

  addRoute(app, services, routes.updateVendor, async ({ params, body }, caller) => {
    try {
      return await db.transaction((tx) => updateVendor(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    } catch (error) {
      throw duplicate(body.name, error);
    }
  });
}
