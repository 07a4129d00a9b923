import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type TResumeContent, UserType, ZResumeContent } from '@rcwb/shared';
import { accountRoles, accounts, gc01, resumes, roles } from '../src/db/schema';
import { resumeSearchColumns } from '../src/modules/resumes/search-columns';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

export type TPerson = { id: number; token: string; mobile: string; email: string; fullName: string };

/**
 * A person account with the person role, a Gc01 record (full name, gender, birth date) and
 * contact details that must never leak, signed in. Made in the database: registration is tested
 * by the accounts tests.
 */
export async function makeTalentPerson(
  t: TTestApp,
  fullName: string,
  over: { gender?: string; birthDate?: string } = {},
): Promise<TPerson> {
  const hex = crypto.randomBytes(4).toString('hex');
  const username = `tp${hex}`;
  const mobile = `137${String(crypto.randomInt(10_000_000, 99_999_999))}`;
  const email = `talent-${hex}@example.test`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({
      username,
      passwordHash: 'x',
      userType: UserType.person,
      name: fullName,
      mobile,
      email,
      profileComplete: true,
    })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  await t.deps.db.insert(gc01).values({
    accountId: account!.id,
    name: fullName,
    idNumberEnc: 'encrypted',
    idNumberIndex: `idx-${hex}`,
    gender: over.gender ?? '1',
    birthDate: over.birthDate ?? '1995-06-15',
  });
  return { id: account!.id, token: await signInAs(t, username), mobile, email, fullName };
}

/** Resume content with every section optional, the way a test states only what it needs. */
type TResumeInput = Partial<Omit<TResumeContent, 'basic' | 'intention'>> & {
  basic?: Partial<TResumeContent['basic']>;
  intention?: Partial<TResumeContent['intention']>;
};

/** A resume inserted directly, with its search columns set as the resumes service sets them. */
export async function insertResume(
  t: TTestApp,
  accountId: number,
  title: string,
  content: TResumeInput = {},
  over: { visibility?: 'public' | 'hidden'; staffHidden?: boolean; refreshedAt?: Date } = {},
): Promise<number> {
  const parsed = ZResumeContent.parse({
    ...content,
    basic: { ...content.basic },
    intention: { ...content.intention },
  });
  const [row] = await t.deps.db
    .insert(resumes)
    .values({
      accountId,
      title,
      content: parsed,
      visibility: over.visibility ?? 'public',
      publicConsentAt: over.visibility === 'hidden' ? null : new Date(),
      staffHidden: over.staffHidden ?? false,
      refreshedAt: over.refreshedAt ?? new Date(),
      ...resumeSearchColumns(title, parsed),
    })
    .returning({ id: resumes.id });
  return row!.id;
}
