import { routes } from '@garage/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser } from '../../db/schema.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { garageIdsOfUser } from '../garages/garage.repository.ts';
import { addGarageUser, setGarageUserRoles, updateGarageUser } from './manage-garage-users.ts';
import { listMembers, toUserInfo } from './user.repository.ts';

export function userRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  addRoute(app, services, routes.userInfo, async (_call, caller) =>
    toUserInfo(caller.user, await garageIdsOfUser(db, caller.user.id), caller.membership),
  );

  addRoute(app, services, routes.updateLanguage, async ({ body }, caller) => {
    const [user] = await db
      .update(appUser)
      .set({ languageCode: body.language_code })
      .where(eq(appUser.id, caller.user.id))
      .returning();
    return toUserInfo(user ?? caller.user, await garageIdsOfUser(db, caller.user.id), caller.membership);
  });

  addRoute(app, services, routes.listGarageUsers, async (_call, caller) =>
    listMembers(db, caller.membership.groupId, caller.membership.garageId),
  );

  addRoute(app, services, routes.createGarageUser, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: 'createGarageUser', key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: await addGarageUser(tx, caller.membership, body),
      }),
    );
    reply.code(result.status);
    return result.body;
  });

  addRoute(app, services, routes.updateGarageUser, async ({ body }, caller) =>
    db.transaction((tx) => updateGarageUser(tx, caller.membership, body)),
  );

  addRoute(app, services, routes.updateUserRoles, async ({ params, body }, caller) =>
    db.transaction((tx) => setGarageUserRoles(tx, caller.membership, params.id, body.roles)),
  );
}
