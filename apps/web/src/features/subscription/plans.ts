import type { SubscriptionPlanId } from '@garage/domain';
import type { TKey } from '../../lib/i18n.ts';

/** The plans of the in-app pricing page (spec 9: gear0, gear1, gear2, monthly) and what each includes. */
export const PLAN_FEATURES: Record<SubscriptionPlanId, readonly TKey[]> = {
  gear0: [
    'subs.pricing.features.gear0.f1',
    'subs.pricing.features.gear0.f2',
    'subs.pricing.features.gear0.f3',
    'subs.pricing.features.gear0.f4',
  ],
  gear1: [
    'subs.pricing.features.gear1.f1',
    'subs.pricing.features.gear1.f2',
    'subs.pricing.features.gear1.f3',
    'subs.pricing.features.gear1.f4',
    'subs.pricing.features.gear1.f5',
  ],
  gear2: [
    'subs.pricing.features.gear2.f1',
    'subs.pricing.features.gear2.f2',
    'subs.pricing.features.gear2.f3',
    'subs.pricing.features.gear2.f4',
  ],
};

/** The plan most workshops pick; highlighted on the page. */
export const RECOMMENDED_PLAN: SubscriptionPlanId = 'gear1';
