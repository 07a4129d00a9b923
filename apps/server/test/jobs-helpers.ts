import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { UserType } from '@rcwb/shared';
import { accountRoles, accounts, gb01, roles } from '../src/db/schema';
import { EN, makeCreditCode } from './accounts-helpers';
import { postingFields } from './fixtures';
import type { TTestApp } from './harness';
import { signInAs } from './sessions';

/** A valid posting form; every dictionary value exists in the seeded dictionaries. */
export const jobForm = (over: Record<string, unknown> = {}) => ({
  title: '数据分析师',
  ...postingFields,
  welfare: ['五险一金', '双休'],
  description: '<p>负责业务数据分析与报表。</p><script>alert(1)</script>',
  ...over,
});

/**
 * An organisation account with a Gb01 record in the given review state, signed in. Made in the
 * database: registration itself is tested by the accounts tests.
 */
export async function makeOrg(t: TTestApp, name: string, reviewStatus: 'approved' | 'pending' = 'approved') {
  const username = `org${crypto.randomBytes(4).toString('hex')}`;
  const [account] = await t.deps.db
    .insert(accounts)
    .values({ username, passwordHash: 'x', userType: UserType.org, name, profileComplete: true })
    .returning({ id: accounts.id });
  const [role] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'org'));
  await t.deps.db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
  await t.deps.db.insert(gb01).values({
    accountId: account!.id,
    name,
    creditCode: makeCreditCode(),
    industry: '64',
    region: '350100',
    description: '<p>一家测试单位</p>',
    reviewStatus,
  });
  return { id: account!.id, token: await signInAs(t, username) };
}

/** Calls as a signed-in user, in English, past the duplicate-submit guard. */
export function caller(t: TTestApp) {
  const opts = (token?: string) => ({ token, headers: { ...EN, repeatsubmit: 'false' } });
  return {
    get: <T = Record<string, unknown>>(url: string, params?: Record<string, unknown>, token?: string) =>
      t.api.get<T>(url, params, opts(token)),
    post: <T = Record<string, unknown>>(url: string, body: Record<string, unknown>, token?: string) =>
      t.api.post<T>(url, body, opts(token)),
    put: <T = Record<string, unknown>>(url: string, body: Record<string, unknown>, token?: string) =>
      t.api.put<T>(url, body, opts(token)),
    del: <T = Record<string, unknown>>(url: string, token?: string) =>
      t.api.del<T>(url, undefined, opts(token)),
  };
}

/** Creates, submits and approves a posting through the API; returns its id. */
export async function publishJob(
  api: ReturnType<typeof caller>,
  orgToken: string,
  reviewerToken: string,
  over: Record<string, unknown> = {},
): Promise<number> {
  const res = await api.post<{ id: number }>('/job/my', jobForm(over), orgToken);
  expect(res.body.code).toBe(200);
  const id = res.body.data!.id;
  expect((await api.post(`/job/my/${id}/submit`, {}, orgToken)).body.code).toBe(200);
  expect((await api.post(`/job/review/${id}/approve`, {}, reviewerToken)).body.code).toBe(200);
  return id;
}
