import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAll } from './sessions';
import { waitForOperation } from './audit-helpers';

type TParam = {
  key: string;
  value: boolean | number;
  defaultValue: boolean | number;
  stored: boolean;
  min?: number;
};
type TChange = { key: string; oldValue: unknown; newValue: unknown; username: string };

let t: TTestApp;
let admin: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = (await signInAll(t, ['admin', 'reviewer'])) as [string, string];
});
afterAll(() => t.close());

const params = async () => (await t.api.get<TParam[]>('/system/param/list', {}, callAs(admin))).body.data!;
const captchaOn = async () =>
  (await t.api.get<{ captchaEnabled: boolean }>('/web-auth/config', {})).body.data!.captchaEnabled;

describe('run-time parameters', () => {
  it('are for administrators only', async () => {
    expect((await t.api.get('/system/param/list', {}, callAs(reviewer))).body.code).toBe(403);
    expect(
      (await t.api.put('/system/param/captchaEnabled', { value: true }, callAs(reviewer))).body.code,
    ).toBe(403);
  });

  it('take the environment as default, and the stored value once set', async () => {
    const before = (await params()).find((p) => p.key === 'captchaEnabled')!;
    expect(before).toMatchObject({ value: false, defaultValue: false, stored: false });
    expect(await captchaOn()).toBe(false);
    expect((await t.api.put('/system/param/captchaEnabled', { value: true }, callAs(admin))).body.code).toBe(
      200,
    );
    expect(await captchaOn()).toBe(true);
    // Sign-in now asks for the captcha.
    const login = await t.api.post('/web-auth/login', {
      username: 'person',
      password: 'x',
      code: '',
      uuid: '',
    });
    expect(login.body.code).toBe(601);
    expect((await t.api.put('/system/param/captchaEnabled', { value: null }, callAs(admin))).body.code).toBe(
      200,
    );
    expect(await captchaOn()).toBe(false);
    expect((await params()).find((p) => p.key === 'captchaEnabled')).toMatchObject({ stored: false });
  });

  it('refuse values outside their range and of the wrong kind', async () => {
    for (const [key, value] of [
      ['sessionIdleSeconds', 10],
      ['sessionIdleSeconds', 10 ** 9],
      ['fairNoShowSuspensionDays', -1],
      ['uploadQuotaMb', 1.5],
      ['captchaEnabled', 3],
    ] as const) {
      const res = await t.api.put(`/system/param/${key}`, { value }, callAs(admin));
      expect({ key, value, res: res.body }).toMatchObject({
        key,
        value,
        res: { code: 601, msg: 'the value is outside the parameter’s allowed range' },
      });
    }
    expect((await t.api.put('/system/param/databaseUrl', { value: 1 }, callAs(admin))).body.code).not.toBe(
      200,
    );
  });

  it('apply to their readers and keep a history of who changed what', async () => {
    expect(
      (await t.api.put('/system/param/fairNoShowSuspensionDays', { value: 5 }, callAs(admin))).body.code,
    ).toBe(200);
    expect((await t.api.put('/system/param/uploadQuotaFiles', { value: 12 }, callAs(admin))).body.code).toBe(
      200,
    );
    expect(t.deps.settings.values()).toMatchObject({ fairNoShowSuspensionDays: 5, uploadQuotaFiles: 12 });
    expect(
      (await t.api.put('/system/param/fairNoShowSuspensionDays', { value: 9 }, callAs(admin))).body.code,
    ).toBe(200);
    const history = await t.api.get<TChange>(
      '/system/param/history',
      { key: 'fairNoShowSuspensionDays', page: 1, limit: 10 },
      callAs(admin),
    );
    expect(history.body.rows).toEqual([
      expect.objectContaining({ oldValue: 5, newValue: 9, username: 'admin' }),
      expect.objectContaining({ oldValue: null, newValue: 5, username: 'admin' }),
    ]);
    // A second node (or a restart) reads the stored values too.
    const other = await t.deps.settings.reload().then(() => t.deps.settings.values());
    expect(other.fairNoShowSuspensionDays).toBe(9);
    await waitForOperation(t.deps.db, (r) => r.objectKind === 'systemParam' && r.actionKey === 'edit');
  });
});
