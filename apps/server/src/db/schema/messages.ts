import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A value put into a message's `{name}` placeholder. Messages are rendered in each reader's
 * language when read, so a value that is itself language-dependent says so:
 * - a string or number is inserted as is (names, titles, a reason someone typed);
 * - `{ key }` is a message key, translated in the reader's language (e.g. a kind or status label);
 * - `{ date }` is an ISO instant, shown as a medium date and short time in the reader's language
 *   and the portal's time zone (e.g. an interview time).
 */
export type TMessageParam = string | number | { key: string } | { date: string };
export type TMessageParams = Record<string, TMessageParam>;

/**
 * Message centre entries; each is also pushed live over the WebSocket. A message written with
 * keys is rendered in each reader's language when read; `title`/`body` keep its rendering in the
 * portal's default language (for search, exports and rows from before keys, shown as stored).
 */
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
    /** Message keys and their params (core/deps.ts TMessageParam); null on rows stored as text only. */
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<TMessageParams>(),
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
