import { routes } from '@garage/contract';
import { PROPERTY_NAMES, toCamelCaseProperties } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { targetGarage } from '../../platform/target-garage.ts';
import { findGarage, listGaragesOfUser } from './garage.repository.ts';
import { registerGarage } from './register-garage.ts';
import { asStored, knownNames, setProperties } from './set-garage-properties.ts';
import { updateGarage } from './update-garage.ts';

export function garageRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  addRoute(app, services, routes.listGarages, async (_call, caller) => listGaragesOfUser(db, caller.user.id));

  addRoute(app, services, routes.createGarage, async ({ body, idempotencyKey, reply, language }, caller) => {
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: 'createGarage', key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: await registerGarage(tx, services, caller, body, language),
      }),
    );
    reply.code(result.status);
    return result.body;
  });

  addRoute(app, services, routes.getGarage, async ({ params }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.getGarage.roles);
    const view = await findGarage(db, target.groupId, target.garageId, caller.user.id);
    if (!view) throw notFound();
    return view;
  });

  addRoute(app, services, routes.updateGarage, async ({ params, body }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.updateGarage.roles);
    return updateGarage(services, caller.user.id, target, body);
  });

  addRoute(app, services, routes.propertyMap, async ({ params }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.propertyMap.roles);
    return toCamelCaseProperties(await loadProperties(db, target.groupId, target.garageId));
  });

  addRoute(app, services, routes.allProperties, async ({ params }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.allProperties.roles);
    return asStored(target.garageId, await loadProperties(db, target.groupId, target.garageId), PROPERTY_NAMES);
  });

  addRoute(app, services, routes.propertiesByName, async ({ params, query }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.propertiesByName.roles);
    const names = knownNames(query.property_names.split(',').filter((n) => n.trim()));
    return asStored(target.garageId, await loadProperties(db, target.groupId, target.garageId), names);
  });

  addRoute(app, services, routes.setProperty, async ({ params, body }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.setProperty.roles);
    const [stored] = await setProperties(db, target, [body], services.clock.now());
    if (!stored) throw notFound();
    return stored;
  });

  addRoute(app, services, routes.setProperties, async ({ params, body }, caller) => {
    const target = await targetGarage(db, caller.user.id, caller.membership, params.id, routes.setProperties.roles);
    return setProperties(db, target, body, services.clock.now());
  });
}
