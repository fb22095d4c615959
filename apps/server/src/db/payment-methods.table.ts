import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { garage } from './garage.table.ts';

/**
 * The payment method master of a garage (decision 050). A row is either a built-in method as this garage
 * shows it (`built_in` = its code: turned off, or renamed) or a method of the garage's own (`built_in`
 * null, code `PM_<id>`, a name and a kind always). A built-in without a row is active under its standard
 * name. Names are unique in a garage in any case; a method used by payments is never deleted.
 */
export const paymentMethod = pgTable(
  'payment_method',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    garageId: bigint('garage_id', { mode: 'number' }).notNull(),
    builtIn: text('built_in'),
    /** CASH, CARD or BANK for a garage's own method; the built-in's own kind otherwise. */
    kind: text('kind').notNull(),
    /** The name shown; null on a built-in keeps its standard name in the reader's language. */
    name: text('name'),
    active: boolean('active').notNull().default(true),
    /**
     * Mexico: the SAT c_FormaPago a garage's own method states on CFDIs, as its owner chose it; null: its
     * kind's (CASH 01, CARD 04, BANK 03). Always null on a built-in, whose form is fixed (decision 050, addendum).
     */
    formaPago: text('forma_pago'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.id] }),
    foreignKey({ columns: [t.groupId, t.garageId], foreignColumns: [garage.groupId, garage.id] }),
    uniqueIndex('payment_method_built_in_uq').on(t.groupId, t.garageId, t.builtIn).where(sql`${t.builtIn} is not null`),
    uniqueIndex('payment_method_name_uq').on(t.groupId, t.garageId, sql`lower(${t.name})`).where(sql`${t.name} is not null`),
  ],
);
