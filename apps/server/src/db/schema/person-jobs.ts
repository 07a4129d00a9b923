import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { jobPostings } from './jobs';

/**
 * What a person keeps while looking for work (DOMAIN.md browse history, saved search / job
 * alert). Collections themselves live in the generic `collection` table.
 */

/**
 * Browse history: one row per (account, kind, target); opening the page again bumps `viewed_at`.
 * The module keeps only the newest rows of each account (modules/browse-history).
 */
export const browseHistory = pgTable(
  'browse_history',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('browse_history_owner_target_idx').on(t.accountId, t.kind, t.targetId),
    index('browse_history_owner_time_idx').on(t.accountId, t.viewedAt.desc(), t.id.desc()),
  ],
);

/** The saved filters of a job alert: the public search's own fields (job-search ZJobSearch). */
export type TAlertFilters = Record<string, string | number>;

/** A saved job search; new postings matching it raise a message while it is enabled. */
export const jobAlerts = pgTable(
  'job_alert',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<TAlertFilters>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When the owner last opened the alert as a search: postings sent after it count as new. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alert_owner_idx').on(t.accountId, t.id), index('job_alert_enabled_idx').on(t.enabled)],
);

/** Which posting each alert already announced: one message per alert per posting, ever. */
export const jobAlertSends = pgTable(
  'job_alert_send',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_alert_send_idx').on(t.alertId, t.jobId)],
);
