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
import {
  ARCHIVE_DOCUMENT_KINDS,
  ARCHIVE_MOVEMENTS,
  ARCHIVE_REQUEST_KINDS,
  ARCHIVE_STATUSES,
  DISPATCH_METHODS,
  type TArchiveRequestForm,
} from '@rcwb/shared';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A personnel archive in the archivists' keeping (g070111): its number, whose it is, where it came
 * from and when, the shelf it sits on and where it is now. Never deleted: an archive transferred
 * out keeps its record and history.
 */
export const personnelArchives = pgTable(
  'personnel_archive',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    shelf: text('shelf').notNull(),
    status: text('status', { enum: ARCHIVE_STATUSES }).notNull().default('in-store'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnel_archive_number_uq').on(t.number),
    index('personnel_archive_holder_idx').on(t.holderId),
    index('personnel_archive_status_idx').on(t.status),
  ],
);

/**
 * One movement of an archive (its history): received, lent to a unit, returned, transferred out.
 * A transfer out names the receiving agency, the transfer letter, how it was dispatched
 * (confidential post or EMS, never by hand) and the tracking number.
 */
export const archiveMovements = pgTable(
  'archive_movement',
  {
    id: serial('id').primaryKey(),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => personnelArchives.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ARCHIVE_MOVEMENTS }).notNull(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** receive: where it came from; lend: the borrowing unit. */
    counterpart: text('counterpart').notNull().default(''),
    shelf: text('shelf'),
    dueOn: date('due_on', { mode: 'string' }),
    targetAgency: text('target_agency'),
    letterNo: text('letter_no'),
    dispatch: text('dispatch', { enum: DISPATCH_METHODS }),
    trackingNo: text('tracking_no'),
    receipt: text('receipt'),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('archive_movement_archive_idx').on(t.archiveId, t.createdAt),
    check(
      'archive_movement_transfer_ck',
      sql`${t.kind} <> 'transfer-out' OR (${t.targetAgency} IS NOT NULL AND ${t.letterNo} IS NOT NULL AND ${t.dispatch} IS NOT NULL AND ${t.trackingNo} IS NOT NULL)`,
    ),
  ],
);

/**
 * A holder's request about their archive (g080401): the form typed per kind, the attached
 * materials (file ids of their own uploads). Where it stands is the workflow instance's
 * (`kind` archive-request, subject this id).
 */
export const archiveRequests = pgTable(
  'archive_request',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ARCHIVE_REQUEST_KINDS }).notNull(),
    form: jsonb('form').$type<TArchiveRequestForm>().notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** The holder's archive when they have one in the registry. */
    archiveId: integer('archive_id').references(() => personnelArchives.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('archive_request_applicant_idx').on(t.applicantId),
    check('archive_request_kind_ck', sql`${t.form}->>'kind' = ${t.kind}`),
  ],
);

/** What a document says, kept as issued: reprints and the verification page show the same. */
export type TArchiveDocumentContent = {
  title: string;
  body: string[];
  archiveNumber: string | null;
  agency: string;
};

/**
 * A document issued from an archive (g080501 certificates, g080601 transfer letters): a unique
 * serial number, the holder's name as printed, the content as issued, its validity, and the
 * random verification code the QR code carries to the public verification page.
 */
export const archiveDocuments = pgTable(
  'archive_document',
  {
    id: serial('id').primaryKey(),
    serial: text('serial').notNull(),
    kind: text('kind', { enum: ARCHIVE_DOCUMENT_KINDS }).notNull(),
    requestId: integer('request_id').references(() => archiveRequests.id, { onDelete: 'set null' }),
    holderId: integer('holder_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    content: jsonb('content').$type<TArchiveDocumentContent>().notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    validUntil: date('valid_until', { mode: 'string' }),
    revokedAt: ts('revoked_at'),
    verificationCode: text('verification_code').notNull(),
    issuedBy: integer('issued_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('archive_document_serial_uq').on(t.serial),
    uniqueIndex('archive_document_code_uq').on(t.verificationCode),
    uniqueIndex('archive_document_request_uq').on(t.requestId),
    index('archive_document_holder_idx').on(t.holderId),
    index('archive_document_kind_idx').on(t.kind, t.issuedAt),
  ],
);
