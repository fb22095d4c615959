import { describe, expect, it } from 'vitest';
import {
  anyCancelReasonText,
  cancelReasonText,
  cancelReasonToStore,
  SEEDED_CANCEL_REASON_KEYS,
  seededCancelReasons,
} from './cancel-reasons.ts';
import { message } from './catalogue.ts';
import { lastKnownReading, odometerBelowLast } from './odometer.ts';
import { isWholeUnit, quantityFitsUnit, UNITS } from './units.ts';

describe('whole units', () => {
  it('counts pieces, sets and pairs in whole items; volumes, weights, lengths and hours may be fractional', () => {
    const whole = UNITS.filter((u) => isWholeUnit(u.unit_id)).map((u) => u.symbol);
    expect(whole).toEqual(['pc', 'set', 'pr']);
    expect(isWholeUnit(null)).toBe(false);
    expect(isWholeUnit(999)).toBe(false);
  });

  it.each([
    ['2', 9, true],
    ['2.000', 9, true],
    ['1.5', 9, false],
    ['0.5', 11, false],
    [2.5, 10, false],
    ['1.5', 1, true],
    ['0.25', 12, true],
    ['1.5', null, true],
    ['', 9, true],
    ['abc', 9, true],
  ] as const)('quantity %s in unit %s fits: %s', (quantity, unit, fits) => {
    expect(quantityFitsUnit(quantity, unit)).toBe(fits);
  });
});

describe('seeded cancel reasons', () => {
  it('are stored in English and every seed key has a Spanish text', () => {
    expect(seededCancelReasons('ORDER')).toEqual([
      'Customer cancelled',
      'Customer did not turn up',
      'Parts not available',
      'Duplicate order',
      'Price not accepted',
    ]);
    for (const key of [...SEEDED_CANCEL_REASON_KEYS.ORDER, ...SEEDED_CANCEL_REASON_KEYS.QUOTE])
      expect(message(key, 'es')).not.toBe(message(key, 'en'));
  });

  it('shows a seeded reason in the reader language and an owner-written one as written', () => {
    expect(cancelReasonText('ORDER', 'Parts not available', 'es')).toBe('Recambios no disponibles');
    expect(cancelReasonText('ORDER', 'Parts not available', 'en')).toBe('Parts not available');
    expect(cancelReasonText('QUOTE', 'Duplicate quotation', 'es')).toBe('Presupuesto duplicado');
    // A seeded text of the other type is the owner's own choice here.
    expect(cancelReasonText('ORDER', 'Duplicate quotation', 'es')).toBe('Duplicate quotation');
    expect(cancelReasonText('ORDER', 'Cliente no paga', 'es')).toBe('Cliente no paga');
    expect(anyCancelReasonText('Duplicate quotation', 'es')).toBe('Presupuesto duplicado');
    expect(anyCancelReasonText('Duplicate order', 'es')).toBe('Orden duplicada');
    expect(anyCancelReasonText('Duplicate order', 'en')).toBe('Duplicate order');
  });

  it('keeps the seeded text when its translation is sent back unchanged, stores a rename as sent', () => {
    expect(cancelReasonToStore('ORDER', 'Duplicate order', 'Orden duplicada', 'es')).toBe('Duplicate order');
    expect(cancelReasonToStore('ORDER', 'Duplicate order', 'Orden repetida', 'es')).toBe('Orden repetida');
    expect(cancelReasonToStore('ORDER', 'My reason', 'Orden duplicada', 'es')).toBe('Orden duplicada');
    expect(cancelReasonToStore('ORDER', null, 'New', 'en')).toBe('New');
  });
});

describe('odometer warning', () => {
  it.each([
    ['a reading below the last one', '9000', 10_000, undefined, true],
    ['the same reading', '10000', 10_000, undefined, false],
    ['a higher reading', '10500', 10_000, undefined, false],
    ['no earlier reading', '10', null, undefined, false],
    ['an empty field', '', 10_000, undefined, false],
    ['text being typed', '9k', 10_000, undefined, false],
    ['the reading already saved on this document', '9000', 10_000, 9000, false],
    ['a changed reading on a saved document', '8000', 10_000, 9000, true],
  ] as const)('%s: warns %s', (_name, entered, last, saved, warns) => {
    expect(odometerBelowLast(entered, last, saved)).toBe(warns);
  });
});

describe('last known odometer reading', () => {
  const orders = [
    { order_id: 9, reading: 12_000 },
    { order_id: 7, reading: 10_000 },
  ];
  it('is the higher of the vehicle reading and the newest order reading', () => {
    expect(lastKnownReading(11_000, orders)).toBe(12_000);
    expect(lastKnownReading(15_000, orders)).toBe(15_000);
    expect(lastKnownReading(null, orders)).toBe(12_000);
  });
  it('skips the order being edited and knows nothing without readings', () => {
    expect(lastKnownReading(null, orders, 9)).toBe(10_000);
    expect(lastKnownReading(null, [], 9)).toBeNull();
    expect(lastKnownReading(0, [])).toBeNull();
  });
});
