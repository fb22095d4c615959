/**
 * Rounding a decimal written as text, for display only: the formatting module (format.ts) rounds amounts
 * with this instead of decimal.js, so a screen that shows money does not load decimal.js (decision 042).
 * Exact on the digits (no binary floating point), half away from zero like `roundMoney`. Arithmetic on
 * money stays with `Money` (money.ts).
 */

/** A decimal in plain or exponent notation, as the API and `String(number)` write them. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** The largest exponent a decimal text may carry here (decimal.js accepts up to 9e15; no amount comes near). */
const MAX_EXPONENT = 10_000;

interface Digits {
  negative: boolean;
  /** Every digit, without the point. */
  digits: string;
  /** How many of `digits` stand before the point (may be below 0 or above `digits.length`). */
  point: number;
}

function parse(value: string | number): Digits | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return null;
  const shift = Number(exponent);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > MAX_EXPONENT) return null;
  return { negative: sign === '-', digits: whole + fraction, point: whole.length + shift };
}

/** `digits` with `point` digits before the point, padded with zeros so both sides exist. */
function place({ digits, point }: Digits): { whole: string; fraction: string } {
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  return { whole: padded.slice(0, at), fraction: padded.slice(at) };
}

/** Adds one to a string of digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function stripLeadingZeros(whole: string): string {
  return whole.replace(/^0+(?=\d)/, '');
}

/**
 * `value` rounded half away from zero to `places` decimals and written with exactly that many
 * ("12.345" → "12.35", "-0.004" → "0.00", "1e3" → "1000.00"); null when it is not a finite decimal.
 * The same text as decimal.js `toDecimalPlaces(places, ROUND_HALF_UP).toFixed(places)`.
 */
export function roundDecimalText(value: string | number, places: number): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  const { whole, fraction } = place(parsed);
  const kept = whole + fraction.slice(0, places).padEnd(places, '0');
  const roundsUp = (fraction[places] ?? '0') >= '5';
  const rounded = roundsUp ? increment(kept) : kept;
  const wholeLength = rounded.length - places;
  const int = stripLeadingZeros(rounded.slice(0, wholeLength));
  const text = places > 0 ? `${int}.${rounded.slice(wholeLength)}` : int;
  // Zero has no sign (decimal.js writes -0 as "0.00").
  return parsed.negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * `value` rounded half away from zero to at most `places` decimals, without trailing zeros
 * ("5.000" → "5", "2.50" → "2.5", "-0.0001" at 3 → "0"); null when it is not a finite decimal.
 * The same text as decimal.js `toDecimalPlaces(places, ROUND_HALF_UP).toFixed()`.
 */
export function trimDecimalText(value: string | number, places: number): string | null {
  const fixed = roundDecimalText(value, places);
  if (fixed === null || !fixed.includes('.')) return fixed;
  const trimmed = fixed.replace(/\.?0+$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}
