import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';
import { appUser } from './platform.table.ts';

/**
 * The Head Office Reports catalogue and its report → roles map (spec 2.3, decision 017). Global rows
 * (`group_id` 0) are the product's defaults, written at start-up; a group's own row of the same name
 * replaces the default for that group (its roles or its dashboard address).
 */
export const reportCatalogue = pgTable(
  'report_catalogue',
  {
    /** 0 for the product's defaults, else the garage group the row belongs to. */
    groupId: bigint('group_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    menuGroup: text('menu_group', {
      enum: ['ACCOUNTS', 'SALES', 'MECHANIC', 'PARTS_SERVICE', 'STOCK', 'OTHERS', 'HO_DASHBOARD', 'OUTLET_DASHBOARD', 'CUSTOM'],
    }).notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    /** Comma-separated roles; empty means no role list is mapped (everyone who sees the menu may open it). */
    roles: text('roles').notNull().default(''),
    /** Address of the embedded dashboard; null means not configured. */
    url: text('url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.name] })],
);

/** Requests sent to the provider: trial extensions, plan requests, demo requests. */
export const subscriptionRequest = pgTable(
  'subscription_request',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    /** EXTEND_TRIAL, DEMO or a plan id (gear0, gear1, gear2). */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.garageId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    index('subscription_request_garage_idx').on(t.garageId, t.createdAt),
  ],
);
