import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { MAX_PUBLIC_RESULT_WINDOW } from '../../core/route';
import type { TSearchDb } from '../../core/statement-limiter';
import type { TSessionUser } from '../../core/session-user';
import type { TDb } from '../../db/client';
import { accounts, contactViews, gb01 } from '../../db/schema';
import { queryTokens } from '../job-search';
import { contactOf } from '../resumes';
import { orgMaySeeContact, recordContactView } from '../resumes';
import { anyTalentRow, publicTalentRows } from './talent-resumes';
import { talentCard, talentDetail, talentSummary } from './talent.presenter';
import { talentOrder, talentWhere } from './talent.query';
import type { TTalentSearch } from './talent.schemas';
import { pageOf } from '../../core/paging';
import { RESUME_WITH_CONTACT, recordPersonalDataRead } from '../../core/personal-data-reads';

/**
 * The talent search, one definition for the public findTalent and the organisations' g050202:
 * a page of masked cards and the total. The keyword is tokenised as the job search does it, so
 * one- and two-character Chinese keywords and latin prefixes behave the same on both searches.
 */
export async function searchTalents(db: TDb, f: TTalentSearch, searchDb: TSearchDb = db) {
  // Paged no deeper than the job search: an OFFSET's cost grows with the depth.
  const offset = (f.page - 1) * f.limit;
  if (offset >= MAX_PUBLIC_RESULT_WINDOW) throw warning('pageTooDeep', { max: MAX_PUBLIC_RESULT_WINDOW });
  const limit = Math.min(f.limit, MAX_PUBLIC_RESULT_WINDOW - offset);
  const { tokens, terms } = queryTokens(f.keyword ?? '');
  const where = talentWhere(f, tokens);
  // The scans wait their turn with the job search's (core/statement-limiter.ts).
  const [ids, total] = await Promise.all([
    searchDb.execute<{ id: number }>(
      sql`SELECT r.id FROM resume r WHERE ${where} ORDER BY ${talentOrder(f, tokens)}
        OFFSET ${offset} LIMIT ${limit}`,
    ),
    searchDb.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM resume r WHERE ${where}`),
  ]);
  const rows = await publicTalentRows(
    db,
    ids.rows.map((r) => r.id),
  );
  return { rows: rows.map(talentCard), total: total.rows[0]?.n ?? 0, page: f.page, limit: f.limit, terms };
}

/** An organisation account whose registration staff approved. */
async function isApprovedOrg(db: TDb, user: TSessionUser): Promise<boolean> {
  if (!user.roles.includes('org')) return false;
  const [row] = await db
    .select({ id: gb01.accountId })
    .from(gb01)
    .where(and(eq(gb01.accountId, user.accountId), eq(gb01.reviewStatus, 'approved')));
  return !!row;
}

/**
 * talentInfo: a public resume (or the owner's own, whatever its visibility). Visitors, persons and
 * organisations not approved get its summary only (talentSummary: no name, contact, birth date,
 * gender or age, none of the work history); an approved organisation reads the whole resume, a
 * personal-data read that is logged, and the name, mobile and email only when `orgMaySeeContact`
 * entitles it (each such view recorded for the person too).
 */
export async function talentInfo(deps: TDeps, id: number, user: TSessionUser | null) {
  const row = await anyTalentRow(deps.db, id);
  const own = !!user && !!row && row.accountId === user.accountId;
  if (!row || (!own && (row.visibility !== 'public' || row.staffHidden))) throw notFound('talent.notFound');
  if (own) return talentDetail(row, { state: 'own', ...(await contactOf(deps.db, row.accountId)) });
  if (!user) return talentSummary(row, 'signIn');
  if (!(await isApprovedOrg(deps.db, user))) return talentSummary(row, 'orgOnly');
  const entitled = await orgMaySeeContact(deps.db, user.accountId, row.accountId);
  await recordPersonalDataRead(deps, {
    subjectId: row.accountId,
    kinds: entitled ? RESUME_WITH_CONTACT : ['resume'],
    object: { type: 'resume', id: row.id },
  });
  if (!entitled) return talentDetail(row, { state: 'notEntitled' });
  const contact = await contactOf(deps.db, row.accountId);
  await recordContactView(deps.db, user.accountId, row.accountId, row.id);
  return talentDetail(row, { state: 'shown', ...contact });
}

/** Who was shown the person's contact details, newest first (their own rows only). */
export async function contactViewsOf(db: TDb, personId: number, paging: { page: number; limit: number }) {
  const where = eq(contactViews.personId, personId);
  const { rows, total } = await pageOf(
    paging,
    db
      .select({
        id: contactViews.id,
        viewerId: contactViews.viewerId,
        viewerName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
        resumeId: contactViews.resumeId,
        viewedAt: contactViews.viewedAt,
      })
      .from(contactViews)
      .innerJoin(accounts, eq(accounts.id, contactViews.viewerId))
      .leftJoin(gb01, eq(gb01.accountId, contactViews.viewerId))
      .where(where)
      .orderBy(desc(contactViews.viewedAt), desc(contactViews.id)),
    db.select({ n: count() }).from(contactViews).where(where),
  );
  return {
    rows: rows.map((r) => ({ ...r, viewedAt: r.viewedAt.toISOString() })),
    total: total,
  };
}
