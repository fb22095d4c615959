import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person who signs in. Not a tenant row: one person may work for garages of several groups. */
export const appUser = pgTable(
  'app_user',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    countryPhoneCode: text('country_phone_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    /**
     * The address this person proved they read (a code sent to it came back), and when. Sign-in codes may
     * go to `email` only while it equals this address, so whatever code path changes `email` un-verifies it.
     */
    verifiedEmail: text('verified_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    languageCode: text('language_code').notNull().default('en'),
    profilePic: text('profile_pic'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_phone_uq').on(t.countryPhoneCode, t.mobileNumber)],
);

export const otpCode = pgTable(
  'otp_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** +<code><number>: the mobile number the code signs in. */
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** What the code is for: signing in the number, or proving the user's e-mail address (`email`). */
    purpose: text('purpose', { enum: ['sign_in', 'verify_email'] })
      .notNull()
      .default('sign_in'),
    /** For `verify_email`: the address the code was sent to; it becomes verified only if it is still the user's. */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_code_phone_idx').on(t.phone, t.createdAt), index('otp_code_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * One sign-in on one device: the refresh-token family and every access token issued from it carry its id
 * (`sid`). Ending it (logout, reuse of a rotated refresh token, the fifth wrong passcode) refuses those
 * access tokens at once: `authenticate` reads this row by primary key in its one statement (decision 024).
 */
export const userSession = pgTable(
  'user_session',
  {
    /** The refresh-token family id: a random UUID. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    familyId: text('family_id')
      .notNull()
      .references(() => userSession.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_token_hash_uq').on(t.tokenHash), index('refresh_token_family_idx').on(t.familyId)],
);

/** A create call's answer, kept under its Idempotency-Key so a replay gets the same answer. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_key_uq').on(t.userId, t.scope, t.key)],
);

/** The screen-lock passcode of a user: 4 digits, stored as a salted scrypt hash. */
export const userPasscode = pgTable('user_passcode', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => appUser.id),
  passcodeHash: text('passcode_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters shared by every server process: the one-time-code caps and the general request
 * limits. A request counts by one upsert on its row, so concurrent requests cannot both take the last unit.
 */
export const rateLimitBucket = pgTable('rate_limit_bucket', {
  /** `<limit name>:<subject>`, e.g. `otp-number:+919876543210` or `writes-ip:10.0.0.1`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
