import { MONEY_COLUMN, QUANTITY_COLUMN } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDateTime, decimalInput, idText, isCalendarDate, unitId } from './common.ts';
import { GarageCreate, OtpRequest, RoleList } from './index.ts';
import { buildRolesMap, rolesForCall, routes } from './routes.ts';

describe('route table', () => {
  it('every garage route names its roles; paths are unique per method', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of Object.values(routes)) expect(r.path.startsWith('/api/')).toBe(true);
  });

  it('serves only guarded routes in the roles map and matches concrete calls to patterns', () => {
    const map = buildRolesMap();
    expect(map['PUT /api/customer/garage/{id}']).toEqual(['GARAGE_OWNER']);
    expect(map['GET /api/customer/garage/{id}']).toBeUndefined();
    expect(rolesForCall(map, 'put', '/api/customer/garage/42?x=1')).toEqual(['GARAGE_OWNER']);
    expect(rolesForCall(map, 'GET', '/api/customer/garage/42')).toBeUndefined();
    expect(rolesForCall(map, 'GET', '/api/customer/garage/user')).toEqual(['GARAGE_OWNER']);
    expect(rolesForCall(map, 'PUT', '/api/customer/garage/user/roles/7')).toEqual(['GARAGE_OWNER']);
  });
});

describe('schemas', () => {
  it('normalises phone digits and applies the country rule', () => {
    expect(OtpRequest.parse({ mobile_number: '98765 43210', country_phone_code: '+91' })).toEqual({
      mobile_number: '9876543210',
      country_phone_code: '91',
    });
    const bad = OtpRequest.safeParse({ mobile_number: '412345678', country_phone_code: 966 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('phone.saudiInvalid');
  });

  it('uses catalogue keys as messages', () => {
    const r = GarageCreate.safeParse({ country_code: 'IN', time_zone: 'Asia/Kolkata' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['garage_name'], message: 'field.required' });
    const html = GarageCreate.safeParse({ garage_name: '<i>x</i>', country_code: 'IN', time_zone: 'Asia/Kolkata' });
    expect(html.error?.issues[0]?.message).toBe('field.htmlTags');
  });

  it('role lists accept a comma string or an array of known roles', () => {
    expect(RoleList.parse('GARAGE_OWNER, TECHNICIAN')).toEqual(['GARAGE_OWNER', 'TECHNICIAN']);
    expect(RoleList.safeParse(['NOPE']).success).toBe(false);
  });
});

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
