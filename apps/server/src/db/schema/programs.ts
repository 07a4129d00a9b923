import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PROGRAM_APPLICANT_TYPES,
  PROGRAM_BATCH_STATUSES,
  PROGRAM_REFERENCE_KINDS,
  type TEligibility,
  type TMaterial,
  type TProgramApplicantInfo,
  type TProgramMaterialFile,
} from '@rcwb/shared';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Talent tiers and talent service types (g070110): reference data staff keep, used by program
 * eligibility now and by talent recognition and services next. Disabled, never deleted: batches
 * and recognitions keep naming them.
 */
export const programReferences = pgTable(
  'program_reference',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PROGRAM_REFERENCE_KINDS }).notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('program_reference_code_uq').on(t.kind, t.code)],
);

/**
 * A talent program batch (g070109): one call for applications of a program category in a year,
 * open between two dates, with a quota, who may apply, the materials to upload and the approval
 * process its applications follow (a core/workflow definition key; each application keeps the
 * version it started on).
 */
export const programBatches = pgTable(
  'program_batch',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A `program_category` dictionary value. */
    category: text('category').notNull(),
    year: integer('year').notNull(),
    applicantType: text('applicant_type', { enum: PROGRAM_APPLICANT_TYPES }).notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    quota: integer('quota').notNull(),
    eligibility: jsonb('eligibility').$type<TEligibility>().notNull(),
    materials: jsonb('materials').$type<TMaterial[]>().notNull(),
    process: text('process').notNull(),
    description: text('description').notNull().default(''),
    /** Days the chosen results stay on public notice before they are final. */
    noticeDays: integer('notice_days').notNull().default(7),
    status: text('status', { enum: PROGRAM_BATCH_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('program_batch_list_idx').on(t.status, t.year, t.category),
    check('program_batch_dates_ck', sql`${t.opensOn} <= ${t.closesOn}`),
    check('program_batch_quota_ck', sql`${t.quota} > 0`),
    check('program_batch_notice_days_ck', sql`${t.noticeDays} > 0`),
  ],
);

/**
 * An application to a program batch (g020101 / g020102): the applicant information of step 1,
 * a file per material and the declaration of step 2. Where it stands in review (draft, submitted,
 * returned, decided) is the workflow instance's (`kind` talent-program, subject this id).
 * One per applicant and batch.
 */
export const programApplications = pgTable(
  'program_application',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'restrict' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicantType: text('applicant_type', { enum: PROGRAM_APPLICANT_TYPES }).notNull(),
    info: jsonb('info').$type<TProgramApplicantInfo>().notNull(),
    materials: jsonb('materials').$type<TProgramMaterialFile[]>().notNull().default([]),
    declared: boolean('declared').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_application_applicant_uq').on(t.batchId, t.applicantId),
    index('program_application_applicant_idx').on(t.applicantId),
  ],
);
