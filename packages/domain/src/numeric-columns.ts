import { Money } from './money.ts';

/**
 * Sizes of the numeric(precision, scale) columns that hold money, quantities and rates. The tables are
 * declared with these, and the contract's input schemas and the price engine's total check read their
 * limits from them, so a value the API accepts always fits the column it is stored in.
 */
export interface NumericColumn {
  readonly precision: number;
  readonly scale: number;
}

/** Prices, discounts and every total of a document. */
export const MONEY_COLUMN = { precision: 16, scale: 4 } as const satisfies NumericColumn;
/** Quantities of lines, stock and AMC packages. */
export const QUANTITY_COLUMN = { precision: 14, scale: 3 } as const satisfies NumericColumn;
/** Percentages of a line (discount, insurance and customer shares). */
export const PERCENT_COLUMN = { precision: 7, scale: 4 } as const satisfies NumericColumn;
/** Tax rates of a tax category and its components. */
export const TAX_RATE_COLUMN = { precision: 8, scale: 4 } as const satisfies NumericColumn;
/** A service's hourly rate. */
export const HOURLY_RATE_COLUMN = { precision: 8, scale: 2 } as const satisfies NumericColumn;

/** Largest value the column holds, e.g. "999999999999.9999" for numeric(16, 4). */
export function columnMax(column: NumericColumn): string {
  const whole = '9'.repeat(column.precision - column.scale);
  return column.scale > 0 ? `${whole}.${'9'.repeat(column.scale)}` : whole;
}

/** Whether a value, rounded to the column's scale as PostgreSQL does, fits the column (either sign). */
export function fitsColumn(value: Money | string | number, column: NumericColumn): boolean {
  return new Money(value).toDecimalPlaces(column.scale).abs().lte(columnMax(column));
}

/** Column limits of integer ids and counts: bigint ids are read as JS numbers, so the safe range bounds them. */
export const INT4_MAX = 2_147_483_647;
