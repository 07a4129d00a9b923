import type { TJobFields } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Posting states (DOMAIN.md): draft → pending → published → closed; a rejection returns to draft. */
export const JOB_STATUSES = ['draft', 'pending', 'published', 'closed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A job posting of an organisation (DOMAIN.md "job posting"). */
export const jobPostings = pgTable(
  'job_posting',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Job-category dictionary code of the job (`NNMM`) or of its group (`NN`). */
    category: text('category').notNull(),
    /** Industry dictionary code: a GB/T 4754 division (`NN`) or section (`A`–`T`). */
    industry: text('industry').notNull(),
    /** Area dictionary code (province, city or district). */
    area: text('area').notNull(),
    /** Monthly salary in CNY; both null = negotiable. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    education: text('education').notNull(),
    experience: text('experience').notNull(),
    jobType: text('job_type').notNull(),
    headcount: smallint('headcount').notNull().default(1),
    welfare: text('welfare')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised rich text. */
    description: text('description').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    /** Why staff rejected the last submission or took the posting down; shown to the organisation. */
    reviewReason: text('review_reason'),
    /** Pending changes to a published posting, awaiting review; the live fields stay public. */
    revision: jsonb('revision').$type<TJobFields>(),
    revisionSubmittedAt: ts('revision_submitted_at'),
    /** Closed by staff (take-down): reopening then needs a new review. */
    takenDown: boolean('taken_down').notNull().default(false),
    copiedFrom: integer('copied_from'),
    viewCount: integer('view_count').notNull().default(0),
    submittedAt: ts('submitted_at'),
    publishedAt: ts('published_at'),
    refreshedAt: ts('refreshed_at'),
    closedAt: ts('closed_at'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_posting_org_idx').on(t.orgId, t.updatedAt),
    // Hot postings of the portal home: the most viewed live ones.
    index('job_posting_hot_idx')
      .on(t.viewCount.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // The review queue: pending submissions and pending revisions of published postings.
    index('job_posting_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending' OR ${t.revision} IS NOT NULL`),
  ],
);

/** A token as a quoted tsvector / tsquery lexeme: taken literally, with no parsing. */
export const quoteLexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsvector written from our own tokens: each token is quoted, so PostgreSQL stores it as-is
 * (no parser, no dictionary) — the 'simple' tsvector of tokens computed in
 * modules/job-search/tokenize.ts. PostgreSQL keeps lexemes sorted and unique, so the
 * containment check of a row is a binary search, and ANALYZE gathers per-lexeme frequencies
 * the planner uses to choose between the GIN index and an ordered index scan.
 */
export const tokenVector = customType<{ data: string[]; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (tokens) => tokens.map(quoteLexeme).join(' '),
  fromDriver: (value) => [...value.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")),
});

/**
 * The public search index: one narrow row per published posting, written in the same transaction
 * as every change that publishes, edits or withdraws a posting. `tokens` holds the keyword tokens
 * of title, organisation name and description (CJK unigrams and bigrams, latin words and their
 * prefixes; see modules/job-search/tokenize.ts) as a tsvector, plus the title's tokens again with a `t:` prefix
 * for relevance. Tree filters are stored per level so each is an equality.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull(),
    tokens: tokenVector('tokens').notNull(),
    areaProvince: text('area_province').notNull(),
    areaCity: text('area_city').notNull(),
    area: text('area').notNull(),
    categoryGroup: text('category_group').notNull(),
    category: text('category').notNull(),
    industrySection: text('industry_section').notNull(),
    industry: text('industry').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    education: text('education').notNull(),
    experience: text('experience').notNull(),
    jobType: text('job_type').notNull(),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [
    index('job_search_tokens_gin').using('gin', t.tokens),
    index('job_search_refreshed_idx').on(t.refreshedAt.desc(), t.jobId.desc()),
    // Salary order, with the lower bound as a third key: a salary band's `salary_min < band max`
    // is checked in the index, so walking down from the highest paid skips the postings above the
    // band without reading them (5,000–8,000 by salary: 928 → 12 ms on the bench's million).
    index('job_search_salary_idx').on(
      sql`${t.salaryMax} DESC NULLS LAST`,
      sql`${t.jobId} DESC NULLS LAST`,
      t.salaryMin,
    ),
    // A salary band is an overlap (salary_max >= band min AND salary_min < band max): the low bands
    // match few postings, which only an index on salary_min finds without walking the table.
    index('job_search_salary_min_idx').on(t.salaryMin),
    // Each tree filter in the exact "newest" order (job_id breaks ties): a filtered page is read
    // straight off the index, with no sort, and a deep page's offset skips index entries only.
    index('job_search_city_idx').on(t.areaCity, t.refreshedAt.desc(), t.jobId.desc()),
    index('job_search_area_idx').on(t.area, t.refreshedAt.desc(), t.jobId.desc()),
    index('job_search_category_group_idx').on(t.categoryGroup, t.refreshedAt.desc(), t.jobId.desc()),
    index('job_search_category_idx').on(t.category, t.refreshedAt.desc(), t.jobId.desc()),
    index('job_search_org_idx').on(t.orgId, t.refreshedAt.desc(), t.jobId.desc()),
  ],
);

/** Public views of an organisation's page (companyInfo); kept apart from the Gb01 record. */
export const orgPageViews = pgTable('org_page_view', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/**
 * Who has been counted as a viewer of a public page (a posting or an organisation) on which day:
 * a signed-in account adds one view per page per day, so reloads do not inflate the counts.
 * Rows older than the current day are only kept until the next counted view clears them.
 */
export const pageViewMarks = pgTable(
  'page_view_mark',
  {
    kind: text('kind', { enum: ['job', 'org'] }).notNull(),
    targetId: integer('target_id').notNull(),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day')
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.targetId, t.viewerId, t.day] }),
    index('page_view_mark_day_idx').on(t.day),
  ],
);
