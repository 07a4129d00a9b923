import { screenPath } from '@rcwb/shared';
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { accounts, gc01, resumes } from '../../db/schema';
import { likePattern, pageOf } from '../../core/paging';
import type { TStaffResumeList } from './resumes.schemas';

const ownerName = sql<string>`coalesce(${gc01.name}, ${accounts.name})`;

/** g070103: every resume, newest change first, by keyword (title, owner), visibility and hidden. */
export async function staffResumeList(deps: TDeps, f: TStaffResumeList) {
  const filters: (SQL | undefined)[] = [];
  if (f.keyword) {
    const like = likePattern(f.keyword);
    filters.push(
      or(ilike(resumes.title, like), sql`${ownerName} ILIKE ${like}`, ilike(accounts.username, like)),
    );
  }
  if (f.visibility) filters.push(eq(resumes.visibility, f.visibility));
  if (f.hidden) filters.push(eq(resumes.staffHidden, f.hidden === '1'));
  const where = and(...filters);
  const base = () =>
    deps.db
      .select({ resume: resumes, ownerName, username: accounts.username })
      .from(resumes)
      .innerJoin(accounts, eq(accounts.id, resumes.accountId))
      .leftJoin(gc01, eq(gc01.accountId, resumes.accountId));
  const { rows, total } = await pageOf(
    f,
    base().where(where).orderBy(desc(resumes.updatedAt), desc(resumes.id)),
    deps.db
      .select({ n: count() })
      .from(resumes)
      .innerJoin(accounts, eq(accounts.id, resumes.accountId))
      .leftJoin(gc01, eq(gc01.accountId, resumes.accountId))
      .where(where),
  );
  return page(
    rows.map(({ resume: r, ownerName: name, username }) => ({
      id: r.id,
      title: r.title,
      ownerName: name,
      username,
      visibility: r.visibility,
      isDefault: r.isDefault,
      completeness: r.completeness,
      staffHidden: r.staffHidden,
      staffHiddenReason: r.staffHiddenReason,
      staffHiddenAt: r.staffHiddenAt?.toISOString() ?? null,
      refreshedAt: r.refreshedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
  );
}

/**
 * Staff hide a resume that breaks the rules (off the talent search, not deliverable) or restore
 * it; the owner is told why in the message centre and live.
 */
export async function staffSetHidden(
  deps: TDeps,
  staff: TSessionUser,
  id: number,
  hidden: boolean,
  reason: string | null,
) {
  const [row] = await deps.db
    .update(resumes)
    .set(
      hidden
        ? {
            staffHidden: true,
            staffHiddenReason: reason,
            staffHiddenBy: staff.accountId,
            staffHiddenAt: sql`now()`,
          }
        : { staffHidden: false, staffHiddenReason: null, staffHiddenBy: null, staffHiddenAt: null },
    )
    .where(and(eq(resumes.id, id), eq(resumes.staffHidden, !hidden)))
    .returning({ accountId: resumes.accountId, title: resumes.title });
  if (!row) {
    const [exists] = await deps.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.id, id));
    if (!exists) throw notFound('resumes.notFound');
    throw warning(hidden ? 'resumes.alreadyHidden' : 'resumes.notHidden');
  }
  await deps.notifier.notify(row.accountId, {
    kind: 'resume',
    titleKey: hidden ? 'resumes.notice.hiddenTitle' : 'resumes.notice.restoredTitle',
    bodyKey: hidden ? 'resumes.notice.hiddenBody' : 'resumes.notice.restoredBody',
    params: { title: row.title, reason: reason ?? '' },
    link: screenPath('g010501'),
  });
  return { id, staffHidden: hidden };
}
