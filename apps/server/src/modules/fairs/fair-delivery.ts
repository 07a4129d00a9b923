import { and, eq } from 'drizzle-orm';
import { fairPhase } from '@rcwb/shared';
import { warning } from '../../core/errors';
import type { TExec } from '../../core/tx';
import { boothApplicationPostings, boothApplications, jobFairs } from '../../db/schema';

/**
 * Checks that a person may deliver to a posting from a fair's page: the fair is published, held
 * online (or both), not ended, an approved organisation shows the posting there, and the resume
 * is as complete as the fair asks. Called inside the delivering transaction.
 */
export async function assertFairDelivery(
  tx: TExec,
  fairId: number,
  jobId: number,
  resumeCompleteness: number,
): Promise<void> {
  const [fair] = await tx.select().from(jobFairs).where(eq(jobFairs.id, fairId));
  if (!fair || fair.status !== 'published' || fair.kind === 'onsite' || fairPhase(fair) === 'ended')
    throw warning('fairs.deliver.notOpen');
  const [shown] = await tx
    .select({ id: boothApplications.id })
    .from(boothApplicationPostings)
    .innerJoin(boothApplications, eq(boothApplications.id, boothApplicationPostings.applicationId))
    .where(
      and(
        eq(boothApplications.fairId, fairId),
        eq(boothApplications.status, 'approved'),
        eq(boothApplicationPostings.jobId, jobId),
      ),
    )
    .limit(1);
  if (!shown) throw warning('fairs.deliver.notShown');
  if (resumeCompleteness < fair.minResumeCompleteness)
    throw warning('fairs.deliver.incomplete', { min: fair.minResumeCompleteness });
}
