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
    /** A picture the person uploaded (a data: URL of a small JPEG, PNG or WebP; decision 036), or null. */
    profile_pic: z.string().nullable(),
    /** Whether `email` is proved by a code (decision 021): only then may sign-in codes go to it. */
    email_verified: z.boolean(),
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

/**
 * An owner invites a mobile number to the current garage (decision 023). The name is the owner's label for
 * the invitation; the person's own name, e-mail and picture are theirs and are never set by an owner.
 */
export const GarageUserCreate = MobilePair.and(
  z.object({
    first_name: plainText(60).pipe(z.string().min(1)),
    last_name: plainText(60).optional(),
    roles: RoleList,
  }),
);
export type GarageUserCreate = z.input<typeof GarageUserCreate>;

/** A person's profile fields: only the person changes them, through their own session. */
const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'profile_pic'] as const;

/** What an owner may change about a member: the membership (active), never the person's profile. */
export const GarageUserUpdate = z
  .looseObject({ user_id: z.number().int().positive(), active: z.boolean().optional() })
  .superRefine((value, ctx) => {
    for (const field of PROFILE_FIELDS) {
      if (field in value) ctx.addIssue({ code: 'custom', message: 'user.profileOwn', path: [field] });
    }
  })
  .transform(({ user_id, active }) => ({ user_id, active }));
export type GarageUserUpdate = z.input<typeof GarageUserUpdate>;

/** The signed-in person's own profile. An e-mail change is a new, unverified address. */
/** The largest profile picture stored, in bytes once decoded (decision 036); the browser shrinks photos to fit. */
export const MAX_PROFILE_PICTURE_BYTES = 200 * 1024;
/** Base64 grows 4/3; a data: URL prefix adds a little. Longer texts are refused before decoding. */
const MAX_PICTURE_TEXT = Math.ceil(MAX_PROFILE_PICTURE_BYTES / 3) * 4 + 100;

/** The signed-in person's picture: a base64 image or data: URL (JPEG, PNG or WebP, checked by content); null removes it. */
export const ProfilePictureUpdate = z.object({
  picture: z
    .string()
    .refine((v) => v.length <= MAX_PICTURE_TEXT, {
      error: 'profile.pictureTooLarge',
      params: { max: MAX_PROFILE_PICTURE_BYTES / 1024 },
    })
    .nullable(),
});
export type ProfilePictureUpdate = z.input<typeof ProfilePictureUpdate>;

export const ProfileUpdate = z.object({
  first_name: plainText(60).pipe(z.string().min(1)),
  last_name: plainText(60).optional(),
  email: optionalEmail,
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** A pending invitation as the inviting garage's owners see it: the number and their own label. */
export const GarageInvitation = z.object({
  invitation_id: z.number(),
  mobile_number: z.string(),
  country_phone_code: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  roles: z.string(),
  invited_at: z.string(),
});
export const GarageInvitationList = z.array(GarageInvitation);

/** An invitation as the invited person sees it: which garage, who asked, with which roles. */
export const MyInvitation = z.object({
  invitation_id: z.number(),
  garage_id: z.number(),
  garage_name: z.string(),
  group_name: z.string(),
  invited_by: z.string(),
  roles: z.string(),
  invited_at: z.string(),
});
export type MyInvitation = z.infer<typeof MyInvitation>;
export const MyInvitationList = z.array(MyInvitation);

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
