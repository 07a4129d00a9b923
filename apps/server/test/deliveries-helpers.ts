import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { UserType, ZResumeContent } from '@rcwb/shared';
import { accountRoles, accounts, gc01, resumes, roles, talentInvitations } from '../src/db/schema';
import { resumeSearchColumns } from '../src/modules/resumes/search-columns';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

/**
 * A person account with a Gc01 record and contacts, signed in. Made in the database:
 * registration itself is tested by the accounts tests.
 */
export async function makePerson(
  t: TTestApp,
  name: string,
  username = `p${crypto.randomBytes(4).toString('hex')}`,
) {
  const mobile = `137${String(crypto.randomInt(0, 99_999_999)).padStart(8, '0')}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({
      username,
      passwordHash: 'x',
      userType: UserType.person,
      name,
      mobile,
      email: `${username}@example.com`,
      profileComplete: true,
    })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  await t.deps.db.insert(gc01).values({
    accountId: account!.id,
    name,
    idNumberEnc: 'x',
    idNumberIndex: crypto.randomBytes(8).toString('hex'),
    gender: '2',
    birthDate: '1995-03-08',
  });
  return { id: account!.id, name, mobile, token: await signInAs(t, username) };
}

/** A resume row as the resumes module would store it (search columns included). */
export async function makeResume(
  t: TTestApp,
  accountId: number,
  over: { title?: string; isDefault?: boolean; staffHidden?: boolean; selfEvaluation?: string } = {},
) {
  const title = over.title ?? '数据分析方向简历';
  const content = ZResumeContent.parse({
    selfEvaluation: over.selfEvaluation ?? '熟悉 SQL 与 Python，三年数据分析经验。',
    skills: [{ name: 'SQL', level: 'expert' }],
  });
  const [row] = await t.deps.db
    .insert(resumes)
    .values({
      accountId,
      title,
      content,
      isDefault: over.isDefault ?? false,
      staffHidden: over.staffHidden ?? false,
      completeness: 60,
      ...resumeSearchColumns(title, content),
    })
    .returning({ id: resumes.id });
  return row!.id;
}

/** An invitation to apply, as the talent search would create it. */
export async function makeInvitation(t: TTestApp, orgId: number, jobId: number, personId: number) {
  const [row] = await t.deps.db
    .insert(talentInvitations)
    .values({ orgId, jobId, personId, message: '欢迎投递我们的职位' })
    .returning({ id: talentInvitations.id });
  return row!.id;
}

/** An instant some days ahead, with its offset, as the date-time picker sends it. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
