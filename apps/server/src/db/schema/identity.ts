import {
  doublePrecision,
  date,
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
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { files } from './files';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Gc01: the profile record of an individual (DOMAIN.md). The ID number is stored SM4-encrypted
 * with the server's data key; `id_number_index` is its HMAC-SM3 blind index (of the 18-digit
 * form), the only thing lookups and the uniqueness rule ever see. Mobile and email live on the
 * account (one verified mobile per account).
 */
export const gc01 = pgTable(
  'gc01',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idNumberEnc: text('id_number_enc').notNull(),
    idNumberIndex: text('id_number_index').notNull(),
    /** GB/T 2261.1: '1' male, '2' female; derived from the ID number. */
    gender: text('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    education: text('education'),
    major: text('major'),
    school: text('school'),
    workYears: smallint('work_years'),
    /** Area dictionary code (province, city or district). */
    region: text('region'),
    address: text('address'),
    politicalStatus: text('political_status'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gc01_id_number_index_uq').on(t.idNumberIndex),
    index('gc01_region_idx').on(t.region),
    // Values not yet in the authenticated v2 form: every start looks for them
    // (accounts/id-number-format.ts), and this keeps that look an empty index scan.
    index('gc01_id_number_old_format_idx')
      .on(t.accountId)
      .where(sql`${t.idNumberEnc} NOT LIKE 'v2.%'`),
  ],
);

/** Review states of an organisation: draft until the licence is submitted, then staff decide. */
export const ORG_REVIEW_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type TOrgReviewStatus = (typeof ORG_REVIEW_STATUSES)[number];

/** Gb01: the profile record of an organisation, with its licence and review state (DOMAIN.md). */
export const gb01 = pgTable(
  'gb01',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Unified social credit code, upper case (GB 32100). */
    creditCode: text('credit_code').notNull(),
    legalRep: text('legal_rep'),
    nature: text('nature'),
    industry: text('industry'),
    scale: text('scale'),
    region: text('region'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contact: text('contact'),
    /** Landline or other contact number; the verified mobile is the account's. */
    telephone: text('telephone'),
    website: text('website'),
    description: text('description'),
    licenceFileId: uuid('licence_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The logo and the photos (in the order shown) of the public company page: image file ids. */
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    photoFileIds: jsonb('photo_file_ids').$type<string[]>().notNull().default([]),
    reviewStatus: text('review_status', { enum: ORG_REVIEW_STATUSES }).notNull().default('draft'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gb01_credit_code_uq').on(t.creditCode),
    index('gb01_review_idx').on(t.reviewStatus, t.submittedAt),
    index('gb01_region_idx').on(t.region),
  ],
);

export const SMS_PURPOSES = ['register', 'reset-password', 'bind-mobile'] as const;
export type TSmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * One-time SMS codes. Only an HMAC-SM3 of the code (keyed by the data key) is kept; a code is
 * live for five minutes, until used, or until its fifth try. Every request leaves a row, also
 * when nothing was delivered, so the send limits cannot tell who has an account.
 */
export const smsCodes = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_code_mobile_idx').on(t.mobile, t.createdAt)],
);

/** What the default SMS gateway "sends": staff read it (g070113), the dev log prints it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    text: text('text').notNull(),
    /** The code this message carries, if any. */
    codeId: integer('code_id').references(() => smsCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt), index('sms_outbox_recipient_idx').on(t.recipient)],
);

/** A started third-party sign-in: state, nonce and PKCE verifier, single use, ten minutes. */
export const oidcLoginStates = pgTable('oidc_login_state', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** An account's third-party identity: (issuer, subject) signs in as the account. */
export const oidcBindings = pgTable(
  'oidc_binding',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_binding_subject_uq').on(t.issuer, t.subject),
    uniqueIndex('oidc_binding_account_issuer_uq').on(t.accountId, t.issuer),
  ],
);

/**
 * An identity the provider vouched for that no account has yet: the bind page binds it to an
 * existing account or a new registration. Only a hash of the token is kept; ten minutes, single use.
 */
export const oidcBindTickets = pgTable('oidc_bind_ticket', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  claims: jsonb('claims').$type<{ name?: string; email?: string; preferred_username?: string }>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
