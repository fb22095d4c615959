/**
 * An invoice total in words (issue 13, decision 044), as tax invoices print it. The numbers come from
 * `n2words`; this module only adds each convention around them:
 * - India (English): Indian numbering and rupees first, "Rupees One Lakh Twenty Thousand and Fifty Paise Only".
 * - English elsewhere: "US Dollars Two Thousand Three Hundred Forty-Five and 67/100 Only".
 * - Spanish: the words, the currency, the cents over 100 (and "M.N." for Mexican pesos, as Mexican invoices
 *   write it): "Veintitrés mil cuatrocientos cincuenta y seis pesos mexicanos 78/100 M.N.".
 */
import { toCardinal as englishIndian } from 'n2words/en-IN';
import { toCardinal as englishWestern } from 'n2words/en-US';
import { toCardinal as spanish } from 'n2words/es-ES';
import { currencyName, formatLocale } from './format.ts';
import type { Language } from './messages.ts';
import { Money } from './money.ts';

export interface AmountInWordsOptions {
  currency: string;
  /** The garage's rounding digits (the amount is rounded to them first). */
  digits: number;
  language: Language;
  countryCode?: string | null;
}

/** Currencies whose Spanish name is feminine ("una rupia", "veintiuna libras"). */
const FEMININE_IN_SPANISH = new Set(['INR', 'PKR', 'LKR', 'NPR', 'GBP', 'EGP']);

export function amountInWords(value: string | number, options: AmountInWordsOptions): string {
  const digits = Number.isInteger(options.digits) && options.digits >= 0 && options.digits <= 3 ? options.digits : 2;
  const amount = new Money(value).toDecimalPlaces(digits, Money.ROUND_HALF_UP);
  const negative = amount.isNegative() && !amount.isZero();
  const [whole = '0', fraction = ''] = amount.abs().toFixed(digits).split('.');
  const words = options.language === 'es' ? inSpanish(whole, fraction, options) : inEnglish(whole, fraction, options);
  if (!negative) return words;
  return options.language === 'es' ? `Menos ${lowerFirst(words)}` : `Minus ${words}`;
}

function inEnglish(whole: string, fraction: string, options: AmountInWordsOptions): string {
  const indian = options.currency === 'INR' || options.countryCode?.toUpperCase() === 'IN';
  const cardinal = indian ? englishIndian : englishWestern;
  const count = Number(whole) === 1 ? 1 : 2;
  const hasFraction = fraction !== '' && Number(fraction) > 0;
  if (options.currency === 'INR') {
    const paise = hasFraction ? ` and ${titleCase(cardinal(BigInt(fraction)))} Paise` : '';
    return `${count === 1 ? 'Rupee' : 'Rupees'} ${titleCase(cardinal(BigInt(whole)))}${paise} Only`;
  }
  const name = titleCase(currencyName(options.currency, formatLocale('en', options.countryCode), count));
  const cents = hasFraction ? ` and ${fraction}/${10 ** fraction.length}` : '';
  return `${name} ${titleCase(cardinal(BigInt(whole)))}${cents} Only`;
}

function inSpanish(whole: string, fraction: string, options: AmountInWordsOptions): string {
  const feminine = FEMININE_IN_SPANISH.has(options.currency);
  const count = Number(whole) === 1 ? 1 : 2;
  let words = spanish(BigInt(whole), { gender: feminine ? 'feminine' : 'masculine' });
  if (!feminine) words = apocope(words);
  // "un millón de pesos", "dos millones de euros": a round million takes "de" before the noun.
  if (/(millón|millones)$/.test(words)) words = `${words} de`;
  const name = currencyName(options.currency, formatLocale('es', options.countryCode), count);
  const cents = fraction === '' ? '' : ` ${fraction}/${10 ** fraction.length}`;
  const national = options.currency === 'MXN' ? ' M.N.' : '';
  return `${upperFirst(words)} ${name}${cents}${national}`;
}

/** "uno" and "veintiuno" shorten before a masculine noun and before mil/millón: "veintiún mil un pesos" → fixed. */
function apocope(words: string): string {
  return words.replace(/\b(veinti)?uno\b(?=( (mil|millón|millones)\b)|$)/g, (_m, veinti: string | undefined) =>
    veinti ? 'veintiún' : 'un',
  );
}

function titleCase(words: string): string {
  return words
    .split(' ')
    .map((w) => (w === 'and' ? w : w.replace(/(^|-)(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())))
    .join(' ');
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
