import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GIG_CATEGORIES,
  GIG_ORDER_STATUSES,
  GIG_PAY_UNITS,
  GIG_STATUSES,
  WORKER_CARD_STATUSES,
} from '@rcwb/shared';
import { accounts } from './accounts';
import { files } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A gig posting (DOMAIN.md): short paid work posted by an approved organisation or by a person
 * whose Gc01 identity is complete. Public once staff approve it (g070106). The contact is shown
 * only to workers the employer accepted.
 */
export const gigPostings = pgTable(
  'gig_posting',
  {
    id: serial('id').primaryKey(),
    posterId: integer('poster_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: GIG_CATEGORIES }).notNull(),
    /** Whole yuan per unit. */
    payAmount: integer('pay_amount').notNull(),
    payUnit: text('pay_unit', { enum: GIG_PAY_UNITS }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Daily hours, `HH:MM`. */
    dailyStart: text('daily_start').notNull(),
    dailyEnd: text('daily_end').notNull(),
    /** Area dictionary code of the district. */
    area: text('area').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    headcount: integer('headcount').notNull(),
    skills: texts('skills'),
    description: text('description').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status', { enum: GIG_STATUSES }).notNull().default('draft'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The distance search: a bounding box on published gigs' coordinates, then the exact distance.
    index('gig_posting_point_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.status} = 'published'`),
    index('gig_posting_public_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('gig_posting_poster_idx').on(t.posterId, t.createdAt.desc()),
    index('gig_posting_review_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * A person's worker availability card: skills, districts served, days and hours, expected pay and
 * a photo. One per person; public once staff approve it (g070107). `lat`/`lng` is where the worker
 * sets out from, for the distance sort.
 */
export const workerCards = pgTable(
  'worker_card',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Skill categories (GIG_CATEGORIES) and free-text skills. */
    categories: texts('categories'),
    skills: texts('skills'),
    /** District codes of the area dictionary. */
    areas: texts('areas'),
    /** ISO weekdays 1 (Monday) … 7 (Sunday). */
    days: smallint('days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    expectedPay: integer('expected_pay').notNull(),
    payUnit: text('pay_unit', { enum: GIG_PAY_UNITS }).notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    intro: text('intro').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    status: text('status', { enum: WORKER_CARD_STATUSES }).notNull().default('draft'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('worker_card_point_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.status} = 'published'`),
    index('worker_card_review_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * One worker on one gig: an application or an invitation and every step after it. One order per
 * gig and worker; its steps follow GIG_ORDER_TRANSITIONS.
 */
export const gigOrders = pgTable(
  'gig_order',
  {
    id: serial('id').primaryKey(),
    gigId: integer('gig_id')
      .notNull()
      .references(() => gigPostings.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who started it: the worker applied, or the employer invited from the worker's card. */
    origin: text('origin', { enum: ['applied', 'invited'] }).notNull(),
    status: text('status', { enum: GIG_ORDER_STATUSES }).notNull(),
    message: text('message'),
    checkedInAt: ts('checked_in_at'),
    checkedOutAt: ts('checked_out_at'),
    confirmedAt: ts('confirmed_at'),
    /** The amount the employer confirmed, whole yuan. */
    amount: integer('amount'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('gig_order_gig_worker_uq').on(t.gigId, t.workerId),
    index('gig_order_worker_idx').on(t.workerId, t.createdAt.desc()),
    index('gig_order_gig_idx').on(t.gigId, t.status),
  ],
);

/** A rating after a confirmed order: one per side per order, 1–5 with a comment. */
export const gigRatings = pgTable(
  'gig_rating',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => gigOrders.id, { onDelete: 'cascade' }),
    raterId: integer('rater_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('gig_rating_order_rater_uq').on(t.orderId, t.raterId),
    index('gig_rating_ratee_idx').on(t.rateeId),
    check('gig_rating_score_ck', sql`${t.score} BETWEEN 1 AND 5`),
  ],
);
