import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Where an application stands: draft → submitted → (steps) → approved | rejected | returned.
 * The column's values; core/workflow names them to its callers.
 */
export const WORKFLOW_STATUSES = [
  'draft',
  'submitted',
  'in-review',
  'returned',
  'approved',
  'rejected',
] as const;

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Approval processes (core/workflow), stored versioned: a changed definition is a new version,
 * and an application keeps the version it started on, so changing a process never moves
 * applications already under way.
 */
export const workflowDefinitions = pgTable(
  'workflow_definition',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    /** The checked definition (core/workflow/definition.ts `TProcessDefinition`). */
    body: jsonb('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_definition_version_uq').on(t.key, t.version)],
);

/** One application on a process: where it stands and whose it is. */
export const workflowInstances = pgTable(
  'workflow_instance',
  {
    id: serial('id').primaryKey(),
    /** What is applied for, e.g. `talent-program`; names the owning module's object kind. */
    kind: text('kind').notNull(),
    /** The owning module's object (e.g. the program application). */
    subjectId: integer('subject_id').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => workflowDefinitions.id),
    status: text('status', { enum: WORKFLOW_STATUSES }).notNull().default('draft'),
    currentStep: text('current_step'),
    returnedFrom: text('returned_from'),
    /** What the applicant and reviewers call it in messages (e.g. the batch's name). */
    title: text('title').notNull(),
    /** Where the applicant opens it, and where those who act open it (screen paths). */
    link: text('link'),
    reviewLink: text('review_link'),
    /** Where the people assigned to a step (experts) open their task; none: the review link. */
    assigneeLink: text('assignee_link'),
    /** Counts the steps reached; step records carry it, so a second visit of a step starts afresh. */
    round: integer('round').notNull().default(0),
    /** When the current step was reached, when it is due, and the reminder and overdue marks. */
    stepSince: ts('step_since'),
    dueAt: ts('due_at'),
    remindAt: ts('remind_at'),
    remindedAt: ts('reminded_at'),
    overdueAt: ts('overdue_at'),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workflow_instance_subject_uq').on(t.kind, t.subjectId),
    index('workflow_instance_applicant_idx').on(t.applicantId),
    // The deadline job reads only applications waiting at a step that has a deadline.
    index('workflow_instance_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.overdueAt} IS NULL`),
  ],
);

/** The timeline: one row per submission and per action, with who, what, the opinion and when. */
export const workflowSteps = pgTable(
  'workflow_step',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    /** The step acted at (null for the applicant's submission). */
    step: text('step'),
    /** submit, or an action of the definition. */
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept as written, so the timeline still names the actor after the account changes. */
    actorName: text('actor_name').notNull(),
    opinion: text('opinion'),
    /** What an action carried besides the opinion: the assigned people, a score sheet. */
    data: jsonb('data'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    toStep: text('to_step'),
    /** Counts the times the application reached a step, so a second round is told from the first. */
    round: integer('round').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('workflow_step_instance_idx').on(t.instanceId, t.id)],
);

/** People assigned to one step of one application (experts), who may then act there. */
export const workflowAssignments = pgTable(
  'workflow_assignment',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.step, t.accountId] }),
    index('workflow_assignment_account_idx').on(t.accountId),
  ],
);
