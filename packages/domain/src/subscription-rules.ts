import { EXTERNAL_PRICING_COUNTRIES } from './countries.ts';
import { timeZoneOffsetMs } from './subscription.ts';

const DAY_MS = 86_400_000;

/** Warnings start under this many days left (spec 9). */
export const SUBSCRIPTION_WARNING_DAYS = 10;

/**
 * Whole days left until `end`, counted on the garage's wall clock and rounded up (spec 4). Both instants
 * are read as local date-times of the garage's time zone first, so a 23- or 25-hour day around a
 * daylight-saving change still counts as one day. Zero or less once the end has passed.
 */
export function garageDaysLeft(end: Date, now: Date, timeZone: string): number {
  const wall = (at: Date) => at.getTime() + timeZoneOffsetMs(at, timeZone);
  let endWall: number;
  let nowWall: number;
  try {
    endWall = wall(end);
    nowWall = wall(now);
  } catch {
    // An unknown zone name: fall back to plain elapsed time.
    endWall = end.getTime();
    nowWall = now.getTime();
  }
  // "+ 0" turns the -0 of a just-passed end into 0.
  return Math.ceil((endWall - nowWall) / DAY_MS) + 0;
}

export type BannerKind = 'trialExpired' | 'trialEnding' | 'trialActive' | 'paidExpired' | 'paidEnding';
export type SubscriptionBannerState = { kind: BannerKind; days: number } | null;

/**
 * The subscription banner table of spec 4. `trialActive` is the "otherwise" row of a TRIAL: the demo
 * prompt. A paid plan with 10 or more days left shows nothing.
 */
export function bannerFor(type: 'TRIAL' | 'PAID', days: number): SubscriptionBannerState {
  if (type === 'TRIAL') {
    if (days <= 0) return { kind: 'trialExpired', days };
    if (days < SUBSCRIPTION_WARNING_DAYS) return { kind: 'trialEnding', days };
    return { kind: 'trialActive', days };
  }
  if (days <= 0) return { kind: 'paidExpired', days };
  if (days < SUBSCRIPTION_WARNING_DAYS) return { kind: 'paidEnding', days };
  return null;
}

/**
 * Whether renewal opens the external pricing page (spec 4: UAE, OM, SA, QA, YE, JO, BH). Garages store
 * ISO 3166 alpha-2 codes, so the United Arab Emirates is AE; the spec's 'UAE' is accepted as well.
 */
export function usesExternalPricing(countryCode: string | null | undefined): boolean {
  const code = (countryCode ?? '').trim().toUpperCase();
  return (EXTERNAL_PRICING_COUNTRIES as readonly string[]).includes(code);
}

/** Plan ids of spec 9: global gear0, gear1, gear2, billed monthly. */
export const SUBSCRIPTION_PLAN_IDS = ['gear0', 'gear1', 'gear2'] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];
