import { eq } from 'drizzle-orm';
import { UserType, type TRole } from '@rcwb/shared';
import { accountRoles, accounts, roles } from '../../db/schema';
import type { TSeedStep } from '../../core/module';
import { hashPassword } from './password';

/** One demo account per role (issue "Platform foundation"); password from RCWB_DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: {
  username: string;
  name: string;
  userType: number;
  roles: TRole[];
  descriptionEn: string;
}[] = [
  {
    username: 'admin',
    name: '系统管理员',
    userType: UserType.staff,
    roles: ['admin'],
    descriptionEn: 'administrator (everything)',
  },
  {
    username: 'reviewer',
    name: '审核员王敏',
    userType: UserType.staff,
    roles: ['reviewer'],
    descriptionEn: 'reviewer (approvals)',
  },
  {
    username: 'archivist',
    name: '档案员李强',
    userType: UserType.staff,
    roles: ['archivist'],
    descriptionEn: 'archivist (personnel archives)',
  },
  {
    username: 'editor',
    name: '编辑张丽',
    userType: UserType.staff,
    roles: ['editor'],
    descriptionEn: 'editor (portal content)',
  },
  {
    username: 'auditor',
    name: '审计员周洁',
    userType: UserType.staff,
    roles: ['auditor'],
    descriptionEn: 'auditor (audit logs; the administrator cannot read them)',
  },
  {
    username: 'expert',
    name: '陈教授',
    userType: UserType.expert,
    roles: ['expert'],
    descriptionEn: 'expert reviewer',
  },
  // More experts, each linked to a library expert of another field (program-approvals' demo data).
  ...(
    [
      ['expert2', '林研究员'],
      ['expert3', '王高工'],
      ['expert4', '郑高工'],
      ['expert5', '吴工程师'],
    ] as const
  ).map(([username, name]) => ({
    username,
    name,
    userType: UserType.expert,
    roles: ['expert'] as TRole[],
    descriptionEn: 'expert reviewer',
  })),
  {
    username: 'person',
    name: '刘洋',
    userType: UserType.person,
    roles: ['person'],
    descriptionEn: 'job seeker',
  },
  {
    username: 'org',
    name: '福州数智科技有限公司',
    userType: UserType.org,
    roles: ['org'],
    descriptionEn: 'employer (approved organisation)',
  },
];

export const demoAccountsSeed: TSeedStep = {
  name: 'auth:demo-accounts',
  demo: true,
  async run({ db, config }) {
    const passwordHash = await hashPassword(config.demoPassword);
    const roleIds = new Map((await db.select().from(roles)).map((r) => [r.key, r.id]));
    for (const a of DEMO_ACCOUNTS) {
      const [row] = await db
        .insert(accounts)
        .values({
          username: a.username,
          name: a.name,
          userType: a.userType,
          passwordHash,
          profileComplete: true,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      const id =
        row?.id ??
        (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, a.username)))[0]!.id;
      for (const r of a.roles)
        await db
          .insert(accountRoles)
          .values({ accountId: id, roleId: roleIds.get(r)! })
          .onConflictDoNothing();
    }
  },
};
