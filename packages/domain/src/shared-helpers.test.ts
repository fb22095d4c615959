import { describe, expect, it } from 'vitest';
import { addDays, customerDisplayName, localDay, localDayRange, quantityText, startOfLocalDay } from './index.ts';

describe('garage-local days', () => {
  // Moved with startOfLocalDay from apps/server/src/modules/orders/search.test.ts.
  it('turns a garage-local day into its first instant', () => {
    expect(startOfLocalDay('2026-11-23', 'Asia/Riyadh').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('reads the calendar day of an instant in the garage time zone', () => {
    expect(localDay(new Date('2026-11-22T21:00:00.000Z'), 'Asia/Riyadh')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-22T20:59:59.999Z'), 'Asia/Riyadh')).toBe('2026-11-22');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives a range of days as [first instant of from, first instant of the day after to)', () => {
    expect(localDayRange({ from: '2026-11-23', to: '2026-11-23' }, 'Asia/Riyadh')).toEqual({
      from: new Date('2026-11-22T21:00:00.000Z'),
      before: new Date('2026-11-23T21:00:00.000Z'),
    });
    // The day of a daylight-saving change is 23 hours long in New York.
    const dst = localDayRange({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York');
    expect((dst.before!.getTime() - dst.from!.getTime()) / 3_600_000).toBe(23);
  });

  it('leaves a side of the range open when it is not given', () => {
    expect(localDayRange({ to: '2026-11-23' }, 'UTC')).toEqual({ before: new Date('2026-11-24T00:00:00.000Z') });
    expect(localDayRange({ from: null, to: null }, 'UTC')).toEqual({});
  });
});

describe('display names', () => {
  it('joins the first and last name a customer has', () => {
    expect(customerDisplayName({ firstName: 'Noura', lastName: 'Al-Qahtani' })).toBe('Noura Al-Qahtani');
    expect(customerDisplayName({ firstName: 'Noura', lastName: null })).toBe('Noura');
    expect(customerDisplayName({ firstName: 'Noura' })).toBe('Noura');
  });
});

describe('quantities', () => {
  it('shows at most three decimals and no trailing zeros', () => {
    expect(quantityText('12.500')).toBe('12.5');
    expect(quantityText('3.000')).toBe('3');
    expect(quantityText(0)).toBe('0');
    expect(quantityText('1.23456')).toBe('1.235');
  });
});
