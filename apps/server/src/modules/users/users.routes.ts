import { routes } from '@garage/contract';
import { message } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { garageIdsOfUser } from '../garages/garage.repository.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { deleteGarageInvitation, listGarageInvitations, listInvitationsOf, takeInvitationOf } from './invitation.repository.ts';
import { inviteGarageUser } from './invite-garage-user.ts';
import { setGarageUserRoles } from './set-garage-user-roles.ts';
import { setMyPicture } from './set-my-picture.ts';
import { updateGarageUser } from './update-garage-user.ts';
import { updateMyProfile } from './update-my-profile.ts';
import { listMembers, setLanguage, toUserInfo } from './user.repository.ts';

export function userRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  addRoute(app, services, routes.userInfo, async (_call, caller) =>
    toUserInfo(caller.user, await garageIdsOfUser(db, caller.user.id), caller.membership),
  );

  addRoute(app, services, routes.updateLanguage, async ({ body }, caller) => {
    const user = await setLanguage(db, caller.user.id, body.language_code);
    return toUserInfo(user ?? caller.user, await garageIdsOfUser(db, caller.user.id), caller.membership);
  });

  addRoute(app, services, routes.updateMyProfile, async ({ body }, caller) =>
    toUserInfo(await updateMyProfile(db, caller.user, body), await garageIdsOfUser(db, caller.user.id), caller.membership),
  );

  addRoute(app, services, routes.updateMyPicture, async ({ body }, caller) =>
    toUserInfo(await setMyPicture(db, caller.user, body.picture), await garageIdsOfUser(db, caller.user.id), caller.membership),
  );

  addRoute(app, services, routes.listMyInvitations, async (_call, caller) => listInvitationsOf(db, caller.user));

  addRoute(app, services, routes.acceptInvitation, async ({ params, language }, caller) => {
    await acceptInvitation(db, caller.user, params.id);
    return { message: message('user.invitationAccepted', language) };
  });

  addRoute(app, services, routes.declineInvitation, async ({ params, language }, caller) => {
    if (!(await takeInvitationOf(db, caller.user, params.id))) throw new AppError('NOT_FOUND', 'user.invitationNotFound');
    return { message: message('user.invitationDeclined', language) };
  });

  addRoute(app, services, routes.listGarageInvitations, async (_call, caller) =>
    listGarageInvitations(db, caller.membership.groupId, caller.membership.garageId),
  );

  addRoute(app, services, routes.cancelGarageInvitation, async ({ params, language }, caller) => {
    const { groupId, garageId } = caller.membership;
    if (!(await deleteGarageInvitation(db, groupId, garageId, params.id))) {
      throw new AppError('NOT_FOUND', 'user.invitationNotFound');
    }
    return { message: message('user.invitationWithdrawn', language) };
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
        body: await inviteGarageUser(tx, caller.membership, caller.user.id, body),
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
