import { routes } from '@garage/contract';
import { FEEDBACK_ROLES } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { garage } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { panelGarage } from '../../platform/panel-garage.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { buildSsoLink } from './sso-link.ts';

export function freshreviewRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config } = services;

  // Spec 7: text response, the single sign-on link of the external reviews site.
  addRoute(app, services, routes.freshreviewRedirect, async ({ body, reply }, caller) => {
    if (body.user_id !== caller.user.id) throw forbidden('freshreview.otherUser');
    const target = await panelGarage(db, caller.user.id, caller.membership, body.garage_id, FEEDBACK_ROLES);
    if (!target.settings.props.freshreview_enabled) throw badRequest('freshreview.disabled');
    if (!config.freshreviewSsoUrl || !config.freshreviewSsoSecret) throw badRequest('freshreview.notConfigured');
    const [row] = await db
      .select({ name: garage.name })
      .from(garage)
      .where(and(eq(garage.groupId, target.groupId), eq(garage.id, target.garageId)))
      .limit(1);
    if (!row) throw notFound();
    const user = caller.user;
    const link = await buildSsoLink(
      config.freshreviewSsoUrl,
      config.freshreviewSsoSecret,
      {
        userId: user.id,
        garageId: target.garageId,
        garageName: row.name,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        email: user.email,
        mobile: `+${user.countryPhoneCode}${user.mobileNumber}`,
      },
      clock.now(),
    );
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return link;
  });
}
