import { type Language, localeOf, roundMoney } from '@garage/domain';

/**
 * An amount from the API (a decimal string) in the garage currency, rounded half away from zero to the
 * garage's digits. A value that is not a number shows as a dash.
 */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string,
  digits: number,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return '—';
  let rounded: string;
  try {
    rounded = roundMoney(value, digits).toFixed(digits);
  } catch {
    return '—';
  }
  try {
    return new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(rounded as `${number}`);
  } catch {
    // Unknown currency code: the number and the code.
    return `${rounded} ${currency}`;
  }
}

/** A percentage from the API ("9.0000" → "9", "2.5" → "2.5"). */
export function formatPercent(value: string | number, language: Language): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 }).format(n)}%`;
}

/** A quantity from the API without trailing zeros ("5.000" → "5"). */
export function formatQuantity(value: string | number, language: Language): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 3 }).format(n);
}
