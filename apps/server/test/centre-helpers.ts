import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type TResumeContent, UserType, ZResumeContent } from '@rcwb/shared';
import { accountRoles, accounts, deliveries, jobPostings, resumes, roles } from '../src/db/schema';
import type { TDeliverySnapshot } from '../src/db/schema/resumes';
import { resumeSearchColumns } from '../src/modules/resumes/search-columns';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

/** A person account with the person role, signed in (registration is tested by the accounts tests). */
export async function makePerson(
  t: TTestApp,
  name: string,
  contact: { mobile?: string; email?: string } = {},
) {
  const username = `p${crypto.randomBytes(4).toString('hex')}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({
      username,
      passwordHash: 'x',
      userType: UserType.person,
      name,
      profileComplete: true,
      ...contact,
    })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  return { id: account!.id, username, token: await signInAs(t, username) };
}

/** Resume content from a partial one, through the shared schema's defaults. */
export const resumeContent = (over: Record<string, unknown> = {}): TResumeContent =>
  ZResumeContent.parse({
    basic: { education: '4', workYears: 3 },
    intention: { categories: ['0201'], areas: ['350102'], salaryMin: 9000, salaryMax: 14000, jobType: '1' },
    skills: [{ name: '数据分析' }, { name: 'SQL' }],
    ...over,
  });

/** A resume row written straight to the table, with its search columns as the resumes module sets them. */
export async function insertResume(
  t: TTestApp,
  accountId: number,
  over: Partial<typeof resumes.$inferInsert> & { content?: TResumeContent } = {},
) {
  const title = over.title ?? '数据分析师简历';
  const content = over.content ?? resumeContent();
  const [row] = await t.deps.db
    .insert(resumes)
    .values({
      accountId,
      title,
      isDefault: true,
      visibility: 'public',
      publicConsentAt: new Date(),
      completeness: 80,
      ...over,
      content,
      ...resumeSearchColumns(title, content),
    })
    .returning();
  return row!;
}

/** A delivery row of a person to a posting (the deliveries module's service is tested on its own). */
export async function insertDelivery(
  t: TTestApp,
  personId: number,
  jobId: number,
  status: (typeof deliveries.$inferInsert)['status'] = 'delivered',
) {
  const [job] = await t.deps.db.select().from(jobPostings).where(eq(jobPostings.id, jobId));
  const snapshot = {
    resume: {
      id: 0,
      title: '简历',
      content: resumeContent(),
      completeness: 80,
      photoFileId: null,
      attachmentFileId: null,
    },
    person: { name: '测试', gender: '1', birthDate: '1995-01-01', mobile: null, email: null },
    job: {
      id: jobId,
      title: job!.title,
      orgName: '测试单位',
      area: job!.area,
      category: job!.category,
      salaryMin: job!.salaryMin,
      salaryMax: job!.salaryMax,
      education: job!.education,
      experience: job!.experience,
      jobType: job!.jobType,
    },
  } satisfies TDeliverySnapshot;
  const [row] = await t.deps.db
    .insert(deliveries)
    .values({ personId, jobId, orgId: job!.orgId, status, snapshot })
    .returning();
  return row!;
}
