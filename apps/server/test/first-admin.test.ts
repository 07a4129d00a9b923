import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkPasswordPolicy } from '@rcwb/shared';
import { accounts } from '../src/db/schema';
import { createAdministrator } from '../src/modules/auth';
import { EN } from './accounts-helpers';
import { encryptPassword, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Mine#Own2026pw';

describe('the first administrator', () => {
  it('gets a one-time password and must change it before anything else answers', async () => {
    const made = await createAdministrator(t.deps.db, { username: 'chief', name: 'Chief' });
    expect(made.created).toBe(true);
    expect(checkPasswordPolicy(made.password, 'chief').ok).toBe(true);

    const login = await postLogin(t, 'chief', made.password, {}, { headers: EN });
    expect(login.body.data).toMatchObject({ roles: ['admin'], mustChangePassword: true });
    const token = login.body.data!.sessionId;

    // Who they are, yes; anything else, no.
    const info = await t.api.get<{ mustChangePassword: boolean }>('/web-auth/getUserInfo', {}, { token });
    expect(info.body.data).toMatchObject({ mustChangePassword: true });
    for (const url of ['/web-auth/getProfile', '/system/sms/outbox']) {
      const res = await t.api.get(url, {}, { token, headers: EN });
      expect({ url, body: res.body }).toEqual({
        url,
        body: { code: 601, msg: 'please set your own password before you go on' },
      });
    }

    const changed = await t.api.post(
      '/web-auth/updatePassword',
      {
        oldPassword: await encryptPassword(t, made.password),
        newPassword: await encryptPassword(t, NEW_PASSWORD),
      },
      { token, headers: EN },
    );
    expect(changed.body.code).toBe(200);
    expect((await t.api.get('/system/sms/outbox', {}, { token })).body.code).toBe(200);
    const again = await postLogin(t, 'chief', NEW_PASSWORD, {}, { headers: EN });
    expect(again.body.data).toMatchObject({ mustChangePassword: false });
  });

  it('never resets an existing account', async () => {
    const [before] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const made = await createAdministrator(t.deps.db, { username: 'admin', name: 'Other' });
    expect(made).toEqual({ username: 'admin', password: '', created: false });
    const [after] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('leaves the demo accounts of demo mode with their published password, no change asked', async () => {
    const login = await postLogin(t, 'admin', undefined, {}, { headers: EN });
    expect(login.body.data).toMatchObject({ mustChangePassword: false });
    const token = login.body.data!.sessionId;
    expect((await t.api.get('/system/sms/outbox', {}, { token })).body.code).toBe(200);
  });
});
