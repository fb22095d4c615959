import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './platform.table.ts';

/**
 * Push tokens of the devices a user signed in on (spec 7 "Push"). Not a tenant row: like `app_user`, a
 * device belongs to a person, who may work for garages of several groups. A token is one device, so it
 * belongs to at most one user: the last one who signed in there.
 */
export const deviceToken = pgTable(
  'device_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** 'webpush' (the subscription JSON) or 'native' (a phone app's push service token). */
    provider: text('provider', { enum: ['webpush', 'native'] }).notNull(),
    token: text('token').notNull(),
    /** SHA-256 of the token: the unique key (a token may be longer than an index entry allows). */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_token_hash_uq').on(t.tokenHash), index('device_token_user_idx').on(t.userId)],
);
