import { MONEY_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDateTime, decimalInput, idText, isCalendarDate, unitId } from './common.ts';

describe('input limits (issue 10)', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-45', false],
    ['0000-00-00', false],
    ['2024-04-31', false],
    ['0001-01-01', true],
  ])('calendar date %s: %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
    expect(calendarDate.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2026-11-22T10:00:00Z', true],
    ['2024-02-29T10:00:00+05:30', true],
    ['0000-01-01T00:00:00Z', false],
    ['0001-01-01T00:00:00+03:00', false],
    ['9999-12-31T23:00:00-05:00', false],
  ])('calendar date-time %s: %s', (value, ok) => {
    expect(calendarDateTime.safeParse(value).success).toBe(ok);
  });

  it('reads money and quantity limits from the columns', () => {
    const money = decimalInput(MONEY_COLUMN);
    expect(money.safeParse('999999999999.9999').success).toBe(true);
    expect(money.safeParse('-999999999999.9999').success).toBe(true);
    const tooLarge = money.safeParse('9999999999999');
    expect(tooLarge.success).toBe(false);
    expect(tooLarge.error?.issues[0]?.message).toBe('field.tooLarge');
    expect(decimalInput(QUANTITY_COLUMN).safeParse('999999999999.999').success).toBe(false);
    expect(decimalInput(QUANTITY_COLUMN).safeParse('99999999999.999').success).toBe(true);
    expect(decimalInput(MONEY_COLUMN).safeParse(1e21).success).toBe(false);
  });

  it('bounds ids to what their columns hold', () => {
    expect(idText.safeParse('100000000000000000000').success).toBe(false);
    expect(idText.safeParse(String(Number.MAX_SAFE_INTEGER)).success).toBe(true);
    expect(unitId.safeParse(2_147_483_648).success).toBe(false);
  });
});
