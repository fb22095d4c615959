import type { Invoice } from '@garage/contract';
import { createFormatter, type Language, type Money } from '@garage/domain';

/** The garage block a bill carries (Invoice['seller']): what formats its amounts. */
export type BillSeller = Pick<Invoice['seller'], 'country_code' | 'currency_code' | 'time_zone' | 'rounding_digits'>;

/** An amount as the billing garage shows it (its currency and digits), in the reader's language. */
export function sellerMoney(seller: BillSeller, language: Language, value: string | Money): string {
  return createFormatter({
    language,
    countryCode: seller.country_code,
    currency: seller.currency_code,
    digits: seller.rounding_digits,
    timeZone: seller.time_zone,
  }).money(typeof value === 'string' ? value : value.toFixed());
}

/** The same as a message parameter, formatted in whichever language the answer is written. */
export const sellerMoneyParam = (seller: BillSeller, value: string | Money) => (language: Language) =>
  sellerMoney(seller, language, value);
