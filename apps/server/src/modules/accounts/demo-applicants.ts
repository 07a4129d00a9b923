import { sql } from 'drizzle-orm';
import { UserType, creditCodeCheckChar } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { accountRoles, accounts, gb01, roles } from '../../db/schema';
import { hashPassword } from '../auth';
import { syncProfileFlag } from './completeness';
import { storeDemoLicence } from './demo-profiles';

/** Organisations that registered and uploaded a licence, waiting in g070101 gbIndex. */
export const DEMO_APPLICANTS = [
  {
    username: 'orgpending1',
    name: '闽江智造科技有限公司',
    creditBody: '91350100MA2XP3Q42',
    mobile: '13905910003',
    legalRep: '郑海峰',
  },
  {
    username: 'orgpending2',
    name: '榕城人力资源服务有限公司',
    creditBody: '91350100MA2XR7T53',
    mobile: '13905910004',
    legalRep: '黄文静',
  },
] as const;

/** Demo data: organisations pending review, so the review screen has work to show. */
export const demoApplicantsSeed: TSeedStep = {
  name: 'accounts:demo-applicants',
  demo: true,
  async run({ db, config }) {
    const passwordHash = await hashPassword(config.demoPassword);
    const [orgRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.key} = 'org'`);
    for (const a of DEMO_APPLICANTS) {
      const [account] = await db
        .insert(accounts)
        .values({
          username: a.username,
          name: a.name,
          userType: UserType.org,
          passwordHash,
          mobile: a.mobile,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!account) continue;
      if (orgRole) await db.insert(accountRoles).values({ accountId: account.id, roleId: orgRole.id });
      const licence = await storeDemoLicence({ db, config }, account.id);
      await db.insert(gb01).values({
        accountId: account.id,
        name: a.name,
        creditCode: a.creditBody + creditCodeCheckChar(a.creditBody),
        legalRep: a.legalRep,
        nature: '40',
        industry: '65',
        scale: '2',
        region: '350102',
        address: '福州市鼓楼区软件大道 89 号',
        contact: a.legalRep,
        telephone: '0591-87654321',
        description: '等待审核的演示单位。',
        licenceFileId: licence.id,
        reviewStatus: 'pending',
        submittedAt: sql`now()`,
      });
      await syncProfileFlag(db, { id: account.id, userType: UserType.org });
    }
  },
};
