import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { gb01, jobPostings, jobSearch, orgPageViews, pageViewMarks } from '../../db/schema';
import type { TExec } from '../../core/tx';
import { loadCards } from './cards';
import { isoOrNull } from '../../core/time';
import { toPlainText } from '../../core/sanitize-html';
import { imagesInOrder } from '../files';

/** Newest live postings of an organisation, as cards. */
async function orgJobIds(deps: TDeps, orgId: number, limit: number, offset = 0, except?: number) {
  const rows = await deps.db
    .select({ id: jobSearch.jobId })
    .from(jobSearch)
    .where(and(eq(jobSearch.orgId, orgId), except ? sql`${jobSearch.jobId} <> ${except}` : undefined))
    .orderBy(sql`${jobSearch.refreshedAt} DESC NULLS LAST`)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** The public profile of an approved organisation (no credit code, licence or account data). */
async function publicOrg(deps: TDeps, orgId: number) {
  const [org] = await deps.db
    .select({
      id: gb01.accountId,
      name: gb01.name,
      nature: gb01.nature,
      industry: gb01.industry,
      scale: gb01.scale,
      region: gb01.region,
      address: gb01.address,
      lat: gb01.lat,
      lng: gb01.lng,
      website: gb01.website,
      description: gb01.description,
      logoFileId: gb01.logoFileId,
      photoFileIds: gb01.photoFileIds,
    })
    .from(gb01)
    .where(and(eq(gb01.accountId, orgId), eq(gb01.reviewStatus, 'approved')));
  if (!org) return undefined;
  const { logoFileId, photoFileIds, ...rest } = org;
  const images = await imagesInOrder(deps.db, [...(logoFileId ? [logoFileId] : []), ...photoFileIds]);
  // Plain text, also for rows stored before descriptions were cleaned on the way in; a website
  // that is not http(s) (an old row, typed before the check) is not offered as a link.
  return {
    ...rest,
    logoUrl: images.find((i) => i.id === logoFileId)?.url ?? null,
    photoUrls: images.filter((i) => photoFileIds.includes(i.id)).map((i) => i.url),
    description: org.description === null ? null : toPlainText(org.description),
    website: org.website && /^https?:\/\//i.test(org.website) ? org.website : null,
  };
}

/**
 * Where a posting's work is: at the organisation's address when the posting's area is the
 * organisation's own district (then with its Gb01 coordinates, when it has them); otherwise the
 * posting's area alone, which the page's map draws at the district's centre.
 */
function placeOf(area: string, org: Awaited<ReturnType<typeof publicOrg>>) {
  const atOrg = !!org && org.region === area;
  return {
    area,
    address: atOrg ? org.address : null,
    lat: atOrg ? org.lat : null,
    lng: atOrg ? org.lng : null,
  };
}

/**
 * Whether this read counts as a view: only a signed-in viewer's, and only their first of the day
 * for this page (anonymous reads and reloads would otherwise let anyone drive the counts, and
 * the "hot" list built on them). Marks of earlier days are cleared as new ones come in.
 */
async function countsAsView(db: TExec, kind: 'job' | 'org', targetId: number, viewerId: number | null) {
  if (viewerId === null) return false;
  const inserted = await db
    .insert(pageViewMarks)
    .values({ kind, targetId, viewerId })
    .onConflictDoNothing()
    .returning({ day: pageViewMarks.day });
  if (inserted.length === 0) return false;
  await db.delete(pageViewMarks).where(sql`${pageViewMarks.day} < current_date`);
  return true;
}

/**
 * jobInfo: a published posting, with its organisation and up to six of its other live postings;
 * a signed-in viewer's first read of the day counts as one more view. Anything not published
 * reads as missing.
 */
export async function publicJob(deps: TDeps, id: number, viewerId: number | null = null) {
  const published = and(eq(jobPostings.id, id), eq(jobPostings.status, 'published'));
  let [job] = await deps.db.select().from(jobPostings).where(published);
  if (!job) throw notFound('jobs.notFound');
  if (await countsAsView(deps.db, 'job', id, viewerId)) {
    [job] = await deps.db
      .update(jobPostings)
      .set({ viewCount: sql`${jobPostings.viewCount} + 1` })
      .where(published)
      .returning();
    if (!job) throw notFound('jobs.notFound');
  }
  const [org, others] = await Promise.all([
    publicOrg(deps, job.orgId),
    orgJobIds(deps, job.orgId, 6, 0, id).then((ids) => loadCards(deps, ids, [])),
  ]);
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    industry: job.industry,
    area: job.area,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    education: job.education,
    experience: job.experience,
    jobType: job.jobType,
    headcount: job.headcount,
    welfare: job.welfare,
    description: job.description,
    contactName: job.contactName,
    viewCount: job.viewCount,
    publishedAt: isoOrNull(job.publishedAt),
    refreshedAt: isoOrNull(job.refreshedAt),
    place: placeOf(job.area, org),
    org: org ?? null,
    otherJobs: others,
  };
}

/**
 * companyInfo: an approved organisation with its live postings paged; a signed-in viewer's first
 * read of the day counts as one more view.
 */
export async function publicCompany(
  deps: TDeps,
  id: number,
  paging: { page: number; limit: number },
  viewerId: number | null = null,
) {
  const org = await publicOrg(deps, id);
  if (!org) throw notFound('jobs.orgNotFound');
  const viewCount = async () => {
    if (await countsAsView(deps.db, 'org', id, viewerId)) {
      const [row] = await deps.db
        .insert(orgPageViews)
        .values({ orgId: id, views: 1 })
        .onConflictDoUpdate({ target: orgPageViews.orgId, set: { views: sql`${orgPageViews.views} + 1` } })
        .returning({ views: orgPageViews.views });
      return row?.views ?? 1;
    }
    const [row] = await deps.db
      .select({ views: orgPageViews.views })
      .from(orgPageViews)
      .where(eq(orgPageViews.orgId, id));
    return row?.views ?? 0;
  };
  const [views, [total], ids] = await Promise.all([
    viewCount(),
    deps.db.select({ n: count() }).from(jobSearch).where(eq(jobSearch.orgId, id)),
    orgJobIds(deps, id, paging.limit, (paging.page - 1) * paging.limit),
  ]);
  return {
    ...org,
    viewCount: views,
    jobs: {
      rows: await loadCards(deps, ids, []),
      total: total?.n ?? 0,
      page: paging.page,
      limit: paging.limit,
    },
  };
}

type THome = Awaited<ReturnType<typeof computeHome>>;

async function computeHome(deps: TDeps) {
  const [hot, newest, featured] = await Promise.all([
    deps.db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(eq(jobPostings.status, 'published'))
      .orderBy(desc(jobPostings.viewCount), desc(jobPostings.id))
      .limit(8),
    deps.db
      .select({ id: jobSearch.jobId })
      .from(jobSearch)
      .orderBy(sql`${jobSearch.refreshedAt} DESC NULLS LAST`, sql`${jobSearch.jobId} DESC NULLS LAST`)
      .limit(8),
    // Organisations hiring most among the 5,000 freshest postings: cheap at any size, and it
    // favours organisations that keep their postings up to date.
    deps.db.execute<{
      org_id: number;
      name: string;
      industry: string | null;
      region: string | null;
      jobs: number;
    }>(sql`
      SELECT f.org_id, g.name, g.industry, g.region, count(*)::int AS jobs
      FROM (SELECT org_id FROM job_search ORDER BY refreshed_at DESC NULLS LAST, job_id DESC NULLS LAST LIMIT 5000) f
      JOIN gb01 g ON g.account_id = f.org_id AND g.review_status = 'approved'
      GROUP BY f.org_id, g.name, g.industry, g.region ORDER BY jobs DESC, f.org_id LIMIT 8`),
  ]);
  const [hotCards, newestCards] = await Promise.all([
    loadCards(
      deps,
      hot.map((r) => r.id),
      [],
    ),
    loadCards(
      deps,
      newest.map((r) => r.id),
      [],
    ),
  ]);
  return {
    hot: hotCards,
    newest: newestCards,
    featuredOrgs: featured.rows.map((r) => ({
      id: r.org_id,
      name: r.name,
      industry: r.industry,
      region: r.region,
      jobs: r.jobs,
    })),
  };
}

/** zoneHome's postings and organisations, computed at most once a minute per process. */
export function createHomeFeed(deps: TDeps, ttlMs = 60_000) {
  let cached: { at: number; value: THome } | undefined;
  let pending: Promise<THome> | undefined;
  return async (): Promise<THome> => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    pending ??= computeHome(deps)
      .then((value) => {
        cached = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
