import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

const india = { currency: 'INR', digits: 2, language: 'en', countryCode: 'IN' } as const;
const usa = { currency: 'USD', digits: 2, language: 'en', countryCode: 'US' } as const;
const mexico = { currency: 'MXN', digits: 2, language: 'es', countryCode: 'MX' } as const;
const spain = { currency: 'EUR', digits: 2, language: 'es', countryCode: 'ES' } as const;
const saudi = { currency: 'SAR', digits: 2, language: 'en', countryCode: 'SA' } as const;

describe('amount in words', () => {
  it('writes an Indian total in lakh and crore, rupees first, paise in words, "Only" last', () => {
    expect(amountInWords('120450.50', india)).toBe('Rupees One Lakh Twenty Thousand Four Hundred and Fifty and Fifty Paise Only');
    expect(amountInWords('10000000.00', india)).toBe('Rupees One Crore Only');
    expect(amountInWords('1', india)).toBe('Rupee One Only');
  });

  it('writes other English totals with the currency name and the cents over 100', () => {
    expect(amountInWords('2345.67', usa)).toBe('US Dollars Two Thousand Three Hundred Forty-Five and 67/100 Only');
    expect(amountInWords('1150.00', saudi)).toBe('Saudi Riyals One Thousand One Hundred Fifty Only');
  });

  it('writes Spanish totals with the cents over 100 and M.N. for Mexican pesos', () => {
    expect(amountInWords('23456.78', mexico)).toBe('Veintitrés mil cuatrocientos cincuenta y seis pesos mexicanos 78/100 M.N.');
    expect(amountInWords('8407.82', spain)).toBe('Ocho mil cuatrocientos siete euros 82/100');
  });

  it('shortens uno before a masculine noun and mil, and puts "de" after a round million', () => {
    expect(amountInWords('1', mexico)).toBe('Un peso mexicano 00/100 M.N.');
    expect(amountInWords('21021', mexico)).toBe('Veintiún mil veintiún pesos mexicanos 00/100 M.N.');
    expect(amountInWords('1000000', spain)).toBe('Un millón de euros 00/100');
    expect(amountInWords('21', { ...spain, currency: 'INR' })).toBe('Veintiuna rupias indias 00/100');
  });

  it('rounds to the garage digits first, half away from zero', () => {
    expect(amountInWords('10.005', usa)).toBe('US Dollars Ten and 01/100 Only');
    expect(amountInWords('10.4', { ...usa, digits: 0 })).toBe('US Dollars Ten Only');
  });
});
