import { routes } from '@garage/contract';
import { FEEDBACK_ROLES } from '@garage/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { panelGarage } from '../../platform/panel-garage.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { buildFreshreviewLink } from './build-freshreview-link.ts';

export function freshreviewRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config } = services;

  // Spec 7: text response, the single sign-on link of the external reviews site.
  addRoute(app, services, routes.freshreviewRedirect, async ({ body, reply }, caller) => {
    if (body.user_id !== caller.user.id) throw forbidden('freshreview.otherUser');
    const target = await panelGarage(db, caller.user.id, caller.membership, body.garage_id, FEEDBACK_ROLES);
    const link = await buildFreshreviewLink(db, config, caller.user, target, clock.now());
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return link;
  });
}
