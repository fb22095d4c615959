import { isRole } from '@garage/domain';
import { describe, expect, it } from 'vitest';
import { GarageCreate, OtpRequest, RoleList } from './index.ts';
import { buildRolesMap, ORDER_READ, ORDER_VIEW, rolesForCall, routes } from './routes.ts';

describe('route table', () => {
  it('paths are unique per method and all live under /api/', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of Object.values(routes)) expect(r.path, r.path).toMatch(/^\/api\//);
  });

  it('every garage route names its roles: known roles, no repeats, and an empty list only where every member is meant to pass', () => {
    // An empty list admits every member of the garage. A new garage route must either name who may call it or
    // be added here on purpose, so that forgetting the roles fails this test instead of opening the route.
    const openToEveryMember = [
      'getGarage',
      'propertyMap',
      'propertiesByName',
      'allProperties',
      'listBrands',
      'listModels',
      'addFavouriteBrands',
      'removeFavouriteBrands',
      'addFavouriteModels',
      'removeFavouriteModels',
      'listTaxCategories',
      'listUnits',
      'listUnitCategories',
      'listServices',
      'getService',
      'listParts',
      'getPart',
      'listServicePackages',
      'getServicePackage',
      'accessProfile',
      'subscriptionDetails',
      'extendTrial',
      'subscriptionRequest',
      // Whether online payment is on: the sidebar asks it for every member.
      'onlinePaymentCheck',
    ];
    const garageRoutes = Object.entries(routes).filter(([, r]) => r.auth === 'garage');
    expect(garageRoutes.length).toBeGreaterThan(50);
    const open = garageRoutes.filter(([, r]) => r.roles.length === 0).map(([name]) => name);
    expect(open.sort()).toEqual([...openToEveryMember].sort());
    for (const [name, r] of garageRoutes) {
      expect(
        r.roles.filter((role) => !isRole(role)),
        name,
      ).toEqual([]);
      expect(new Set(r.roles).size, name).toBe(r.roles.length);
    }
    // Roles on a route that is not a garage route are never checked, so they would only mislead.
    for (const [name, r] of Object.entries(routes).filter(([, r]) => r.auth !== 'garage')) expect(r.roles, name).toEqual([]);
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

describe('the editor’s VIEW role set', () => {
  it('is the order readers less technicians and the invoice roles', () => {
    expect([...ORDER_VIEW].sort()).toEqual(
      ORDER_READ.filter((r) => !['TECHNICIAN', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE'].includes(r)).sort(),
    );
  });
});
