import Decimal from 'decimal.js';

/** One decimal type for all money: half away from zero, as the spec's rounding requires. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

export const DEFAULT_ROUNDING_DIGITS = 2;

export function money(value: Decimal.Value | null | undefined): Money {
  return new Money(value ?? 0);
}

export function roundMoney(value: Decimal.Value, digits = DEFAULT_ROUNDING_DIGITS): Money {
  return new Money(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}
