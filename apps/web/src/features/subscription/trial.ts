import type { Garage } from '@garage/contract';
import { bannerFor, garageDaysLeft, parseServerDate, type SubscriptionBannerState, usesExternalPricing } from '@garage/domain';

type Sub = Garage['subscription'];

/** Days left of the garage's subscription in its time zone, rounded up; null without one or with a broken date. */
export function subscriptionDaysLeft(subscription: Sub, timeZone: string, now: Date): number | null {
  if (!subscription) return null;
  const end = parseServerDate(subscription.end_date);
  if (Number.isNaN(end.getTime())) return null;
  return garageDaysLeft(end, now, timeZone);
}

/** The banner of spec 4 for this garage now. */
export function subscriptionBanner(subscription: Sub, timeZone: string, now: Date): SubscriptionBannerState {
  const days = subscriptionDaysLeft(subscription, timeZone, now);
  if (days === null || !subscription) return null;
  return bannerFor(subscription.subscription_type, days);
}

/** The trial is over: the shell gives way to the trial-expired screen (spec 2.5). */
export function isTrialOver(garage: Pick<Garage, 'subscription' | 'time_zone'>, now: Date): boolean {
  return subscriptionBanner(garage.subscription, garage.time_zone, now)?.kind === 'trialExpired';
}

export type RenewalTarget = { kind: 'external'; url: string } | { kind: 'in-app' };

/**
 * Where renewal leads (spec 4): the external pricing page for UAE, OM, SA, QA, YE, JO, BH when its
 * address is configured, otherwise the in-app pricing page.
 */
export function renewalTarget(countryCode: string, externalUrl: string | null | undefined): RenewalTarget {
  if (usesExternalPricing(countryCode) && externalUrl) return { kind: 'external', url: externalUrl };
  return { kind: 'in-app' };
}
