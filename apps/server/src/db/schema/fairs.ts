import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOTH_APPLICATION_STATUSES,
  FAIR_KINDS,
  FAIR_STATUSES,
  FAIR_TICKET_STATUSES,
  type TFairLayout,
} from '@rcwb/shared';
import { accounts } from './accounts';
import { files } from './files';
import { jobPostings } from './jobs';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A job fair (DOMAIN.md), run by an editor. Upcoming / ongoing / ended follows from the dates;
 * `status` is the editor's: only published fairs are public, a cancelled one stays visible as
 * cancelled to those who applied or registered.
 */
export const jobFairs = pgTable(
  'job_fair',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind', { enum: FAIR_KINDS }).notNull(),
    /** Area dictionary code of the city (or district) the fair is held in or serves. */
    area: text('area').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** Booth booking is open from … until …; organisations apply only inside this window. */
    bookingOpensAt: ts('booking_opens_at').notNull(),
    bookingClosesAt: ts('booking_closes_at').notNull(),
    /** Organisations and visitors may cancel until then; later cancellations are refused. */
    cancelDeadline: ts('cancel_deadline').notNull(),
    venue: text('venue'),
    transport: text('transport'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    organiser: text('organiser').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    bannerFileId: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    /**
     * The hall as the editor drew it (grid, zones, booth cells, blocked cells); null for an online
     * fair. Saving it rewrites the fair's fair_booth rows, which approvals point at.
     */
    layout: jsonb('layout').$type<TFairLayout>(),
    /** Visitors who may register; null = no limit (an online fair). */
    capacity: integer('capacity'),
    /** Eligibility: only organisations whose Gb01 is approved; only these industries (empty = any). */
    approvedOrgsOnly: boolean('approved_orgs_only').notNull().default(true),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Online visitors deliver only with a resume at least this complete (0–100). */
    minResumeCompleteness: smallint('min_resume_completeness').notNull().default(0),
    status: text('status', { enum: FAIR_STATUSES }).notNull().default('draft'),
    cancelReason: text('cancel_reason'),
    /** The recap of an ended fair: sanitised rich text and photo files. */
    recap: text('recap'),
    recapPhotoIds: uuid('recap_photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_fair_public_idx')
      .on(t.startsAt.desc(), t.id.desc())
      .where(sql`${t.status} IN ('published', 'cancelled')`),
    index('job_fair_area_idx').on(t.area, t.startsAt.desc()),
  ],
);

/** One booth of a fair's floor plan: a non-blocked cell of its layout, written when the layout is saved. */
export const fairBooths = pgTable(
  'fair_booth',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    zone: text('zone').notNull().default(''),
    row: smallint('row').notNull(),
    col: smallint('col').notNull(),
    size: smallint('size').notNull().default(9),
  },
  (t) => [
    unique('fair_booth_code_uq').on(t.fairId, t.code),
    unique('fair_booth_cell_uq').on(t.fairId, t.row, t.col),
  ],
);

/** A reusable booth layout an editor saved from a fair. */
export const fairLayoutTemplates = pgTable('fair_layout_template', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  layout: jsonb('layout').$type<TFairLayout>().notNull(),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type TFairAttendee = { name: string; phone: string };

/**
 * An organisation's application for a booth at a fair (DOMAIN.md "booth application"). Staff
 * approve it into a booth: the partial unique index keeps any booth to one organisation, whatever
 * races the approvals run, and the other one keeps an organisation to one live application.
 */
export const boothApplications = pgTable(
  'booth_application',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOTH_APPLICATION_STATUSES }).notNull().default('pending'),
    /** The booth given on approval; null while pending, and for an online fair. */
    boothId: integer('booth_id').references(() => fairBooths.id, { onDelete: 'set null' }),
    /** The organisation's wish: a zone or a booth code, free text. */
    preference: text('preference'),
    attendees: jsonb('attendees')
      .$type<TFairAttendee[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note'),
    /** Why staff rejected; shown to the organisation. */
    reason: text('reason'),
    /** The code the organisation shows at the entrance on the day (unique across fairs). */
    checkInCode: text('check_in_code').notNull().unique(),
    checkedInAt: ts('checked_in_at'),
    /** Set after the fair when an approved organisation never checked in. */
    noShow: boolean('no_show').notNull().default(false),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booth_application_booth_uq')
      .on(t.boothId)
      .where(sql`${t.status} = 'approved' AND ${t.boothId} IS NOT NULL`),
    uniqueIndex('booth_application_one_live_uq')
      .on(t.fairId, t.orgId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    index('booth_application_org_idx').on(t.orgId, t.createdAt.desc()),
    index('booth_application_review_idx').on(t.fairId, t.status, t.createdAt),
  ],
);

/** The postings an organisation shows at a fair (with its application). */
export const boothApplicationPostings = pgTable(
  'booth_application_posting',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => boothApplications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.jobId] }),
    index('booth_application_posting_job_idx').on(t.jobId),
  ],
);

/** A person's registration for a fair (DOMAIN.md "attendee"): a ticket with a code shown as a QR image. */
export const fairTickets = pgTable(
  'fair_ticket',
  {
    id: serial('id').primaryKey(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Random, unguessable; what the QR image encodes and check-in reads. */
    code: text('code').notNull().unique(),
    status: text('status', { enum: FAIR_TICKET_STATUSES }).notNull().default('registered'),
    checkedInAt: ts('checked_in_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_ticket_one_live_uq')
      .on(t.fairId, t.personId)
      .where(sql`${t.status} = 'registered'`),
    index('fair_ticket_person_idx').on(t.personId, t.createdAt.desc()),
  ],
);

/** A no-show's penalty: the organisation may not book booths until `until`. */
export const fairSuspensions = pgTable(
  'fair_suspension',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => boothApplications.id, { onDelete: 'set null' }),
    until: ts('until').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('fair_suspension_org_idx').on(t.orgId, t.until.desc())],
);
