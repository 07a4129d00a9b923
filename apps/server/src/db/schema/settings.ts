import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Run-time parameters an administrator set (core/settings.ts lists which and their ranges). A
 * parameter without a row takes the environment's value, so deleting the row restores it.
 */
export const systemParams = pgTable('system_param', {
  key: text('key').primaryKey(),
  /** JSON of the value (a boolean or a number). */
  value: text('value').notNull(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a parameter: who, when, the value before and after (null: the default). */
export const systemParamChanges = pgTable(
  'system_param_change',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_param_change_key_idx').on(t.key, t.changedAt)],
);
