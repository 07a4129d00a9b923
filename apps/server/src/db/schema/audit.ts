import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One row per write call (POST/PUT/DELETE) of a signed-in user, refused ones included. Request
 * bodies are never stored: they may carry passwords or ID numbers, and the route pattern plus the
 * path (ids only, no query string) already say what was touched.
 */
export const operationLogs = pgTable(
  'operation_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept as written, so the row still names the actor after the account is renamed or removed. */
    username: text('username').notNull(),
    /** Area of the call: the first two segments of the route pattern, e.g. `system/user`. */
    module: text('module').notNull(),
    /** The route's url pattern, e.g. `/system/user/:id/status`. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    /** The path called, without the query string (GET/DELETE parameters travel encrypted there). */
    path: text('path').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The envelope code answered (200 ok, 403, 601 …); HTTP status for transport failures. */
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /**
     * What the call did, in words the audit screen translates (`audit.action.<key>`, e.g. `approve`),
     * and to what: the object's kind (`org`), id and display name as they were when the call was
     * made, so a later rename or deletion leaves the entry readable. Null in entries written
     * before they were recorded.
     */
    actionKey: text('action_key'),
    objectKind: text('object_kind'),
    objectId: text('object_id'),
    objectName: text('object_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_log_created_idx').on(t.createdAt),
    index('operation_log_action_idx').on(t.actionKey, t.createdAt),
    index('operation_log_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * One row per read of another person's personal data (PIPL art. 51, MLPS 2.0 level 3 audit):
 * who saw whose ID number, mobile, e-mail, birth date, resume, licence or private file, when and
 * through which screen. The values themselves are never stored, only their kinds.
 */
export const personalDataReads = pgTable(
  'personal_data_read',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    viewerId: integer('viewer_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept as written, so the row still names the reader after the account is renamed or removed. */
    viewerUsername: text('viewer_username').notNull(),
    subjectId: integer('subject_id').references(() => accounts.id, { onDelete: 'set null' }),
    subjectUsername: text('subject_username'),
    /** What was shown: idNumber, mobile, email, birthDate, resume, licence, file. */
    kinds: text('kinds').array().notNull(),
    /** The record read, e.g. `resume` 12, `delivery` 40, `file` <uuid>. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The route key of the screen the web app sent (x-rcwb-screen), else the API route pattern. */
    screen: text('screen').notNull(),
    /** The API route pattern that answered, e.g. `/resume/view/:id`. */
    route: text('route').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_read_created_idx').on(t.createdAt),
    index('personal_data_read_viewer_idx').on(t.viewerId, t.createdAt),
    index('personal_data_read_subject_idx').on(t.subjectId, t.createdAt),
  ],
);
