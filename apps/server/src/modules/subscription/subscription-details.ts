import type { SubscriptionDetails } from '@garage/contract';
import { garageDaysLeft, SUBSCRIPTION_PLAN_IDS, usesExternalPricing } from '@garage/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findGarageSubscription } from './subscription.repository.ts';

/** The garage's subscription as the pricing and sidebar screens show it (days left in the garage's time zone). */
export async function subscriptionDetails(
  db: Db,
  config: Config,
  current: { groupId: number; garageId: number },
  now: Date,
): Promise<SubscriptionDetails> {
  const { groupId, garageId } = current;
  const row = await findGarageSubscription(db, groupId, garageId);
  if (!row) throw new AppError('NOT_FOUND', 'http.notFound');
  return {
    garage_id: garageId,
    subscription_type: row.sub?.subscriptionType ?? null,
    start_date: row.sub?.startDate.toISOString() ?? null,
    end_date: row.sub?.endDate.toISOString() ?? null,
    days_left: row.sub ? garageDaysLeft(row.sub.endDate, now, row.timeZone) : null,
    time_zone: row.timeZone,
    country_code: row.countryCode,
    external_pricing_url: usesExternalPricing(row.countryCode) && config.externalPricingUrl ? config.externalPricingUrl : null,
    video_url: config.subscriptionVideoUrl || null,
    video_poster_url: config.subscriptionVideoPosterUrl || null,
    plans: SUBSCRIPTION_PLAN_IDS.map((plan_id) => ({ plan_id, billing: 'MONTHLY' as const })),
    support_phone: config.supportPhone,
  };
}
