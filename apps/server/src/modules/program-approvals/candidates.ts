import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExec, TTx } from '../../core/tx';
import { expertFields, experts } from '../../db/schema';

/** Why an expert is not offered for an application (message keys of program-approvals). */
export type TExclusion =
  | { key: 'programApprovals.conflict.noAccount' }
  | { key: 'programApprovals.conflict.applicant' }
  | { key: 'programApprovals.conflict.organisation' }
  | { key: 'programApprovals.conflict.loadLimit'; params: { open: number; limit: number } };

export type TExpertRow = {
  id: number;
  name: string;
  title: string;
  organisation: string;
  accountId: number | null;
  loadLimit: number;
  fieldId: number | null;
  fieldZh: string | null;
  fieldEn: string | null;
};

/** What decides an expert's conflicts with one application. */
export type TApplicantSide = {
  applicantId: number;
  /** The applying organisation's name (organisation applications); none for individuals. */
  organisation: string | null;
};

/** Organisation names compare without spaces and case, as people type them differently. */
const sameOrganisation = (a: string, b: string) => {
  const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
};

/**
 * The reasons an expert cannot score an application, none when they can: an expert without a
 * sign-in account cannot be assigned, nobody scores their own application or their own
 * organisation's, and an expert at their load limit gets no more until they finish some.
 */
export function exclusions(expert: TExpertRow, side: TApplicantSide, open: number): TExclusion[] {
  const out: TExclusion[] = [];
  if (expert.accountId === null) out.push({ key: 'programApprovals.conflict.noAccount' });
  if (expert.accountId !== null && expert.accountId === side.applicantId)
    out.push({ key: 'programApprovals.conflict.applicant' });
  if (side.organisation && sameOrganisation(expert.organisation, side.organisation))
    out.push({ key: 'programApprovals.conflict.organisation' });
  if (expert.accountId !== null && open >= expert.loadLimit)
    out.push({ key: 'programApprovals.conflict.loadLimit', params: { open, limit: expert.loadLimit } });
  return out;
}

const expertColumns = {
  id: experts.id,
  name: experts.name,
  title: experts.title,
  organisation: experts.organisation,
  accountId: experts.accountId,
  loadLimit: experts.loadLimit,
  fieldId: experts.fieldId,
  fieldZh: expertFields.nameZh,
  fieldEn: expertFields.nameEn,
};

/** The published experts of the library, of one field or all, by name. */
export function libraryExperts(db: TExec, fieldId?: number): Promise<TExpertRow[]> {
  return db
    .select(expertColumns)
    .from(experts)
    .leftJoin(expertFields, eq(expertFields.id, experts.fieldId))
    .where(and(eq(experts.status, 'published'), fieldId ? eq(experts.fieldId, fieldId) : undefined))
    .orderBy(asc(experts.name), asc(experts.id));
}

/** The published experts of the ids given. */
export function expertsByIds(db: TExec, ids: readonly number[]): Promise<TExpertRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(expertColumns)
    .from(experts)
    .leftJoin(expertFields, eq(expertFields.id, experts.fieldId))
    .where(and(eq(experts.status, 'published'), inArray(experts.id, [...ids])));
}

/**
 * Locks the chosen experts' library rows until the transaction ends: two reviewers assigning the
 * same expert at once take turns, so the second counts the first one's assignment.
 */
export async function lockExperts(tx: TTx, ids: readonly number[]) {
  if (!ids.length) return;
  await tx
    .select({ id: experts.id })
    .from(experts)
    .where(inArray(experts.id, [...ids]))
    .for('update');
}

/**
 * Open assignments per account: the account is assigned to the step its application waits at
 * now and has not acted there in this round (a scoring task not yet handed in).
 */
export async function openAssignments(
  db: TExec,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = accountIds.filter((id) => id > 0);
  if (!ids.length) return new Map();
  const rows = await db.execute<{ account_id: number; n: string }>(sql`
    SELECT a.account_id, count(*) AS n
    FROM workflow_assignment a
    JOIN workflow_instance i ON i.id = a.instance_id
    WHERE a.account_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND i.status IN ('submitted', 'in-review')
      AND i.current_step = a.step
      AND NOT EXISTS (
        SELECT 1 FROM workflow_step s
        WHERE s.instance_id = i.id AND s.step = a.step AND s.round = i.round AND s.actor_id = a.account_id
      )
    GROUP BY a.account_id`);
  return new Map(rows.rows.map((r) => [Number(r.account_id), Number(r.n)]));
}

export const listFields = (db: TExec) =>
  db.select().from(expertFields).orderBy(asc(expertFields.sort), asc(expertFields.id));
