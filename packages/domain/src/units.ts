import { Money } from './money.ts';

export interface Unit {
  unit_id: number;
  unit_name: string;
  symbol: string;
  category_id: number;
  /** How many base units of the category one of this unit is (1 ml = 0.001 l). */
  multiplier: string;
}

export const UNIT_CATEGORIES = [
  { category_id: 1, category_name: 'Volume', base_symbol: 'l' },
  { category_id: 2, category_name: 'Weight', base_symbol: 'kg' },
  { category_id: 3, category_name: 'Length', base_symbol: 'm' },
  { category_id: 4, category_name: 'Count', base_symbol: 'pc' },
  { category_id: 5, category_name: 'Time', base_symbol: 'h' },
] as const;

export const UNITS: readonly Unit[] = [
  { unit_id: 1, unit_name: 'Litre', symbol: 'l', category_id: 1, multiplier: '1' },
  { unit_id: 2, unit_name: 'Millilitre', symbol: 'ml', category_id: 1, multiplier: '0.001' },
  { unit_id: 3, unit_name: 'US gallon', symbol: 'gal', category_id: 1, multiplier: '3.785411784' },
  { unit_id: 4, unit_name: 'US quart', symbol: 'qt', category_id: 1, multiplier: '0.946352946' },
  { unit_id: 5, unit_name: 'Kilogram', symbol: 'kg', category_id: 2, multiplier: '1' },
  { unit_id: 6, unit_name: 'Gram', symbol: 'g', category_id: 2, multiplier: '0.001' },
  { unit_id: 7, unit_name: 'Metre', symbol: 'm', category_id: 3, multiplier: '1' },
  { unit_id: 8, unit_name: 'Centimetre', symbol: 'cm', category_id: 3, multiplier: '0.01' },
  { unit_id: 9, unit_name: 'Piece', symbol: 'pc', category_id: 4, multiplier: '1' },
  { unit_id: 10, unit_name: 'Set', symbol: 'set', category_id: 4, multiplier: '1' },
  { unit_id: 11, unit_name: 'Pair', symbol: 'pr', category_id: 4, multiplier: '2' },
  { unit_id: 12, unit_name: 'Hour', symbol: 'h', category_id: 5, multiplier: '1' },
];

export function findUnit(id: number | null | undefined): Unit | undefined {
  return UNITS.find((u) => u.unit_id === id);
}

/**
 * Converts a quantity between two units of one category through their multipliers; undefined when the
 * units are unknown or of different categories (litres cannot become kilograms).
 */
export function convertQuantity(quantity: string | number, fromUnitId: number, toUnitId: number): Money | undefined {
  const from = findUnit(fromUnitId);
  const to = findUnit(toUnitId);
  if (!from || !to || from.category_id !== to.category_id) return undefined;
  return new Money(quantity).times(from.multiplier).dividedBy(to.multiplier);
}

/**
 * Units counted in whole items: pieces, sets and pairs (the Count category). Volumes, weights, lengths and
 * hours may be fractional (0.5 l of oil, 1.5 h of labour); half a spark plug may not.
 */
export const WHOLE_UNIT_CATEGORY_IDS: readonly number[] = [4];

export function isWholeUnit(unitId: number | null | undefined): boolean {
  const unit = findUnit(unitId);
  return unit !== undefined && WHOLE_UNIT_CATEGORY_IDS.includes(unit.category_id);
}

/**
 * Whether a quantity suits its unit: any amount for measured units (and for a line without a unit), only
 * a whole number for a whole unit. The amount itself (above zero, within the column) is checked elsewhere.
 */
export function quantityFitsUnit(quantity: string | number, unitId: number | null | undefined): boolean {
  if (!isWholeUnit(unitId)) return true;
  const text = String(quantity).trim();
  if (text === '') return true;
  try {
    return new Money(text).isInteger();
  } catch {
    return true;
  }
}
