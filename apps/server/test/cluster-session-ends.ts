import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/authenticate';
import { GOOD_PASSWORD, ageCodes, codeIn, latestSms, register } from './accounts-helpers';
import { encryptPassword } from './auth-helpers';
import type { TTestApp } from './harness';
import { callAs, signInAs } from './sessions';

/** A freshly registered person, signed in by `token` (the session whose socket should close). */
export type TVictim = { id: number; username: string; mobile: string; token: string };

/** Registers a person through `node`; the registration's own session is the one to end. */
export async function registerVictim(node: TTestApp): Promise<TVictim> {
  const { res, mobile, body } = await register(node, 'Gc01');
  if (res.body.code !== 200) throw new Error(`register: ${JSON.stringify(res.body)}`);
  const username = body.username as string;
  const [row] = await node.deps.db
    .select({ accountId: sessions.accountId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(res.body.data!.sessionId)));
  return { id: row!.accountId, username, mobile, token: res.body.data!.sessionId };
}

/**
 * Every way a session of the victim ends, done through `node`; each answers the call's envelope.
 * Each must close the victim's live socket at once, on whichever node holds it.
 */
export const SESSION_ENDINGS: [name: string, end: (node: TTestApp, v: TVictim) => Promise<unknown>][] = [
  [
    'a device signed out from the security screen of another',
    async (node, v) => {
      const other = await signInAs(node, v.username);
      const [row] = await node.deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(v.token)));
      return (await node.api.del(`/web-auth/security/sessions/${row!.id}`, undefined, callAs(other))).body;
    },
  ],
  [
    'signing out',
    async (node, v) => (await node.api.del('/web-auth/logout', undefined, callAs(v.token))).body,
  ],
  [
    'a password change on another device',
    async (node, v) => {
      const other = await signInAs(node, v.username);
      const body = {
        oldPassword: await encryptPassword(node, GOOD_PASSWORD),
        newPassword: await encryptPassword(node, 'Changed#Pass2026'),
      };
      return (await node.api.post('/web-auth/updatePassword', body, callAs(other))).body;
    },
  ],
  [
    'a password recovered by SMS',
    async (node, v) => {
      // Past the registration code's send interval.
      await ageCodes(node, v.mobile, 61);
      await node.api.post('/web-auth/findPassword', { username: v.username }, callAs());
      const code = codeIn((await latestSms(node, v.mobile))!.text);
      const newPassword = await encryptPassword(node, 'Recovered#Pass2026');
      return (
        await node.api.post('/web-auth/resetPassword', { mobile: v.mobile, code, newPassword }, callAs())
      ).body;
    },
  ],
  [
    'a lock by an administrator',
    async (node, v) => {
      const admin = await signInAs(node, 'admin');
      return (await node.api.put(`/system/user/${v.id}/status`, { status: 'locked' }, callAs(admin))).body;
    },
  ],
  [
    'a password reset by an administrator',
    async (node, v) => {
      const admin = await signInAs(node, 'admin');
      const password = await encryptPassword(node, 'Reset#Pass2026');
      return (await node.api.put(`/system/user/${v.id}/resetPwd`, { password }, callAs(admin))).body;
    },
  ],
  [
    'a lock by a reviewer',
    async (node, v) => {
      const reviewer = await signInAs(node, 'reviewer');
      return (await node.api.post(`/system/person/${v.id}/lock`, {}, callAs(reviewer))).body;
    },
  ],
];
