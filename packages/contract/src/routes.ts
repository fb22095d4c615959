import type { Role } from '@garage/domain';
import { z } from 'zod';
import {
  AuthInfo,
  CurrentDate,
  EmailOtpQuery,
  LogoutQuery,
  OtpRequest,
  OtpSentResponse,
  OtpValidateParams,
  OtpValidateQuery,
  RefreshBody,
  RefreshHeaders,
  RefreshResponse,
} from './auth.ts';
import { IdParam, MessageResponse } from './common.ts';
import {
  Garage,
  GarageCreate,
  GarageList,
  GarageUpdate,
  Property,
  PropertyList,
  PropertyMap,
  PropertyMultiple,
  PropertyNamesQuery,
  StoredProperty,
} from './garage.ts';
import {
  GarageUser,
  GarageUserCreate,
  GarageUserList,
  GarageUserUpdate,
  LanguageUpdate,
  RolesUpdate,
  UserInfo,
} from './users.ts';

/**
 * - public: no sign-in.
 * - user: a signed-in, active user; no garage needed (registration, choose-garage).
 * - garage: a signed-in member of the garage named by `x-garage-id`, holding one of `roles`
 *   (an empty list admits every member).
 */
export type AuthLevel = 'public' | 'user' | 'garage';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** OpenAPI style: /api/customer/garage/{id} */
  path: string;
  auth: AuthLevel;
  roles: readonly Role[];
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer. */
  status?: 200 | 201;
}

const OWNER: readonly Role[] = ['GARAGE_OWNER'];
const ANY_MEMBER: readonly Role[] = [];

export const routes = {
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    roles: [],
    summary: 'Liveness and database kind',
    tags: ['platform'],
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  },
  currentDate: {
    method: 'GET',
    path: '/api/date/current',
    auth: 'public',
    roles: [],
    summary: 'Server time in UTC (ISO, trailing Z)',
    tags: ['platform'],
    response: CurrentDate,
  },
  sendOtp: {
    method: 'POST',
    path: '/api/auth/g/otp',
    auth: 'public',
    roles: [],
    summary: 'Send a 6-digit one-time code by SMS (same answer for known and unknown numbers)',
    tags: ['auth'],
    body: OtpRequest,
    response: OtpSentResponse,
  },
  sendEmailOtp: {
    method: 'GET',
    path: '/api/auth/g/otp/email',
    auth: 'public',
    roles: [],
    summary: 'Send the one-time code of a mobile number to an e-mail address',
    tags: ['auth'],
    query: EmailOtpQuery,
    response: OtpSentResponse,
  },
  validateOtp: {
    method: 'POST',
    path: '/api/auth/g/otp/{mobile}/validate',
    auth: 'public',
    roles: [],
    summary: 'Check a one-time code; signs in, or signs up a new number',
    tags: ['auth'],
    params: OtpValidateParams,
    query: OtpValidateQuery,
    response: AuthInfo,
  },
  refreshToken: {
    method: 'POST',
    path: '/api/auth/g/refresh_token',
    auth: 'public',
    roles: [],
    summary: 'Rotate a refresh token; reuse of a rotated token revokes its family',
    tags: ['auth'],
    headers: RefreshHeaders,
    body: RefreshBody,
    response: RefreshResponse,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/g/logout',
    auth: 'public',
    roles: [],
    summary: 'Revoke a refresh token and its family',
    tags: ['auth'],
    query: LogoutQuery,
    response: MessageResponse,
  },
  userInfo: {
    method: 'GET',
    path: '/api/customer/user/info',
    auth: 'user',
    roles: [],
    summary: 'The signed-in user; roles are those of the garage in x-garage-id, if any',
    tags: ['users'],
    response: UserInfo,
  },
  updateLanguage: {
    method: 'PUT',
    path: '/api/customer/user/language',
    auth: 'user',
    roles: [],
    summary: "Set the signed-in user's language ('sp' Spanish, 'en' English)",
    tags: ['users'],
    body: LanguageUpdate,
    response: UserInfo,
  },
  listGarages: {
    method: 'GET',
    path: '/api/customer/garage',
    auth: 'user',
    roles: [],
    summary: 'Garages the signed-in user belongs to',
    tags: ['garages'],
    response: GarageList,
  },
  createGarage: {
    method: 'POST',
    path: '/api/customer/garage',
    auth: 'user',
    roles: [],
    summary:
      'Register a garage. Without x-garage-id: a new group, the user its GARAGE_OWNER, a TRIAL subscription. With the x-garage-id of a garage the user owns: a new outlet of that group.',
    tags: ['garages'],
    body: GarageCreate,
    response: Garage,
    status: 201,
  },
  getGarage: {
    method: 'GET',
    path: '/api/customer/garage/{id}',
    auth: 'garage',
    roles: ANY_MEMBER,
    summary: 'One garage of the current group',
    tags: ['garages'],
    params: IdParam,
    response: Garage,
  },
  updateGarage: {
    method: 'PUT',
    path: '/api/customer/garage/{id}',
    auth: 'garage',
    roles: OWNER,
    summary: 'Update a garage of the current group (details and extra information)',
    tags: ['garages'],
    params: IdParam,
    body: GarageUpdate,
    response: Garage,
  },
  propertyMap: {
    method: 'GET',
    path: '/api/customer/garage/{id}/property',
    auth: 'garage',
    roles: ANY_MEMBER,
    summary: 'Every property with defaults, camel-case names and typed values',
    tags: ['properties'],
    params: IdParam,
    response: PropertyMap,
  },
  setProperty: {
    method: 'POST',
    path: '/api/customer/garage/{id}/property/v1',
    auth: 'garage',
    roles: OWNER,
    summary: 'Set one property (camel-case or underscore name)',
    tags: ['properties'],
    params: IdParam,
    body: Property,
    response: StoredProperty,
  },
  propertiesByName: {
    method: 'GET',
    path: '/api/customer/garage/{id}/property/v1/names',
    auth: 'garage',
    roles: ANY_MEMBER,
    summary: 'Named properties (comma-separated property_names), defaults filled in',
    tags: ['properties'],
    params: IdParam,
    query: PropertyNamesQuery,
    response: PropertyList,
  },
  setProperties: {
    method: 'PUT',
    path: '/api/customer/garage/{id}/property/v1/multiple',
    auth: 'garage',
    roles: OWNER,
    summary: 'Set several properties at once; all or none',
    tags: ['properties'],
    params: IdParam,
    body: PropertyMultiple,
    response: PropertyList,
  },
  allProperties: {
    method: 'GET',
    path: '/api/customer/garage/{id}/property/v1/all',
    auth: 'garage',
    roles: ANY_MEMBER,
    summary: 'Every known property, underscore names, defaults filled in',
    tags: ['properties'],
    params: IdParam,
    response: PropertyList,
  },
  listGarageUsers: {
    method: 'GET',
    path: '/api/customer/garage/user',
    auth: 'garage',
    roles: OWNER,
    summary: 'Users of the current garage',
    tags: ['users'],
    response: GarageUserList,
  },
  createGarageUser: {
    method: 'POST',
    path: '/api/customer/garage/user',
    auth: 'garage',
    roles: OWNER,
    summary: 'Add a user (new or existing mobile number) to the current garage with roles',
    tags: ['users'],
    body: GarageUserCreate,
    response: GarageUser,
    status: 201,
  },
  updateGarageUser: {
    method: 'PUT',
    path: '/api/customer/garage/user/update',
    auth: 'garage',
    roles: OWNER,
    summary: 'Update a user of the current garage (name, e-mail, active)',
    tags: ['users'],
    body: GarageUserUpdate,
    response: GarageUser,
  },
  updateUserRoles: {
    method: 'PUT',
    path: '/api/customer/garage/user/roles/{id}',
    auth: 'garage',
    roles: OWNER,
    summary: 'Replace the roles of a user in the current garage',
    tags: ['users'],
    params: IdParam,
    body: RolesUpdate,
    response: GarageUser,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export type RolesMap = Record<string, readonly Role[]>;

/** Path → roles, for the browser's guard. Only routes with a role list appear. */
export function buildRolesMap(table: Record<string, RouteDef> = routes): RolesMap {
  const map: RolesMap = {};
  for (const route of Object.values(table)) {
    if (route.auth === 'garage' && route.roles.length > 0) map[`${route.method} ${route.path}`] = route.roles;
  }
  return map;
}

/** Finds the roles a concrete call needs: `PUT /api/customer/garage/12` matches `PUT /api/customer/garage/{id}`. */
export function rolesForCall(map: RolesMap, method: string, url: string): readonly Role[] | undefined {
  const path = url.split('?')[0] ?? url;
  const exact = map[`${method.toUpperCase()} ${path}`];
  if (exact) return exact;
  for (const [key, roles] of Object.entries(map)) {
    const [m, pattern] = key.split(' ');
    if (m !== method.toUpperCase() || !pattern) continue;
    const re = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(path)) return roles;
  }
  return undefined;
}

export { GarageUser };
