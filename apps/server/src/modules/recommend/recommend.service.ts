import { and, arrayOverlaps, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { TRecommendedJob, TRecommendedTalent, TResumeContent } from '@rcwb/shared';
import { warning } from '../../core/errors';
import type { TDb } from '../../db/client';
import { accounts, deliveries, gb01, jobPostings, jobSearch, resumes } from '../../db/schema';
import { areaLevels } from '../job-search';
import { defaultResumeOf } from '../resumes';
import { type TPostingFacts, type TResumeFacts, rankMatches, scoreMatch } from './score';

/** At most this many best matches are offered; the newest candidates are the ones scored. */
export const TOP = 50;
const CANDIDATES = 400;

export const resumeFacts = (content: TResumeContent): TResumeFacts => ({
  categories: content.intention.categories,
  areas: content.intention.areas,
  salaryMin: content.intention.salaryMin,
  salaryMax: content.intention.salaryMax,
  jobType: content.intention.jobType,
  education: content.basic.education,
  skills: content.skills.map((s) => s.name),
});

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * Postings for the caller's default resume, best first (top 50). Candidates are published
 * postings (job_search rows) in an intention category (or its group) or area (or its city),
 * read newest first through the per-column indexes; postings already delivered to are left out.
 * null = the person has no default resume.
 */
export async function jobsForPerson(
  db: TDb,
  personId: number,
  now = new Date(),
): Promise<TRecommendedJob[] | null> {
  const resume = await defaultResumeOf(db, personId);
  if (!resume) return null;
  const facts = resumeFacts(resume.content);
  const groups = unique(facts.categories.map((c) => c.slice(0, 2)));
  const cities = unique(facts.areas.map((a) => areaLevels(a).city));
  const fit = or(
    facts.categories.length ? inArray(jobSearch.category, facts.categories) : undefined,
    groups.length ? inArray(jobSearch.categoryGroup, groups) : undefined,
    facts.areas.length ? inArray(jobSearch.area, facts.areas) : undefined,
    cities.length ? inArray(jobSearch.areaCity, cities) : undefined,
  );
  const delivered = db
    .select({ id: deliveries.jobId })
    .from(deliveries)
    .where(eq(deliveries.personId, personId));
  const candidates = await db
    .select({
      jobId: jobSearch.jobId,
      tokens: jobSearch.tokens,
      area: jobSearch.area,
      category: jobSearch.category,
      salaryMin: jobSearch.salaryMin,
      salaryMax: jobSearch.salaryMax,
      education: jobSearch.education,
      jobType: jobSearch.jobType,
      refreshedAt: jobSearch.refreshedAt,
      title: jobPostings.title,
      orgName: gb01.name,
    })
    .from(jobSearch)
    .innerJoin(jobPostings, eq(jobPostings.id, jobSearch.jobId))
    .innerJoin(gb01, eq(gb01.accountId, jobSearch.orgId))
    // Without an intention there is nothing to narrow by: the newest postings are scored.
    .where(and(fit, notInArray(jobSearch.jobId, delivered)))
    .orderBy(desc(jobSearch.refreshedAt), desc(jobSearch.jobId))
    .limit(CANDIDATES);
  const scored = candidates.map((c) => {
    const posting: TPostingFacts = { ...c, tokens: new Set(c.tokens) };
    return { ...c, id: c.jobId, ...scoreMatch(facts, posting, now) };
  });
  return rankMatches(scored)
    .slice(0, TOP)
    .map((c) => ({
      jobId: c.jobId,
      title: c.title,
      orgName: c.orgName,
      area: c.area,
      category: c.category,
      salaryMin: c.salaryMin,
      salaryMax: c.salaryMax,
      education: c.education,
      jobType: c.jobType,
      refreshedAt: c.refreshedAt.toISOString(),
      score: c.score,
      reasons: c.reasons,
    }));
}

/** Surname + '*': the only name an organisation sees on a recommendation. */
import { maskName } from '../../core/personal-data';
export { maskName };

/** The organisation's published postings, to pick one for talent recommendations. */
export async function publishedPostingsOf(db: TDb, orgId: number) {
  return db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobSearch)
    .innerJoin(jobPostings, eq(jobPostings.id, jobSearch.jobId))
    .where(eq(jobSearch.orgId, orgId))
    .orderBy(desc(jobSearch.refreshedAt), desc(jobSearch.jobId));
}

/**
 * Public, not staff-hidden resumes for one of the organisation's published postings, best first
 * (top 50, one per person). The same scoring as for persons, seen from the posting. Nothing that
 * reaches the person is returned: a masked name and the resume's own content only.
 */
export async function talentsForPosting(
  db: TDb,
  orgId: number,
  jobId: number,
  now = new Date(),
): Promise<TRecommendedTalent[]> {
  const [job] = await db
    .select()
    .from(jobSearch)
    .where(and(eq(jobSearch.jobId, jobId), eq(jobSearch.orgId, orgId)));
  if (!job) throw warning('recommend.jobNotFound');
  const tokens = new Set(job.tokens);
  const candidates = await db
    .select({
      id: resumes.id,
      accountId: resumes.accountId,
      title: resumes.title,
      content: resumes.content,
      refreshedAt: resumes.refreshedAt,
      name: accounts.name,
    })
    .from(resumes)
    .innerJoin(accounts, eq(accounts.id, resumes.accountId))
    .where(
      and(
        eq(resumes.visibility, 'public'),
        eq(resumes.staffHidden, false),
        or(
          arrayOverlaps(resumes.intentionCategories, unique([job.category, job.categoryGroup])),
          arrayOverlaps(resumes.intentionAreas, unique([job.area, job.areaCity])),
        ),
      ),
    )
    .orderBy(desc(resumes.refreshedAt), desc(resumes.id))
    .limit(CANDIDATES);
  // Seen from the posting, "fresh" is about the resume: it is scored with the resume's refresh time.
  const scored = candidates.map((c) => {
    const posting: TPostingFacts = { ...job, tokens, refreshedAt: c.refreshedAt };
    return { ...c, ...scoreMatch(resumeFacts(c.content), posting, now) };
  });
  const seen = new Set<number>();
  const best = rankMatches(scored).filter((c) => !seen.has(c.accountId) && seen.add(c.accountId));
  return best.slice(0, TOP).map((c) => ({
    resumeId: c.id,
    maskedName: maskName(c.name),
    title: c.title,
    education: c.content.basic.education,
    workYears: c.content.basic.workYears,
    intentionCategories: c.content.intention.categories,
    intentionAreas: c.content.intention.areas,
    refreshedAt: c.refreshedAt.toISOString(),
    score: c.score,
    reasons: c.reasons,
  }));
}
