import { readJson, writeJson } from '../../lib/storage.ts';

const KEY_PREFIX = 'garage.smbPromoSeen.';

export interface PromoInput {
  subscriptionType: 'TRIAL' | 'PAID' | null;
  /** Days left of the subscription (garage time zone, rounded up); null without one. */
  daysLeft: number | null;
  /** The user has already seen (closed) the promo. */
  seen: boolean;
}

/**
 * The small-business promo modal (spec 2.4): shown once per user, on the dashboard of a garage whose
 * trial is running (decision 017). Paying garages and ended trials never see it.
 */
export function shouldShowPromo({ subscriptionType, daysLeft, seen }: PromoInput): boolean {
  return subscriptionType === 'TRIAL' && daysLeft !== null && daysLeft > 0 && !seen;
}

export function promoSeen(userId: number): boolean {
  return readJson<boolean>(`${KEY_PREFIX}${userId}`) === true;
}

export function markPromoSeen(userId: number): void {
  writeJson(`${KEY_PREFIX}${userId}`, true);
}
