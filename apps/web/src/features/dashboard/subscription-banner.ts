import { daysLeft } from '@garage/domain';
import { parseServerDate } from '../../lib/dates.ts';

export type SubscriptionBanner =
  | { kind: 'trialExpired' }
  | { kind: 'trialEnding'; days: number }
  | { kind: 'trialActive'; days: number }
  | { kind: 'paidExpired' }
  | { kind: 'paidEnding'; days: number }
  | null;

/** Warnings start under this many days left (spec 9). */
export const WARNING_DAYS = 10;

/**
 * The subscription line of spec 4. The end date is the last instant of a garage-local day, so whole days
 * rounded up already follow the garage's time zone.
 */
export function subscriptionBanner(
  subscription: { subscription_type: 'TRIAL' | 'PAID'; end_date: string } | null,
  now: Date,
): SubscriptionBanner {
  if (!subscription) return null;
  const end = parseServerDate(subscription.end_date);
  if (Number.isNaN(end.getTime())) return null;
  const days = daysLeft(end, now);
  if (subscription.subscription_type === 'TRIAL') {
    if (days <= 0) return { kind: 'trialExpired' };
    if (days < WARNING_DAYS) return { kind: 'trialEnding', days };
    return { kind: 'trialActive', days };
  }
  if (days <= 0) return { kind: 'paidExpired' };
  if (days < WARNING_DAYS) return { kind: 'paidEnding', days };
  return null;
}
