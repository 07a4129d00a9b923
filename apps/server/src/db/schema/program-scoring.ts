import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TScoreSheet } from '@rcwb/shared';
import { accounts } from './accounts';
import { programApplications, programBatches } from './programs';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The scoring sheet of a program category (`program_category` dictionary value): weighted
 * criteria staff keep as data. A score keeps the sheet it was given on, so editing a sheet never
 * changes scores already given.
 */
export const programScoreSheets = pgTable('program_score_sheet', {
  category: text('category').primaryKey(),
  criteria: jsonb('criteria').$type<TScoreSheet>().notNull(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One expert's scores of one application at one visit of the scoring step (`round` of the
 * workflow instance): a score per criterion, the weighted total out of 100 and a comment. Written
 * in the transaction of the engine's `score` action; one per expert, application and round.
 */
export const programScores = pgTable(
  'program_score',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    sheet: jsonb('sheet').$type<TScoreSheet>().notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    total: doublePrecision('total').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_score_expert_uq').on(t.applicationId, t.expertId, t.round),
    index('program_score_expert_idx').on(t.expertId),
    check('program_score_total_ck', sql`${t.total} >= 0 AND ${t.total} <= 100`),
  ],
);

/** A public notice of a batch's chosen results, on the portal from publication until `ends_at`. */
export const programNotices = pgTable(
  'program_notice',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'restrict' }),
    publishedBy: integer('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [index('program_notice_published_idx').on(t.publishedAt.desc())],
);

/**
 * One application on a notice, with what the portal shows of it (written at publication, so the
 * notice reads as published). Whether it is still on notice, final or withdrawn is read from the
 * application's workflow instance against `round`, the round the publication moved it into.
 */
export const programNoticeEntries = pgTable(
  'program_notice_entry',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => programNotices.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    name: text('name').notNull(),
    organisation: text('organisation').notNull().default(''),
  },
  (t) => [
    uniqueIndex('program_notice_entry_uq').on(t.noticeId, t.applicationId),
    index('program_notice_entry_application_idx').on(t.applicationId),
  ],
);
