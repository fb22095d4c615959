import { describe, expect, it } from 'vitest';
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
