import { describe, expect, it } from 'vitest';
import {
  convertQuantity,
  isSaudiBuildingNumber,
  isSaudiPlate,
  isSaudiPostalCode,
  isTaxNumber,
  normalizeReg,
  normalizeSearch,
  taxPresets,
  vehicleDisplayName,
  wordCount,
} from './index.ts';

describe('registration numbers', () => {
  it('compare and search without case, spaces or dashes', () => {
    expect(normalizeReg('KA 01-AB 1234')).toBe('ka01ab1234');
    expect(normalizeReg('ka01ab1234').includes(normalizeReg('01ab12'))).toBe(true);
  });
  it.each([
    ['ABC 1234', true],
    ['abc-1234', true],
    ['أبج 1234', true],
    ['AB 12345', false],
    ['ABCD 123', false],
  ])('Saudi plate %s → %s', (plate, ok) => expect(isSaudiPlate(plate)).toBe(ok));
});

describe('customer rules', () => {
  it('Saudi postal code 5 digits, building number 4 digits; tax numbers alphanumeric', () => {
    expect(isSaudiPostalCode('12345')).toBe(true);
    expect(isSaudiPostalCode('1234')).toBe(false);
    expect(isSaudiBuildingNumber('1234')).toBe(true);
    expect(isSaudiBuildingNumber('12a4')).toBe(false);
    expect(isTaxNumber('27AAPFU0939F1ZV')).toBe(true);
    expect(isTaxNumber('27-AAPF')).toBe(false);
  });
  it('search text drops accents and symbols', () => {
    expect(normalizeSearch('  Zoë  Fernández-López ')).toBe('zoe fernandez lopez');
  });
});

describe('units', () => {
  it('convert through category multipliers (litre ↔ millilitre), never across categories', () => {
    expect(convertQuantity('1.5', 1, 2)?.toString()).toBe('1500');
    expect(convertQuantity('250', 2, 1)?.toString()).toBe('0.25');
    expect(convertQuantity('1', 11, 9)?.toString()).toBe('2');
    expect(convertQuantity('1', 1, 5)).toBeUndefined();
  });
});

describe('packages and presets', () => {
  it('counts words for the 1000-word limit', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  one two\nthree  ')).toBe(3);
  });
  it('India splits GST into CGST and SGST halves', () => {
    const gst18 = taxPresets('IN').find((p) => p.name === 'GST 18%');
    expect(gst18?.components).toEqual([
      { name: 'CGST', value: '9' },
      { name: 'SGST', value: '9' },
    ]);
    expect(taxPresets('SA').map((p) => p.total_value)).toEqual(['15']);
  });
  it('vehicle display names honour hide_brand and hide_fuel', () => {
    expect(vehicleDisplayName({ brandName: 'Toyota', modelName: 'Hilux', fuelType: 'DIESEL' })).toBe('Toyota Hilux Diesel');
    expect(
      vehicleDisplayName({ brandName: 'Toyota', modelName: 'Hilux', fuelType: 'DIESEL', hideBrand: true, hideFuel: true }),
    ).toBe('Hilux');
  });
});

describe('order rules', () => {
  it('joins comments with commas and sends a lone comma or comma-only text as empty', async () => {
    const { joinComments, initialOrderStatus } = await import('./orders.ts');
    expect(joinComments(['Check brakes', ',', ' ', 'Wash'])).toBe('Check brakes,Wash');
    expect(joinComments(',')).toBe('');
    expect(joinComments(', ,,')).toBe('');
    expect(joinComments(undefined)).toBe('');
    expect(initialOrderStatus('COUNTER_SALE', false)).toBe('PAYMENT_DUE');
    expect(initialOrderStatus('COUNTER_SALE', true)).toBe('CREATED');
    expect(initialOrderStatus('REPAIR_ORDER', false)).toBe('CREATED');
    expect(initialOrderStatus('AMC', false)).toBe('CREATED');
  });
});
