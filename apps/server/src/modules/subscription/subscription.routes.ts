import { routes, type SubscriptionDetails } from '@garage/contract';
import { garageDaysLeft, hasAnyRole, SUBSCRIPTION_PLAN_IDS, usesExternalPricing } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { garage, subscription } from '../../db/schema.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { accessProfile } from './access-profile.ts';
import { sendSubscriptionRequest } from './requests.ts';

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
    const { groupId, garageId } = caller.membership;
    const [row] = await db
      .select({ timeZone: garage.timeZone, countryCode: garage.countryCode, sub: subscription })
      .from(garage)
      .leftJoin(subscription, and(eq(subscription.groupId, garage.groupId), eq(subscription.garageId, garage.id)))
      .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'http.notFound');
    const answer: SubscriptionDetails = {
      garage_id: garageId,
      subscription_type: row.sub?.subscriptionType ?? null,
      start_date: row.sub?.startDate.toISOString() ?? null,
      end_date: row.sub?.endDate.toISOString() ?? null,
      days_left: row.sub ? garageDaysLeft(row.sub.endDate, clock.now(), row.timeZone) : null,
      time_zone: row.timeZone,
      country_code: row.countryCode,
      external_pricing_url: usesExternalPricing(row.countryCode) && config.externalPricingUrl ? config.externalPricingUrl : null,
      video_url: config.subscriptionVideoUrl || null,
      video_poster_url: config.subscriptionVideoPosterUrl || null,
      plans: SUBSCRIPTION_PLAN_IDS.map((plan_id) => ({ plan_id, billing: 'MONTHLY' as const })),
      support_phone: config.supportPhone,
    };
    return answer;
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
