import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { changeVehicleOwner } from './change-vehicle-owner.ts';
import { createVehicle } from './create-vehicle.ts';
import { displayOptions } from './display-options.ts';
import { listOdometerReadings } from './list-odometer-readings.ts';
import { updateVehicle } from './update-vehicle.ts';
import { findVehicle, type SearchBy, searchVehicles } from './vehicle.repository.ts';
import { vehicleHistory } from './vehicle-history.ts';

export function vehicleRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.createVehicle, async ({ body, idempotencyKey, reply }, caller) => {
    const current = caller.membership;
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: 'createVehicle', key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: { id: await createVehicle(tx, current, body, clock.now(), caller.user.id) },
      }),
    );
    reply.code(result.status);
    const found = await findVehicle(db, current.groupId, result.body.id, await displayOptions(db, current));
    if (!found) throw notFound();
    return found;
  });

  addRoute(app, services, routes.updateVehicle, async ({ params, body }, caller) => {
    const current = caller.membership;
    await db.transaction((tx) => updateVehicle(tx, current, params.id, body, clock.now()));
    const found = await findVehicle(db, current.groupId, params.id, await displayOptions(db, current));
    if (!found) throw notFound();
    return found;
  });

  addRoute(app, services, routes.getVehicle, async ({ params }, caller) => vehicleHistory(db, caller.membership, params.id));

  addRoute(app, services, routes.vehicleOdometerHistory, async ({ query }, caller) =>
    listOdometerReadings(db, caller.membership, query.user_car_id, query.page_number, query.page_size),
  );

  addRoute(app, services, routes.searchVehicles, async ({ query }, caller) => {
    const current = caller.membership;
    // Vehicles belong to the group: the garage_id parameter of the spec only names the outlet asking.
    const by: SearchBy = query.reg_number ? 'reg_number' : (query.search_by ?? 'reg_number');
    const term = query.reg_number ?? query.search ?? '';
    return searchVehicles(db, current.groupId, by, term, query.page_number, query.page_size, await displayOptions(db, current));
  });

  addRoute(app, services, routes.changeOwnership, async ({ params, body }, caller) => {
    const current = caller.membership;
    await db.transaction((tx) =>
      changeVehicleOwner(tx, current, params.id, body.customer_id, body.note, clock.now(), caller.user.id),
    );
    return vehicleHistory(db, current, params.id);
  });
}
