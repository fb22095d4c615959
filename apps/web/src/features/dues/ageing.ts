import { addDays } from '@garage/domain';

/*
 * The due list's ageing buckets. Apart from clear-dues-rules.ts because routes.tsx (in the first load of
 * every page) validates the list's search with them: the rules module imports the contract's schemas and
 * decimal.js, which must not come with it (decision 042).
 */

export const AGEING_RANGES = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingRange = (typeof AGEING_RANGES)[number];

/**
 * The invoice days of an ageing bucket, counted back from the garage's today (domain ageingBucket: a
 * bill of 30 days is still 0–30), as the due list's from/to filter.
 */
export function ageingDays(bucket: AgeingRange, today: string): { from?: string; to?: string } {
  switch (bucket) {
    case '0-30':
      return { from: addDays(today, -30) };
    case '31-60':
      return { from: addDays(today, -60), to: addDays(today, -31) };
    case '61-90':
      return { from: addDays(today, -90), to: addDays(today, -61) };
    default:
      return { to: addDays(today, -91) };
  }
}
