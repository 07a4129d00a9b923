import { eq } from 'drizzle-orm';
import type { TDeliveryMatch, TResumeContent } from '@rcwb/shared';
import { jobSearch } from '../../db/schema';
import type { TExec } from '../../core/tx';
import { WEIGHTS, resumeFacts, scoreMatch } from '../recommend';

/**
 * The most a resume can score against a posting on fit alone. Freshness, which the
 * recommendations add, says how new a posting or resume is, not how well the two fit, so it is
 * left out of a delivery's match.
 */
export const FIT_MAX =
  WEIGHTS.category + WEIGHTS.area + WEIGHTS.salary + WEIGHTS.education + WEIGHTS.jobType + WEIGHTS.skillMax;

/** An instant so long ago that the scorer's freshness never applies. */
const NOT_FRESH = new Date(0);

/**
 * How well the delivered resume fits the posting, with the recommendations' scorer: scored once
 * when the resume is delivered (from the resume being sent and the posting's search row), so the
 * figure describes what was delivered and the organisation's list can sort by it. null when the
 * posting has no search row (it is not published).
 */
export async function matchOf(
  db: TExec,
  content: TResumeContent,
  jobId: number,
): Promise<TDeliveryMatch | null> {
  const [posting] = await db.select().from(jobSearch).where(eq(jobSearch.jobId, jobId));
  if (!posting) return null;
  const { score, reasons } = scoreMatch(
    resumeFacts(content),
    { ...posting, tokens: new Set(posting.tokens), refreshedAt: NOT_FRESH },
    new Date(),
  );
  return { percent: Math.min(100, Math.round((score / FIT_MAX) * 100)), reasons };
}

/** The stored columns as the API shows them. */
export const presentMatch = (score: number | null, reasons: TDeliveryMatch['reasons'] | null) =>
  score === null ? null : { percent: score, reasons: reasons ?? [] };
