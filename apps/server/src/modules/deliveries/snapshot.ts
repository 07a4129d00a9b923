import { eq } from 'drizzle-orm';
import { accounts, gc01, type TDeliverySnapshot } from '../../db/schema';
import type { TExec } from '../../core/tx';
import type { TJobRow } from '../jobs';
import type { TResumeRow } from '../resumes';

/**
 * What the organisation receives: the resume as it is now, the person's name and contacts from
 * their Gc01 record and account, and the posting as it was advertised. Later edits of any of
 * them never change a delivery.
 */
export async function takeSnapshot(
  db: TExec,
  personId: number,
  resume: TResumeRow,
  job: TJobRow,
  orgName: string,
): Promise<TDeliverySnapshot> {
  const [person] = await db
    .select({
      accountName: accounts.name,
      mobile: accounts.mobile,
      email: accounts.email,
      name: gc01.name,
      gender: gc01.gender,
      birthDate: gc01.birthDate,
    })
    .from(accounts)
    .leftJoin(gc01, eq(gc01.accountId, accounts.id))
    .where(eq(accounts.id, personId));
  return {
    resume: {
      id: resume.id,
      title: resume.title,
      content: resume.content,
      completeness: resume.completeness,
      photoFileId: resume.photoFileId,
      attachmentFileId: resume.attachmentFileId,
    },
    person: {
      name: person?.name ?? person?.accountName ?? '',
      gender: person?.gender ?? '',
      birthDate: person?.birthDate ?? '',
      mobile: person?.mobile ?? null,
      email: person?.email ?? null,
    },
    job: {
      id: job.id,
      title: job.title,
      orgName,
      area: job.area,
      category: job.category,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      education: job.education,
      experience: job.experience,
      jobType: job.jobType,
    },
  };
}
