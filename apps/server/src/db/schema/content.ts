import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Editorial content of the portal (talent policies, discover area, news, announcements, portal
 * home). Every public item has the publication life cycle draft → published → withdrawn: only
 * published rows are ever served to the public, and each change of status is logged.
 */
const PUBLISH_STATUS = ['draft', 'published', 'withdrawn'] as const;

/** Columns every publishable item shares. */
const publishable = () => ({
  id: serial('id').primaryKey(),
  status: text('status', { enum: PUBLISH_STATUS }).notNull().default('draft'),
  /** First publication; set once, kept when an item is withdrawn and published again. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const policies = pgTable(
  'policy',
  {
    ...publishable(),
    title: text('title').notNull(),
    /** national / province / city / district (dictionary policy_level). */
    level: text('level').notNull(),
    /** Area dictionary code of the region the policy applies to. */
    region: text('region').notNull(),
    /** Dictionary policy_category. */
    category: text('category').notNull(),
    issuingBody: text('issuing_body').notNull(),
    docNumber: text('doc_number').notNull().default(''),
    /** Date the issuing body published it (not our publication). */
    issuedOn: date('issued_on').notNull(),
    effectiveOn: date('effective_on'),
    expiresOn: date('expires_on'),
    summary: text('summary').notNull().default(''),
    /** Short bullet points shown on the list cards. */
    keyBenefits: text('key_benefits').array().notNull().default([]),
    /** Sanitised rich text (core/sanitize-html.ts). */
    body: text('body').notNull().default(''),
    /** Stored file URLs (files module), in display order. */
    attachments: text('attachments').array().notNull().default([]),
    relatedIds: integer('related_ids').array().notNull().default([]),
  },
  (t) => [index('policy_public_idx').on(t.status, t.issuedOn)],
);

/** Staff-defined aspects along which the comparison screen lines policies up. */
export const comparisonDimensions = pgTable('comparison_dimension', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** text | amount | yesno | list */
  type: text('type', { enum: ['text', 'amount', 'yesno', 'list'] }).notNull(),
  /** Unit shown after amounts (e.g. 万元). */
  unit: text('unit').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A policy's value for one dimension, typed by the dimension: text → string, amount → number,
 * yesno → boolean, list → string[]. Absent row = "not stated".
 */
export const policyDimensionValues = pgTable(
  'policy_dimension_value',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => comparisonDimensions.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.dimensionId] })],
);

/** Technology fields: classify experts, demands and achievements alike. */
export const expertFields = pgTable('expert_field', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const experts = pgTable('expert', {
  ...publishable(),
  name: text('name').notNull(),
  fieldId: integer('field_id').references(() => expertFields.id, { onDelete: 'set null' }),
  /** Professional title, e.g. 教授 / 正高级工程师. */
  title: text('title').notNull().default(''),
  organisation: text('organisation').notNull().default(''),
  region: text('region').notNull().default(''),
  bio: text('bio').notNull().default(''),
  /** Stored image URL. */
  photo: text('photo'),
  achievements: text('achievements').notNull().default(''),
  /**
   * The expert's sign-in account, once the library record is linked to one: only linked experts
   * can be assigned to score applications (the engine assigns accounts). One record per account.
   */
  accountId: integer('account_id')
    .unique('expert_account_uq')
    .references(() => accounts.id, { onDelete: 'set null' }),
  /** How many scoring assignments the expert may have open at once; more are not offered. */
  loadLimit: integer('load_limit').notNull().default(10),
});

export const techDemands = pgTable('tech_demand', {
  ...publishable(),
  title: text('title').notNull(),
  fieldId: integer('field_id').references(() => expertFields.id, { onDelete: 'set null' }),
  /** Budget in 万元; null = negotiable. */
  budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }),
  deadline: date('deadline'),
  publisher: text('publisher').notNull(),
  region: text('region').notNull().default(''),
  /** open | claimed | done (dictionary demand_status). */
  progress: text('progress', { enum: ['open', 'claimed', 'done'] })
    .notNull()
    .default('open'),
  description: text('description').notNull().default(''),
  contact: text('contact').notNull().default(''),
});

export const achievements = pgTable('achievement', {
  ...publishable(),
  title: text('title').notNull(),
  fieldId: integer('field_id').references(() => expertFields.id, { onDelete: 'set null' }),
  /** Dictionary achievement_maturity. */
  maturity: text('maturity').notNull(),
  /** Dictionary transfer_mode. */
  transferMode: text('transfer_mode').notNull(),
  owner: text('owner').notNull(),
  /** Price in 万元; null = negotiable. */
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
  description: text('description').notNull().default(''),
  contact: text('contact').notNull().default(''),
});

export const articles = pgTable('article', {
  ...publishable(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  source: text('source').notNull().default(''),
  cover: text('cover'),
  body: text('body').notNull().default(''),
  /** Shown among the highlights of the discover home. */
  highlight: boolean('highlight').notNull().default(false),
});

/** Announcements (g070114): the notices of the portal home. */
export const announcements = pgTable('announcement', {
  ...publishable(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  pinned: boolean('pinned').notNull().default(false),
});

/** Portal home banners (g200101), shown in `sort` order. */
export const portalBanners = pgTable('portal_banner', {
  ...publishable(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  /** In-app path or http(s) address the banner leads to. */
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Items featured on the portal home (g200101): a kind, the item's id and an order. */
export const portalFeatured = pgTable(
  'portal_featured',
  {
    ...publishable(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** Optional label shown instead of the item's own title. */
    label: text('label').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('portal_featured_target_idx').on(t.kind, t.targetId)],
);

/** Every change of publication status of any content item: who, what, from, to, when. */
export const contentStatusLog = pgTable(
  'content_status_log',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_status_log_target_idx').on(t.kind, t.targetId)],
);

/**
 * What a signed-in user collected (DOMAIN.md collection): policies, demands, achievements,
 * experts here; jobs and organisations register their kinds the same way.
 */
export const collections = pgTable(
  'collection',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_owner_target_idx').on(t.accountId, t.kind, t.targetId),
    index('collection_owner_idx').on(t.accountId, t.kind, t.createdAt),
  ],
);
