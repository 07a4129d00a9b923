import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Sign-in identity of every user: person, organisation, staff or expert (DOMAIN.md). */
export const accounts = pgTable(
  'account',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 staff, 1 person, 2 organisation, 3 expert. */
    userType: smallint('user_type').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    /** URL of the avatar image (SPEC "header"). */
    avatarUrl: text('avatar_url'),
    status: text('status', { enum: ['active', 'locked', 'disabled'] })
      .notNull()
      .default('active'),
    /** Whether the profile record (Gc01/Gb01) is complete; drives SPEC §4 missingInfo. */
    profileComplete: boolean('profile_complete').notNull().default(false),
    /**
     * The password was set by someone else (the first-administrator command, staff seeded outside
     * demo mode): every call but the password change is refused until the user sets their own.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_username_uq').on(sql`lower(${t.username})`),
    // A mobile number identifies one account (sign-in by SMS, password recovery): the services
    // check it under a lock (core/tx.ts lockMobile); the index is the last word.
    uniqueIndex('account_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.mobile} IS NOT NULL`),
  ],
);

/** Role keys of DOMAIN.md (person, org, admin, reviewer, archivist, editor, expert). */
export const roles = pgTable('role', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** A disabled role grants nothing; its holders keep it, so enabling it again restores them. */
  enabled: boolean('enabled').notNull().default(true),
});

export const accountRoles = pgTable(
  'account_role',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

/** Server-side sessions; only a SHA-256 of the 256-bit bearer token is stored. */
export const sessions = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_account_idx').on(t.accountId)],
);

/** Every sign-in attempt, kept for the login history and audits. */
export const loginLogs = pgTable(
  'login_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_log_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Consents an account gave (issue 24, PIPL art. 14 and 29): which document (or the separate
 * consent to process the ID number), which version, when and from where. Append-only: a new
 * version accepted is a new row, so the history stays.
 */
export const accountConsents = pgTable(
  'account_consent',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('account_consent_account_idx').on(t.accountId, t.document)],
);

/** Image captcha answers: single use, short-lived, shared by every API node. */
export const captchas = pgTable('captcha', {
  uuid: text('uuid').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server-held secrets shared by all nodes (e.g. the SM2 key pair of the login cipher). */
export const systemSecrets = pgTable('system_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
