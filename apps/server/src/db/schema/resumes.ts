import {
  DELIVERY_STATUSES,
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  INTERVIEW_STATUSES,
  INVITATION_STATUSES,
  RESUME_VISIBILITIES,
  type TRecommendReason,
  type TResumeContent,
} from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { jobFairs } from './fairs';
import { files } from './files';
import { jobPostings, tokenVector } from './jobs';

/**
 * Resumes, deliveries, interviews and feedback (DOMAIN.md flow 1, second half). A delivery keeps
 * its own snapshot of the resume and posting, so later edits, deletions and closings never
 * rewrite what the organisation received.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A person's resume. The content carries no contact or identity data (see TResumeContent). */
export const resumes = pgTable(
  'resume',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The owner's choice; public only after they accepted the consent note (`public_consent_at`). */
    visibility: text('visibility', { enum: RESUME_VISIBILITIES }).notNull().default('hidden'),
    publicConsentAt: ts('public_consent_at'),
    content: jsonb('content').$type<TResumeContent>().notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** 0–100, recomputed on every save. */
    completeness: smallint('completeness').notNull().default(0),
    /** Staff hid it for breaking the rules: off the talent search whatever the owner chose. */
    staffHidden: boolean('staff_hidden').notNull().default(false),
    staffHiddenReason: text('staff_hidden_reason'),
    staffHiddenBy: integer('staff_hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    staffHiddenAt: ts('staff_hidden_at'),
    /**
     * Talent-search keyword tokens of title, intention, education, work, projects, skills and
     * self-evaluation (the job search's tokenizer), kept up to date on every save.
     */
    tokens: tokenVector('tokens')
      .notNull()
      .default(sql`''::tsvector`),
    /** Intention codes, copied out of `content` for the talent search filters. */
    intentionCategories: text('intention_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    intentionAreas: text('intention_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('resume_owner_idx').on(t.accountId, t.updatedAt.desc()),
    uniqueIndex('resume_one_default_uq')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
    // The public talent search reads only these rows.
    index('resume_public_tokens_gin')
      .using('gin', t.tokens)
      .where(sql`${t.visibility} = 'public' AND NOT ${t.staffHidden}`),
    index('resume_public_refreshed_idx')
      .on(t.refreshedAt.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'public' AND NOT ${t.staffHidden}`),
  ],
);

/**
 * Each time an organisation was shown a person's contact details (name, mobile, email): who saw
 * whose, through which resume, when. Written by every read that reveals them.
 */
export const contactViews = pgTable(
  'contact_view',
  {
    id: serial('id').primaryKey(),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_view_person_idx').on(t.personId, t.viewedAt.desc()),
    index('contact_view_viewer_idx').on(t.viewerId, t.viewedAt.desc()),
  ],
);

/** What a delivery keeps of the resume and the posting as they were when it was sent. */
export type TDeliverySnapshot = {
  resume: {
    id: number;
    title: string;
    content: TResumeContent;
    completeness: number;
    photoFileId: string | null;
    attachmentFileId: string | null;
  };
  /** The person as the organisation may see them once it received the delivery. */
  person: { name: string; gender: string; birthDate: string; mobile: string | null; email: string | null };
  job: {
    id: number;
    title: string;
    orgName: string;
    area: string;
    category: string;
    salaryMin: number | null;
    salaryMax: number | null;
    education: string;
    experience: string;
    jobType: string;
  };
};

/** A resume sent to a posting (DOMAIN.md "delivery"). */
export const deliveries = pgTable(
  'delivery',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The live resume, while it exists; the snapshot is what was delivered. */
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('delivered'),
    snapshot: jsonb('snapshot').$type<TDeliverySnapshot>().notNull(),
    /** Set when the person applied because the organisation invited them. */
    invitationId: integer('invitation_id'),
    /** Set when the person delivered at an online job fair (the delivery's source). */
    fairId: integer('fair_id').references(() => jobFairs.id, { onDelete: 'set null' }),
    /** The person's short greeting to the organisation, sent with the resume. */
    greeting: text('greeting'),
    /**
     * How well the delivered resume fits the posting (0–100), scored once when it is delivered
     * from the snapshot, with the reasons; null for deliveries made before scores were kept.
     */
    matchScore: smallint('match_score'),
    matchReasons: jsonb('match_reasons').$type<TRecommendReason[]>(),
    /** The organisation's reason when it rejected; shown to the person. */
    rejectReason: text('reject_reason'),
    viewedAt: ts('viewed_at'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One active delivery per person and posting, whatever races the requests run.
    uniqueIndex('delivery_one_open_uq')
      .on(t.personId, t.jobId)
      .where(sql`${t.status} IN ('delivered', 'viewed', 'interview')`),
    index('delivery_person_idx').on(t.personId, t.updatedAt.desc()),
    index('delivery_org_idx').on(t.orgId, t.status, t.updatedAt.desc()),
    index('delivery_job_idx').on(t.jobId, t.status),
  ],
);

/** The timeline of a delivery: every state change and interview step, with who did it. */
export const deliveryEvents = pgTable(
  'delivery_event',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** null = the system (e.g. the posting closed). */
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorSide: text('actor_side', { enum: ['person', 'org', 'staff', 'system'] }).notNull(),
    /** delivered, viewed, interview, interview_accepted, interview_declined, hired, rejected, withdrawn, closed … */
    kind: text('kind').notNull(),
    /** The status after the event (unchanged for interview replies). */
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_event_delivery_idx').on(t.deliveryId, t.id)],
);

/** The organisation's private notes on a delivery; never shown to the person. */
export const deliveryNotes = pgTable(
  'delivery_note',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_note_delivery_idx').on(t.deliveryId, t.id)],
);

/** An interview the organisation arranged for a delivery; the person accepts or declines it. */
export const interviews = pgTable(
  'interview',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
    /** Address, or a meeting link for an online interview. */
    place: text('place').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    note: text('note'),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('pending'),
    /** The person's note when accepting, declining or proposing another time. */
    responseNote: text('response_note'),
    /** The times the person proposed instead (ISO instants), while the status is `proposed`. */
    proposedTimes: jsonb('proposed_times').$type<string[]>(),
    respondedAt: ts('responded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('interview_person_idx').on(t.personId, t.startsAt.desc()),
    index('interview_org_idx').on(t.orgId, t.startsAt.desc()),
    index('interview_delivery_idx').on(t.deliveryId),
  ],
);

/** An organisation invites a person, found on the talent search, to apply for one of its postings. */
export const talentInvitations = pgTable(
  'talent_invitation',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    respondedAt: ts('responded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talent_invitation_one_pending_uq')
      .on(t.jobId, t.personId)
      .where(sql`${t.status} = 'pending'`),
    index('talent_invitation_person_idx').on(t.personId, t.createdAt.desc()),
    index('talent_invitation_org_idx').on(t.orgId, t.createdAt.desc()),
  ],
);

/** Feedback or a complaint from a person or organisation, handled and answered by staff. */
export const feedbacks = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    /** What a complaint is about (e.g. 'job', 'org', 'delivery') and its id; null = general. */
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachmentFileIds: uuid('attachment_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('open'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => accounts.id, { onDelete: 'set null' }),
    repliedAt: ts('replied_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_author_idx').on(t.authorId, t.createdAt.desc()),
    index('feedback_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
