import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import { accountRoles, accounts, roles } from '../src/db/schema';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

/** A complete resume as the editor sends it; dictionary codes exist in the seeded dictionaries. */
export const resumeForm = (over: Record<string, unknown> = {}) => ({
  title: '数据分析师求职简历',
  photoFileId: null,
  attachmentFileId: null,
  content: {
    basic: { seekingStatus: '1', education: '4', workYears: 3, residence: '350102' },
    intention: {
      categories: ['0201'],
      areas: ['350100'],
      salaryMin: 8000,
      salaryMax: 12000,
      jobType: '1',
      arrival: '2',
    },
    education: [
      { school: '福州大学', major: '统计学', degree: '4', start: '2016-09', end: '2020-06' as string | null },
    ],
    work: [
      {
        company: '福州数智科技有限公司',
        position: '数据分析师',
        description: '报表与分析',
        start: '2020-07',
        end: null,
      },
    ],
    projects: [{ name: '客户画像', role: '负责人', description: '', start: '2021-01', end: '2021-12' }],
    certificates: [{ name: '统计师', issuer: '', date: '2021-05' }],
    skills: [{ name: 'SQL', level: 'expert' }],
    selfEvaluation: '认真负责',
  },
  ...over,
});

/** A person account (role person) made in the database and signed in. */
export async function makePerson(t: TTestApp, name = '测试求职者') {
  const username = `person${crypto.randomBytes(4).toString('hex')}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ username, passwordHash: 'x', userType: UserType.person, name, profileComplete: true })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  return { id: account!.id, token: await signInAs(t, username) };
}
