import { sql } from 'drizzle-orm';
import {
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
import { accounts } from './accounts';
import { programReferences } from './programs';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An evidence file or material of an application: which material, which uploaded file. */
export type TTalentFile = { name: string; fileId: string };

/**
 * What a talent tier (a `program_reference` row of kind tier) asks of an applicant and how long
 * a recognition at that tier lasts. One row per tier; a tier without a row is not open to
 * recognition.
 */
export const talentTierRules = pgTable(
  'talent_tier_rule',
  {
    referenceId: integer('reference_id')
      .primaryKey()
      .references(() => programReferences.id, { onDelete: 'cascade' }),
    criteria: text('criteria').notNull().default(''),
    validityYears: integer('validity_years').notNull(),
    /** The evidence an applicant uploads, by name (e.g. award certificates). */
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('talent_tier_rule_validity_ck', sql`${t.validityYears} between 1 and 20`)],
);

/**
 * Who may ask for a talent service type (a `program_reference` row of kind service-type) and,
 * for subsidies, the most that may be granted and over how many months.
 */
export const talentServiceRules = pgTable(
  'talent_service_rule',
  {
    referenceId: integer('reference_id')
      .primaryKey()
      .references(() => programReferences.id, { onDelete: 'cascade' }),
    /** Tier codes whose valid recognition opens the service. */
    tiers: jsonb('tiers').$type<string[]>().notNull().default([]),
    /** Yuan; null: the service is not a subsidy. */
    amountCap: integer('amount_cap'),
    /** Months a subsidy is paid over; null for services that are not subsidies. */
    periodMonths: integer('period_months'),
    /** The materials the request carries, by name. */
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('talent_service_rule_cap_ck', sql`${t.amountCap} is null or ${t.amountCap} > 0`),
    check('talent_service_rule_period_ck', sql`${t.periodMonths} is null or ${t.periodMonths} > 0`),
  ],
);

/**
 * A person's application to be recognised at a talent tier (g090201). Where it stands is the
 * workflow instance's (kind `talent-recognition`, subject this id); once approved it holds the
 * tier decided and the days it is valid between.
 */
export const talentRecognitions = pgTable(
  'talent_recognition',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => programReferences.id, { onDelete: 'restrict' }),
    statement: text('statement').notNull().default(''),
    evidence: jsonb('evidence').$type<TTalentFile[]>().notNull().default([]),
    decidedTierId: integer('decided_tier_id').references(() => programReferences.id, {
      onDelete: 'restrict',
    }),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('talent_recognition_applicant_idx').on(t.applicantId),
    check('talent_recognition_validity_ck', sql`${t.validFrom} is null or ${t.validFrom} <= ${t.validUntil}`),
  ],
);

/**
 * A person's request for a talent service (g090301), of a service type. Where it stands is the
 * workflow instance's (kind `talent-service`); a granted subsidy keeps its amount and period, and
 * its payments are `talent_service_payment` rows.
 */
export const talentServiceRequests = pgTable(
  'talent_service_request',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => programReferences.id, { onDelete: 'restrict' }),
    /** The recognition the request relied on when it was made. */
    recognitionId: integer('recognition_id').references(() => talentRecognitions.id, {
      onDelete: 'set null',
    }),
    /** What the person wrote: the request's reason and contact details. */
    form: jsonb('form').$type<Record<string, string>>().notNull().default({}),
    materials: jsonb('materials').$type<TTalentFile[]>().notNull().default([]),
    grantedAmount: integer('granted_amount'),
    periodFrom: date('period_from', { mode: 'string' }),
    periodUntil: date('period_until', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('talent_service_request_applicant_idx').on(t.applicantId),
    check('talent_service_request_amount_ck', sql`${t.grantedAmount} is null or ${t.grantedAmount} > 0`),
    check(
      'talent_service_request_period_ck',
      sql`${t.periodFrom} is null or ${t.periodFrom} <= ${t.periodUntil}`,
    ),
  ],
);

/** A payment of a granted subsidy: when, how much, and the payment's reference (unique per request). */
export const talentServicePayments = pgTable(
  'talent_service_payment',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => talentServiceRequests.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talent_service_payment_reference_uq').on(t.requestId, t.reference),
    check('talent_service_payment_amount_ck', sql`${t.amount} > 0`),
  ],
);
