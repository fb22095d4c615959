import { readJson, writeJson } from '../../lib/storage.ts';

const KEY_PREFIX = 'garage.smbPromoSeen.';

/** The promo waits until the owner has used the trial alone for a week. */
export const PROMO_AFTER_TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

export interface PromoInput {
  /** Only the owner decides on a plan. */
  owner: boolean;
  subscriptionType: 'TRIAL' | 'PAID' | null;
  /** Start of the subscription and now. */
  startDate: Date | null;
  now: Date;
  /** Days left of the subscription (garage time zone, rounded up); null without one. */
  daysLeft: number | null;
  /** The user has already seen (closed) the promo. */
  seen: boolean;
}

/**
 * The small-business promo modal (spec 2.4): shown once per owner, on the dashboard of a garage whose
 * trial is running and has been for a week (decision 017). It never interrupts a new user's first
 * steps; paying garages, ended trials and staff never see it.
 */
export function shouldShowPromo({ owner, subscriptionType, startDate, now, daysLeft, seen }: PromoInput): boolean {
  if (!owner || seen || subscriptionType !== 'TRIAL' || daysLeft === null || daysLeft <= 0 || !startDate) return false;
  return now.getTime() - startDate.getTime() >= PROMO_AFTER_TRIAL_DAYS * DAY_MS;
}

export function promoSeen(userId: number): boolean {
  return readJson<boolean>(`${KEY_PREFIX}${userId}`) === true;
}

export function markPromoSeen(userId: number): void {
  writeJson(`${KEY_PREFIX}${userId}`, true);
}
