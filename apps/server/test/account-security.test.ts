import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginLogs } from '../src/db/schema';
import { postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_PASSWORD } from './template';

type TSession = {
  id: number;
  current: boolean;
  device: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
};
type TLoginEntry = { id: number; success: string; reason: string; device: string; createdAt: string };

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const EN = { 'accept-language': 'en' };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** Signs in through the real login call from a browser with the given User-Agent. */
async function signInFrom(username: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
  const res = await postLogin(t, username, password, {}, { headers: { 'user-agent': userAgent } });
  expect(res.body.code).toBe(200);
  return res.body.data!.sessionId;
}

const sessionsOf = async (token: string) =>
  (await t.api.get<TSession[]>('/web-auth/security/sessions', {}, { token })).body.data!;

describe('GET /web-auth/security/sessions', () => {
  it("lists the caller's live sessions with device, IP and times, the current one marked", async () => {
    const laptop = await signInFrom('editor', CHROME_WINDOWS);
    const desktop = await signInFrom('editor', FIREFOX_LINUX);
    const list = await sessionsOf(desktop);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Firefox 128 on Linux', userAgent: FIREFOX_LINUX });
    expect(current[0]!.ip).not.toBe('');
    expect(Date.parse(current[0]!.createdAt)).not.toBeNaN();
    expect(list.some((s) => !s.current && s.device === 'Chrome 140 on Windows')).toBe(true);
    // The other session sees the same list with itself marked.
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.find((s) => s.current)?.device).toBe('Chrome 140 on Windows');
  });

  it('shows no session of anyone else, and none that ended', async () => {
    const mine = await signInFrom('archivist', CHROME_WINDOWS);
    const theirs = await signInFrom('expert', CHROME_WINDOWS);
    const theirIds = (await sessionsOf(theirs)).map((s) => s.id);
    const ended = await signInFrom('archivist', FIREFOX_LINUX);
    await t.api.del('/web-auth/logout', {}, { token: ended });
    const ids = (await sessionsOf(mine)).map((s) => s.id);
    for (const id of theirIds) expect(ids).not.toContain(id);
    expect((await sessionsOf(mine)).some((s) => s.device === 'Firefox 128 on Linux')).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.api.get('/web-auth/security/sessions')).body.code).toBe(401);
  });
});

describe('DELETE /web-auth/security/sessions/:id', () => {
  it('ends another session of the caller at once: its token stops working', async () => {
    const keep = await signInFrom('reviewer', CHROME_WINDOWS);
    const lost = await signInFrom('reviewer', FIREFOX_LINUX);
    const target = (await sessionsOf(lost)).find((s) => s.current)!;
    const res = await t.api.del(`/web-auth/security/sessions/${target.id}`, {}, { token: keep });
    expect(res.body.code).toBe(200);
    expect((await t.api.get('/web-auth/getUserInfo', {}, { token: lost })).body.code).toBe(401);
    expect((await t.api.get('/web-auth/getUserInfo', {}, { token: keep })).body.code).toBe(200);
    expect((await sessionsOf(keep)).map((s) => s.id)).not.toContain(target.id);
    // Ending it twice: it is gone.
    expect((await t.api.del(`/web-auth/security/sessions/${target.id}`, {}, { token: keep })).body.code).toBe(
      404,
    );
  });

  it("refuses the session in use and another user's session, without telling whose it is", async () => {
    const mine = await signInFrom('person', CHROME_WINDOWS);
    const current = (await sessionsOf(mine)).find((s) => s.current)!;
    const self = await t.api.del(
      `/web-auth/security/sessions/${current.id}`,
      {},
      { token: mine, headers: EN },
    );
    expect(self.body).toMatchObject({
      code: 601,
      msg: 'this is the session you are using; log out to end it',
    });

    const theirs = await signInFrom('org', CHROME_WINDOWS);
    const their = (await sessionsOf(theirs)).find((s) => s.current)!;
    const res = await t.api.del(`/web-auth/security/sessions/${their.id}`, {}, { token: mine });
    expect(res.body.code).toBe(404);
    expect((await t.api.get('/web-auth/getUserInfo', {}, { token: theirs })).body.code).toBe(200);
    expect((await t.api.del('/web-auth/security/sessions/999999999', {}, { token: mine })).body.code).toBe(
      404,
    );
  });

  it('checks the id', async () => {
    const mine = await signInFrom('person', CHROME_WINDOWS);
    for (const bad of ['abc', '0', '-1', '99999999999'])
      expect((await t.api.del(`/web-auth/security/sessions/${bad}`, {}, { token: mine })).body.code).not.toBe(
        200,
      );
  });
});

describe('GET /web-auth/security/loginHistory', () => {
  it("pages the caller's own sign-ins, failures included, newest first", async () => {
    const failed = await postLogin(
      t,
      'expert',
      'Wrong#Pass2026',
      {},
      { headers: { 'user-agent': FIREFOX_LINUX } },
    );
    expect(failed.body.code).not.toBe(200);
    const token = await signInFrom('expert', CHROME_WINDOWS);
    const res = await t.api.get<never>('/web-auth/security/loginHistory', { page: 1, limit: 2 }, { token });
    const body = res.body as unknown as { code: number; rows: TLoginEntry[]; total: number };
    expect(body.code).toBe(200);
    expect(body.rows).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.rows[0]).toMatchObject({ success: '1', reason: '', device: 'Chrome 140 on Windows' });
    expect(body.rows[1]).toMatchObject({ success: '0', device: 'Firefox 128 on Linux' });
    expect(body.rows[1]!.reason).not.toBe('');
    const second = await t.api.get<never>(
      '/web-auth/security/loginHistory',
      { page: 2, limit: 2 },
      { token },
    );
    const ids = (second.body as unknown as { rows: TLoginEntry[] }).rows.map((r) => r.id);
    for (const r of body.rows) expect(ids).not.toContain(r.id);
  });

  it("never shows another account's sign-ins", async () => {
    await signInFrom('editor', CHROME_WINDOWS);
    const token = await signInFrom('archivist', FIREFOX_LINUX);
    const res = await t.api.get<never>('/web-auth/security/loginHistory', { limit: 100 }, { token });
    const rows = (res.body as unknown as { rows: TLoginEntry[] }).rows;
    const own = await t.deps.db
      .select({ id: loginLogs.id })
      .from(loginLogs)
      .where(eq(loginLogs.username, 'archivist'));
    expect(rows.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
  });

  it('validates paging', async () => {
    const token = await signInFrom('person', CHROME_WINDOWS);
    const res = await t.api.get('/web-auth/security/loginHistory', { limit: 1000 }, { token });
    expect(res.body.code).not.toBe(200);
  });
});
