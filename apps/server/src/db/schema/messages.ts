import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Message centre entries; each is also pushed live over the WebSocket. */
export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** In-app path of the thing the message is about. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_recipient_idx').on(t.recipientId, t.readAt, t.createdAt)],
);

/** Tracks which seed steps ran, so seeding is idempotent and never overwrites user data. */
export const seedRuns = pgTable('seed_run', {
  step: text('step').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
