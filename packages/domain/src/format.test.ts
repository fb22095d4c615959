import { describe, expect, it } from 'vitest';
import {
  createFormatter,
  type FormatSettings,
  formatDate,
  formatLocale,
  formatMoney,
  formatNumber,
  formatPercent,
  parseServerDate,
  utcOffsetLabel,
} from './format.ts';
import { Money } from './money.ts';

// Intl separates a currency sign with a no-break space (U+00A0) or a narrow one (U+202F): compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const INDIA: Omit<FormatSettings, 'language'> = { countryCode: 'IN', currency: 'INR', digits: 2, timeZone: 'Asia/Kolkata' };
const MEXICO: Omit<FormatSettings, 'language'> = {
  countryCode: 'MX',
  currency: 'MXN',
  digits: 2,
  timeZone: 'America/Mexico_City',
};
const US: Omit<FormatSettings, 'language'> = { countryCode: 'US', currency: 'USD', digits: 2, timeZone: 'America/New_York' };
const SAUDI: Omit<FormatSettings, 'language'> = { countryCode: 'SA', currency: 'SAR', digits: 2, timeZone: 'Asia/Riyadh' };
const SPAIN: Omit<FormatSettings, 'language'> = { countryCode: 'ES', currency: 'EUR', digits: 2, timeZone: 'Europe/Madrid' };

const money = (settings: Omit<FormatSettings, 'language'>, language: 'en' | 'es', value: string | number | null) =>
  plain(createFormatter({ ...settings, language }).money(value));

describe('the locale of a language in a garage country', () => {
  it('takes the country as region where the runtime knows the pair, else the language default', () => {
    expect(formatLocale('en', 'IN')).toBe('en-IN');
    expect(formatLocale('en', 'US')).toBe('en-US');
    expect(formatLocale('es', 'MX')).toBe('es-MX');
    expect(formatLocale('es', 'US')).toBe('es-US');
    expect(formatLocale('es', 'ES')).toBe('es-ES');
    expect(formatLocale('es', 'IN')).toBe('es-ES');
    expect(formatLocale('es', 'SA')).toBe('es-ES');
    expect(formatLocale('en', 'SA')).toBe('en-US');
    expect(formatLocale('en', null)).toBe('en-US');
    expect(formatLocale('es', 'not a country')).toBe('es-ES');
  });
});

describe('money', () => {
  it('groups Indian amounts in lakh and crore in English', () => {
    expect(money(INDIA, 'en', '100000')).toBe('₹1,00,000.00');
    expect(money(INDIA, 'en', '12345678.9')).toBe('₹1,23,45,678.90');
    expect(money(INDIA, 'en', '150')).toBe('₹150.00');
  });

  it('writes Spanish amounts as 8.407,82 with the sign after, always grouped (never "8407,82 INR")', () => {
    expect(money(INDIA, 'es', '8407.82')).toBe('8.407,82 ₹');
    expect(money(INDIA, 'es', '22780')).toBe('22.780,00 ₹');
    expect(money(SPAIN, 'es', '8407.82')).toBe('8.407,82 €');
    expect(money(SPAIN, 'es', '999.5')).toBe('999,50 €');
  });

  it('shows pesos with $ in a Mexican garage in both languages', () => {
    expect(money(MEXICO, 'es', '8407.82')).toBe('$8,407.82');
    expect(money(MEXICO, 'en', '8407.82')).toBe('$8,407.82');
  });

  it('shows dollars in a US garage in both languages', () => {
    expect(money(US, 'en', '8407.82')).toBe('$8,407.82');
    expect(money(US, 'es', '8407.82')).toBe('$8,407.82');
  });

  it('shows riyals as SAR in a Saudi garage', () => {
    expect(money(SAUDI, 'en', '8407.82')).toBe('SAR 8,407.82');
    expect(money(SAUDI, 'es', '8407.82')).toBe('8.407,82 SAR');
  });

  it('disambiguates a foreign dollar (a US garage billing in pesos)', () => {
    expect(money({ ...US, currency: 'MXN' }, 'en', '10')).toBe('MX$10.00');
  });

  it("rounds half away from zero to the garage's digits", () => {
    expect(money({ ...US, digits: 0 }, 'en', '2.5')).toBe('$3');
    expect(money({ ...US, digits: 0 }, 'en', '-2.5')).toBe('-$3');
    expect(money({ ...US, digits: 2 }, 'en', '2.345')).toBe('$2.35');
    expect(money({ ...SAUDI, digits: 3 }, 'en', '1499.5')).toBe('SAR 1,499.500');
    expect(money({ ...SPAIN, digits: 3 }, 'es', '1499.5')).toBe('1.499,500 €');
    expect(money({ ...INDIA, digits: 0 }, 'en', 1234567)).toBe('₹12,34,567');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(money(INDIA, 'en', '-8407.82')).toBe('-₹8,407.82');
    expect(money(SPAIN, 'es', '-8407.82')).toBe('-8.407,82 €');
  });

  it('keeps every digit of huge amounts (decimal strings, not floats)', () => {
    expect(money(US, 'en', '12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
    expect(money(INDIA, 'en', '99999999999999.995')).toBe('₹10,00,00,00,00,00,000.00');
  });

  it('shows a dash for a missing or broken value', () => {
    expect(money(INDIA, 'en', null)).toBe('—');
    expect(money(INDIA, 'en', '')).toBe('—');
    expect(money(INDIA, 'en', 'abc')).toBe('—');
    expect(money(INDIA, 'en', Number.NaN)).toBe('—');
    expect(money(INDIA, 'en', Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('rounds on the digits, half away from zero, exactly as decimal.js does (Intl exact decimals)', () => {
    // The oracle: decimal.js rounds, Intl only writes the already-rounded digits.
    const writer = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    const expected = (v: string | number) => {
      const fixed = new Money(v).toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed(2);
      return `₹${writer.format(fixed.replace(/^-(?=0\.00$)/, '') as `${number}`).replace(/^-/, '')}`;
    };
    const sign = (v: string | number) =>
      new Money(v).toDecimalPlaces(2, Money.ROUND_HALF_UP).isNeg() &&
      !new Money(v).toDecimalPlaces(2, Money.ROUND_HALF_UP).isZero()
        ? '-'
        : '';
    const edges: (string | number)[] = [
      '0',
      '-0',
      0,
      -0,
      '0.005',
      '-0.005',
      '0.0049999',
      '-0.001',
      '1.005',
      '2.675',
      '12.345',
      '-12.345',
      '999.995',
      '-999.995',
      '99999999999999999999.995',
      '00012.50',
      '+5',
      '.5',
      '5.',
      '-.5',
      '1e3',
      '1E3',
      '1.5E-7',
      '-2.5e-1',
      '1e+21',
      0.1 + 0.2,
      1e21,
      1e-7,
      -1234.5678,
      Number.MAX_SAFE_INTEGER,
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2000; i++) {
      const whole = String(next() % 10 ** (next() % 10));
      const fraction = String(next()).slice(0, next() % 8);
      edges.push(`${next() % 3 === 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
    }
    for (const v of edges) expect(money(INDIA, 'en', v), String(v)).toBe(`${sign(v)}${expected(v)}`);
  });

  it('shows the grouped number and the code for an unknown currency', () => {
    expect(plain(formatMoney('1234.5', { locale: 'en-US', currency: 'XYZ1', digits: 2 }))).toBe('1,234.50 XYZ1');
  });
});

describe('numbers and percentages', () => {
  it('drops trailing zeros and groups', () => {
    expect(formatNumber('5.000', 'en-US')).toBe('5');
    expect(formatNumber('45000', 'en-IN')).toBe('45,000');
    expect(formatNumber('4500', 'es-ES')).toBe('4.500');
    expect(formatNumber('1.2345', 'es-ES')).toBe('1,235');
    expect(formatNumber('x', 'en-US')).toBe('—');
  });

  it('shows percentages without trailing zeros', () => {
    expect(formatPercent('9.0000', 'en-US')).toBe('9%');
    expect(formatPercent('2.5', 'en-US')).toBe('2.5%');
    expect(formatPercent('2.5', 'es-ES')).toBe('2,5%');
    expect(formatPercent(null, 'es-ES')).toBe('—');
  });
});

describe('dates in the garage time zone', () => {
  const en = createFormatter({ ...INDIA, language: 'en' });
  const es = createFormatter({ ...SPAIN, language: 'es' });

  it("shows a UTC instant in the garage's zone as 'DD MMM YYYY hh:mm A'", () => {
    expect(en.dateTime('2025-03-05T09:00:00Z')).toBe('05 Mar 2025 02:30 PM');
    const mx = createFormatter({ ...MEXICO, language: 'en' });
    expect(mx.dateTime('2025-03-05T09:00:00Z')).toBe('05 Mar 2025 03:00 AM');
    expect(mx.dateTime('2025-03-05T18:00:00Z')).toBe('05 Mar 2025 12:00 PM');
    expect(mx.dateTime('2025-03-05T06:05:00Z')).toBe('05 Mar 2025 12:05 AM');
  });

  it('shows 24-hour times in Spanish, without AM/PM', () => {
    expect(es.dateTime('2025-07-15T12:00:00Z')).toBe('15 jul 2025 14:00');
    expect(es.dateTime('2025-01-14T23:30:00Z')).toBe('15 ene 2025 00:30');
    const mx = createFormatter({ ...MEXICO, language: 'es' });
    expect(mx.dateTime('2025-03-05T21:00:00Z')).toBe('05 mar 2025 15:00');
  });

  it("has the shell's seconds format 'DD MMM YYYY hh:mm:ss a'", () => {
    expect(en.dateTimeSeconds('2025-03-05T09:00:07Z')).toBe('05 Mar 2025 02:30:07 pm');
    expect(es.dateTimeSeconds('2025-03-05T09:00:07Z')).toBe('05 mar 2025 10:00:07');
  });

  it('shows times alone, in another zone when asked', () => {
    expect(en.time('2025-03-05T09:00:00Z')).toBe('02:30 PM');
    expect(en.time('2025-03-05T09:00:00Z', 'UTC')).toBe('09:00 AM');
  });

  it('crosses the date line and follows daylight saving time when the zone says so', () => {
    const sa = createFormatter({ ...SAUDI, language: 'en' });
    expect(sa.dateTime('2025-12-31T20:00:00Z')).toBe('31 Dec 2025 11:00 PM');
    expect(sa.dateTime('2025-12-31T21:30:00Z')).toBe('01 Jan 2026 12:30 AM');
    const madrid = createFormatter({ ...SPAIN, language: 'en' });
    expect(madrid.dateTime('2025-01-15T12:00:00Z')).toBe('15 Jan 2025 01:00 PM');
    expect(madrid.dateTime('2025-07-15T12:00:00Z')).toBe('15 Jul 2025 02:00 PM');
  });

  it('treats a server time without an offset as UTC (a Z is appended)', () => {
    expect(parseServerDate('2025-03-05T09:00:00').toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect(parseServerDate('2025-03-05 09:00:00').toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect(parseServerDate('2025-03-05T09:00:00+05:30').toISOString()).toBe('2025-03-05T03:30:00.000Z');
    expect(en.dateTime('2025-03-05T09:00:00')).toBe('05 Mar 2025 02:30 PM');
  });

  it('shows a calendar date as that date in every zone (no shift to the day before in the Americas)', () => {
    const us = createFormatter({ ...US, language: 'en' });
    expect(us.date('2025-03-05')).toBe('05 Mar 2025');
    expect(en.date('2025-03-05')).toBe('05 Mar 2025');
  });

  it('uses Spanish month names in Spanish', () => {
    expect(es.date('2025-01-15T12:00:00Z')).toBe('15 ene 2025');
    expect(es.date('2025-09-15T12:00:00Z')).toMatch(/^15 sept? 2025$/);
  });

  it('shows a dash for a missing or broken value and UTC for an unknown zone', () => {
    expect(en.dateTime(null)).toBe('—');
    expect(en.dateTime('')).toBe('—');
    expect(en.dateTime('not a date')).toBe('—');
    expect(formatDate('2025-03-05T09:00:00Z', { locale: 'en-US', timeZone: 'Mars/Olympus' }, 'dateTime')).toBe(
      '05 Mar 2025 09:00 AM',
    );
  });

  it('labels the offset of a zone', () => {
    expect(utcOffsetLabel('Asia/Kolkata', new Date('2025-03-05T00:00:00Z'))).toBe('UTC+05:30');
    expect(utcOffsetLabel('UTC', new Date('2025-03-05T00:00:00Z'))).toBe('UTC+00:00');
    expect(utcOffsetLabel('America/New_York', new Date('2025-07-05T00:00:00Z'))).toBe('UTC-04:00');
    expect(utcOffsetLabel('Mars/Olympus', new Date('2025-03-05T00:00:00Z'))).toBe('');
  });
});

describe('bound formatters', () => {
  it('carry the garage settings', () => {
    const f = createFormatter({ ...INDIA, language: 'en', digits: 3 });
    expect(f.locale).toBe('en-IN');
    expect(f.digits).toBe(3);
    expect(f.timeZone).toBe('Asia/Kolkata');
    expect(plain(f.money('1000.5'))).toBe('₹1,000.500');
  });
});
