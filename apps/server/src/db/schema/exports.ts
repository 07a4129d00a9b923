import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired', 'cancelled'] as const;
export type TExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/**
 * An asynchronous data export (g070116): what its owner asked for (dataset, filters, columns),
 * how far the writer got, and the sheet it produced. The sheet is a private file of the owner;
 * it is removed and the row marked expired when `expires_at` has passed.
 */
export const exportJobs = pgTable(
  'export_job',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A dataset key of the exports registry (`postings`, `persons`, …). */
    dataset: text('dataset').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    columns: jsonb('columns').$type<string[]>().notNull(),
    status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Personal data written masked: decided when the export is requested, from the owner's permissions. */
    masked: boolean('masked').notNull().default(true),
    /** The sheet's language (headers) and time zone, the requester's. */
    locale: text('locale').notNull().default('zh-CN'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('export_job_owner_idx').on(t.ownerId, t.createdAt),
    index('export_job_status_idx').on(t.status),
    check('export_job_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);
