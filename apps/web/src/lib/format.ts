import { createFormatter, type Formatter } from '@garage/domain';
import { useMemo } from 'react';
import { useShellData } from './api/session-data.ts';
import { useLanguage } from './i18n.ts';
import { masterRules } from './masters/garage-rules.ts';

export type { Formatter } from '@garage/domain';

/**
 * Money, numbers and dates of the signed-in garage (decision 039): its country, currency, rounding digits
 * and time zone, in the user's language, bound once so screens call `f.money(v)`, `f.dateTime(v)`.
 * Re-renders on a language switch.
 */
export function useFormat(): Formatter {
  const language = useLanguage();
  const { garage, properties } = useShellData();
  // A garage row read before these fields existed (or a partial test double) still formats.
  const countryCode = garage.country_code ?? '';
  const currency = garage.currency_code || 'USD';
  const timeZone = garage.time_zone || 'UTC';
  const digits = useMemo(() => masterRules(countryCode, properties).roundingDigits, [countryCode, properties]);
  return useMemo(
    () => createFormatter({ language, countryCode, currency, digits, timeZone }),
    [language, countryCode, currency, digits, timeZone],
  );
}

/** The same for a screen outside a signed-in garage (registration): the browser's zone and no currency. */
export function useBareFormat(timeZone = 'UTC', countryCode?: string | null): Formatter {
  const language = useLanguage();
  return useMemo(
    () => createFormatter({ language, countryCode, currency: 'USD', digits: 2, timeZone }),
    [language, countryCode, timeZone],
  );
}
