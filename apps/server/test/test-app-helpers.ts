import { afterAll, beforeAll } from 'vitest';
import { newToken } from '../src/modules/auth/authenticate';
import { type TTestApp, createTestApp } from './harness';
import { caller } from './jobs-helpers';
import { openSession } from './sessions';

/**
 * What an API test file opens with: its own app (see createTestApp) started before the file's
 * tests and closed after them, a caller in English, and a session of each account named.
 * The sessions' tokens are chosen now and their sessions opened when the app starts, so a file
 * holds them as constants; `t` is filled in then, and `api` calls whatever `t` holds.
 */
export function testAppWith<const U extends readonly string[]>(
  usernames: U,
  overrides: Record<string, string> = {},
) {
  const t = {} as TTestApp;
  const tokens = usernames.map(() => newToken()) as { readonly [K in keyof U]: string };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
    await Promise.all(usernames.map((username, i) => openSession(t, username, tokens[i]!)));
  });
  afterAll(() => t.close());
  return { t, api: caller(t), tokens };
}
