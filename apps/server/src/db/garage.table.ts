import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './platform.table.ts';

/** The tenant: an organisation of one or more outlets. */
export const garageGroup = pgTable('garage_group', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const garage = pgTable(
  'garage',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => garageGroup.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    countryCode: text('country_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    headOffice: boolean('head_office').notNull().default(false),
    inventoryEnabled: boolean('inventory_enabled').notNull().default(true),
    partIssuanceEnabled: boolean('part_issuance_enabled').notNull().default(false),
    address: text('address'),
    mobileNumber: text('mobile_number'),
    countryPhoneCode: text('country_phone_code'),
    email: text('email'),
    logoUrl: text('logo_url'),
    type: text('type', { enum: ['car', 'bike', 'both'] })
      .notNull()
      .default('car'),
    establishedDate: date('established_date', { mode: 'string' }),
    extraInformation: jsonb('extra_information').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.id] }), uniqueIndex('garage_id_uq').on(t.id)],
);

export const garageUser = pgTable(
  'garage_user',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    /** Comma-separated role names. */
    roles: text('roles').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.userId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    index('garage_user_user_idx').on(t.userId),
  ],
);

/**
 * An owner's invitation of a mobile number to a garage (decision 023). Nobody becomes a member of another
 * group's garage without accepting: the invitation names the number, not a user, so inviting tells the
 * owner nothing about whether the number has an account or whose it is. The name is the owner's label,
 * shown only to the owners of this garage; it never changes the person's profile.
 */
export const garageInvitation = pgTable(
  'garage_invitation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    countryPhoneCode: text('country_phone_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /** Comma-separated role names the membership gets on acceptance. */
    roles: text('roles').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    invitedBy: bigint('invited_by', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('garage_invitation_number_uq').on(t.groupId, t.garageId, t.countryPhoneCode, t.mobileNumber),
    index('garage_invitation_phone_idx').on(t.countryPhoneCode, t.mobileNumber),
  ],
);

export const garageProperty = pgTable(
  'garage_property',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    propertyName: text('property_name').notNull(),
    propertyValue: text('property_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.propertyName] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);

export const subscription = pgTable(
  'subscription',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    subscriptionType: text('subscription_type', { enum: ['TRIAL', 'PAID'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
  ],
);
