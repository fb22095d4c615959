import { isRole } from '@garage/domain';
import { z } from 'zod';
import { MobilePair } from './auth.ts';
import { optionalEmail, plainText } from './common.ts';

export const UserInfo = z
  .object({
    user_id: z.number(),
    /** Garages the user belongs to, comma-separated. */
    garage_id: z.string(),
    /** Roles in the selected garage, comma-separated. */
    roles: z.string(),
    language_code: z.string(),
    mobile_number: z.string(),
    country_phone_code: z.string(),
    email: z.string().nullable(),
    display_name: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    profile_pic: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

/** A comma list or an array of role names; each must be known and at least one given. */
export const RoleList = z
  .union([z.string().max(4000), z.array(z.string().max(100)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((r) => r.trim()).filter(Boolean))
  .superRefine((roles, ctx) => {
    if (roles.length === 0) ctx.addIssue({ code: 'custom', message: 'user.rolesRequired' });
    for (const r of roles) if (!isRole(r)) ctx.addIssue({ code: 'custom', message: 'user.roleUnknown', params: { name: r } });
  });

export const GarageUserCreate = MobilePair.and(
  z.object({
    first_name: plainText(60).pipe(z.string().min(1)),
    last_name: plainText(60).optional(),
    email: optionalEmail,
    roles: RoleList,
  }),
);
export type GarageUserCreate = z.input<typeof GarageUserCreate>;

export const GarageUserUpdate = z.object({
  user_id: z.number().int().positive(),
  first_name: plainText(60).pipe(z.string().min(1)).optional(),
  last_name: plainText(60).optional(),
  email: optionalEmail,
  active: z.boolean().optional(),
});
export type GarageUserUpdate = z.input<typeof GarageUserUpdate>;

export const RolesUpdate = z.object({ roles: RoleList });

export const GarageUser = z.object({
  user_id: z.number(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_number: z.string(),
  country_phone_code: z.string(),
  email: z.string().nullable(),
  roles: z.string(),
  active: z.boolean(),
});
export const GarageUserList = z.array(GarageUser);

export const LanguageUpdate = z.object({ language_code: z.enum(['en', 'sp']) });
