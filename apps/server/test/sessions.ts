import { eq, sql } from 'drizzle-orm';
import { accounts, sessions } from '../src/db/schema';
import { hashToken, newToken } from '../src/modules/auth/authenticate';
import type { TCallOptions, TTestApp } from './harness';

/**
 * Opens a session for an existing account straight in the database, for tests of modules other
 * than sign-in (the login call itself is tested in auth tests). Returns the bearer token.
 */
export async function signInAs(t: TTestApp, username: string): Promise<string> {
  const token = newToken();
  await openSession(t, username, token);
  return token;
}

/** Opens the session of a bearer token chosen beforehand (see signInAs). */
export async function openSession(t: TTestApp, username: string, token: string): Promise<void> {
  const [account] = await t.deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!account) throw new Error(`no account ${username}`);
  await t.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    expiresAt: sql`now() + make_interval(secs => ${t.config.sessionAbsoluteSeconds})`,
  });
}

/** Sessions for several existing accounts, in the order given. */
export const signInAll = (t: TTestApp, usernames: readonly string[]): Promise<string[]> =>
  Promise.all(usernames.map((username) => signInAs(t, username)));

/**
 * A call in English by `token` (none: signed out), with extra headers. It passes the
 * duplicate-submit guard, which these tests do not exercise: they repeat calls on purpose.
 */
export const callAs = (token?: string, headers: Record<string, string> = {}): TCallOptions => ({
  headers: { 'accept-language': 'en', repeatsubmit: 'false', ...headers },
  ...(token ? { token } : {}),
});
