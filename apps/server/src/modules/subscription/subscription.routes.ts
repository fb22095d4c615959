import { routes } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { accessProfile } from './access-profile.ts';
import { sendSubscriptionRequest } from './send-subscription-request.ts';
import { subscriptionDetails } from './subscription-details.ts';

/** A garage id in a query or body must be the garage of x-garage-id: another garage's id is not found. */
function sameGarage(membership: Membership, garageId: number): void {
  if (membership.garageId !== garageId) throw new AppError('NOT_FOUND', 'http.notFound');
}

export function subscriptionRoutes(app: FastifyInstance, services: Services): void {
  const { db, config, clock } = services;

  addRoute(app, services, routes.accessProfile, async ({ params, language }, caller) => {
    if (params.user_id !== caller.user.id) throw forbidden('perm.ownProfileOnly');
    return accessProfile(db, caller.membership, caller.user.id, config.biDashboardUrl, language);
  });

  addRoute(app, services, routes.subscriptionDetails, async ({ query }, caller) => {
    sameGarage(caller.membership, query.garage_id);
    return subscriptionDetails(db, config, caller.membership, clock.now());
  });

  addRoute(app, services, routes.extendTrial, async ({ body, language, idempotencyKey, reply }, caller) => {
    sameGarage(caller.membership, body.garage_id);
    const result = await sendSubscriptionRequest(services, {
      membership: caller.membership,
      user: caller.user,
      kind: 'EXTEND_TRIAL',
      language,
      idempotencyKey,
    });
    reply.code(result.status);
    return result.body;
  });

  addRoute(app, services, routes.subscriptionRequest, async ({ body, language, idempotencyKey, reply }, caller) => {
    sameGarage(caller.membership, body.garage_id);
    // Buying a plan is the owner's (the pricing page is owner-only, spec 6); anyone may ask for a demo.
    if (body.request !== 'DEMO' && !hasAnyRole(caller.membership.roles, ['GARAGE_OWNER'])) throw forbidden('perm.ownerOnly');
    const result = await sendSubscriptionRequest(services, {
      membership: caller.membership,
      user: caller.user,
      kind: body.request,
      language,
      idempotencyKey,
    });
    reply.code(result.status);
    return result.body;
  });
}
