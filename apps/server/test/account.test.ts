import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkPasswordPolicy } from '@rcwb/shared';
import { accounts, files, sessions } from '../src/db/schema';
import { encryptPassword, loginAs, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';
import { TEST_PASSWORD } from './template';

type TProfile = {
  userId: number;
  username: string;
  name: string;
  header: string;
  userType: number;
  roles: string[];
  mobile: string;
  email: string;
  createdAt: string;
  lastLoginAt: string | null;
  infoPerfect: string;
};

let t: TTestApp;
const en = { 'accept-language': 'en', repeatsubmit: 'false' };

/** A valid 1×1 PNG. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x40, 0x9e, 0xff, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Uploads through the real upload call; returns the stored file's URL. */
async function upload(token: string, filename: string, content: Buffer, kind?: 'image' | 'file') {
  const boundary = `----rcwb${crypto.randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const sm4Str = t.api.cipher.encrypt(JSON.stringify({ size: content.length, nonce: crypto.randomUUID() }));
  const payload = Buffer.concat([
    Buffer.from(field('sm4Str', sm4Str) + (kind ? field('kind', kind) : '')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const body = res.json<{ success: boolean; data: string; attributes: { id: string } }>();
  expect(body.success).toBe(true);
  return body;
}

const changePassword = async (token: string, oldPassword: string, newPassword: string) =>
  t.api.post<{ revokedSessions: number }>(
    '/web-auth/updatePassword',
    {
      oldPassword: await encryptPassword(t, oldPassword),
      newPassword: await encryptPassword(t, newPassword),
    },
    { token, headers: en },
  );

const alive = async (token: string) => (await t.api.get('/web-auth/getUserInfo', {}, { token })).body.code;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account calls: guards', () => {
  it('need a session', async () => {
    expect((await t.api.get('/web-auth/getProfile')).body.code).toBe(401);
    for (const url of ['/web-auth/updateProfile', '/web-auth/updatePassword', '/web-auth/updateHeader']) {
      expect({ url, code: (await t.api.post(url, {})).body.code }).toEqual({ url, code: 401 });
    }
  });
});

describe('GET /web-auth/getProfile', () => {
  it('shows the caller’s own account with the mobile masked', async () => {
    await t.deps.db
      .update(accounts)
      .set({ mobile: '13812345678', email: 'liu@example.com' })
      .where(eq(accounts.username, 'person'));
    const token = await loginAs(t, 'person');
    const res = await t.api.get<TProfile>('/web-auth/getProfile', {}, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      userId: expect.any(Number),
      username: 'person',
      name: '刘洋',
      header: '',
      userType: 1,
      roles: ['person'],
      mobile: '138****5678',
      email: 'liu@example.com',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastLoginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      infoPerfect: '1',
    });
    expect(res.raw).not.toContain('13812345678');
  });
});

describe('POST /web-auth/updateProfile', () => {
  it('changes name and email, and clears an empty email', async () => {
    const token = await signInAs(t, 'expert');
    const res = await t.api.post<TProfile>(
      '/web-auth/updateProfile',
      { name: '  陈教授（新）  ', email: 'chen@example.org' },
      { token, headers: en },
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ name: '陈教授（新）', email: 'chen@example.org' });
    const info = await t.api.get<{ user: { name: string } }>('/web-auth/getUserInfo', {}, { token });
    expect(info.body.data?.user.name).toBe('陈教授（新）');

    const cleared = await t.api.post<TProfile>(
      '/web-auth/updateProfile',
      { name: '陈教授', email: '' },
      { token, headers: en },
    );
    expect(cleared.body.data).toMatchObject({ name: '陈教授', email: '' });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'expert'));
    expect(row!.email).toBeNull();
  });

  it('refuses an empty name, a long name and a bad email with their own messages', async () => {
    const token = await signInAs(t, 'expert');
    const post = (body: Record<string, unknown>) =>
      t.api.post('/web-auth/updateProfile', body, { token, headers: en }).then((r) => r.body);
    expect(await post({ name: '   ', email: '' })).toMatchObject({ code: 601, msg: 'name cannot be empty' });
    expect(await post({ name: 'x'.repeat(51) })).toMatchObject({
      code: 601,
      msg: 'name cannot be longer than 50 characters',
    });
    for (const email of ['no-at-sign', 'a@b', 'a b@c.d', 'a@@c.d']) {
      expect({ email, ...(await post({ name: 'ok', email })) }).toMatchObject({
        email,
        code: 601,
        msg: 'please enter a correct email address',
      });
    }
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'expert'));
    expect(row!.name).toBe('陈教授');
  });
});

describe('POST /web-auth/updatePassword', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const token = await loginAs(t, 'reviewer');
    const other = await loginAs(t, 'reviewer');
    const res = await changePassword(token, 'Wrong#Pass2026', 'Brand#New2026x');
    expect(res.body).toMatchObject({ code: 601, msg: 'the current password is wrong' });
    expect(await alive(other)).toBe(200);
    expect((await postLogin(t, 'reviewer', TEST_PASSWORD)).body.code).toBe(200);
  });

  it('refuses a new password that breaks the policy, saying why', async () => {
    const token = await signInAs(t, 'reviewer');
    for (const weak of ['short1A', 'alllowercaseletters', 'password1']) {
      const res = await changePassword(token, TEST_PASSWORD, weak);
      const { failures } = checkPasswordPolicy(weak, 'reviewer');
      expect(failures.length).toBeGreaterThan(0);
      expect(res.body.code).toBe(601);
      expect(res.body.msg).toMatch(/^the new password does not meet the rules: /);
      expect(res.body.data).toEqual({ failures });
    }
    const zh = await t.api.post(
      '/web-auth/updatePassword',
      { oldPassword: await encryptPassword(t, TEST_PASSWORD), newPassword: await encryptPassword(t, 'abc') },
      { token, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(zh.body.msg).toBe(
      '新密码不符合规则：密码长度必须为 8 到 64 个字符；密码必须包含大写字母、小写字母、数字、符号中的至少三种',
    );
  });

  it('checks the username rule against the caller', async () => {
    const [row] = await t.deps.db
      .update(accounts)
      .set({ username: 'Reviewer#2026' })
      .where(eq(accounts.username, 'reviewer'))
      .returning({ id: accounts.id });
    const token = await signInAs(t, 'Reviewer#2026');
    const res = await changePassword(token, TEST_PASSWORD, 'reviewer#2026');
    expect(res.body.data).toEqual({ failures: ['username'] });
    await t.deps.db.update(accounts).set({ username: 'reviewer' }).where(eq(accounts.id, row!.id));
  });

  it('refuses the current password as the new one, and unreadable ciphertext', async () => {
    const token = await signInAs(t, 'reviewer');
    expect((await changePassword(token, TEST_PASSWORD, TEST_PASSWORD)).body).toMatchObject({
      code: 601,
      msg: 'the new password must be different from the current one',
    });
    const garbage = await t.api.post(
      '/web-auth/updatePassword',
      { oldPassword: 'abcd', newPassword: await encryptPassword(t, 'Brand#New2026x') },
      { token, headers: en },
    );
    expect(garbage.body).toMatchObject({
      code: 601,
      msg: 'the password could not be read, please reload the page and try again',
    });
    // A plain (unencrypted) password is not accepted either.
    const plain = await t.api.post(
      '/web-auth/updatePassword',
      { oldPassword: TEST_PASSWORD, newPassword: 'Brand#New2026x' },
      { token, headers: en },
    );
    expect(plain.body.code).toBe(601);
    expect((await postLogin(t, 'reviewer', TEST_PASSWORD)).body.code).toBe(200);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const current = await loginAs(t, 'archivist');
    const phone = await loginAs(t, 'archivist');
    const tablet = await signInAs(t, 'archivist');
    const someoneElse = await signInAs(t, 'editor');

    const res = await changePassword(current, TEST_PASSWORD, 'Archive#Shelf2026');
    expect(res.body).toMatchObject({ code: 200, data: { revokedSessions: 2 } });

    expect(await alive(current)).toBe(200);
    expect(await alive(phone)).toBe(401);
    expect(await alive(tablet)).toBe(401);
    expect(await alive(someoneElse)).toBe(200);

    expect((await postLogin(t, 'archivist', TEST_PASSWORD, {}, { headers: en })).body).toMatchObject({
      code: 601,
      msg: 'wrong username or password',
    });
    expect((await postLogin(t, 'archivist', 'Archive#Shelf2026')).body.code).toBe(200);

    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'archivist'));
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.accountId, account!.id));
    expect(rows.filter((s) => s.revokedAt !== null)).toHaveLength(2);
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /web-auth/updateHeader', () => {
  let person: string;
  let org: string;
  beforeAll(async () => {
    person = await signInAs(t, 'person');
    org = await signInAs(t, 'org');
  });

  it('sets the avatar to an image the caller uploaded', async () => {
    const uploaded = await upload(person, 'me.png', tinyPng());
    const res = await t.api.post<{ header: string }>(
      '/web-auth/updateHeader',
      { url: `/api${uploaded.data}` },
      { token: person, headers: en },
    );
    expect(res.body).toMatchObject({ code: 200, data: { header: uploaded.data } });
    const info = await t.api.get<{ user: { header: string } }>(
      '/web-auth/getUserInfo',
      {},
      { token: person },
    );
    expect(info.body.data?.user.header).toBe(uploaded.data);
    // The avatar is served publicly like any image.
    const image = await t.app.inject({ method: 'GET', url: `/api${uploaded.data}` });
    expect(image.statusCode).toBe(200);
  });

  it('refuses another user’s image with the same answer as a missing one', async () => {
    const before = (await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person')))[0]!;
    const theirs = await upload(org, 'logo.png', tinyPng());
    const stolen = await t.api.post(
      '/web-auth/updateHeader',
      { url: theirs.data },
      { token: person, headers: en },
    );
    const missing = await t.api.post(
      '/web-auth/updateHeader',
      { url: `/files/${'0'.repeat(32)}` },
      { token: person, headers: en },
    );
    const nonsense = await t.api.post(
      '/web-auth/updateHeader',
      { url: '../../etc/passwd' },
      { token: person, headers: en },
    );
    for (const res of [stolen, missing, nonsense]) {
      expect(res.body).toMatchObject({
        code: 601,
        msg: 'the picture was not found among your uploads, please upload it again',
      });
    }
    const after = (await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person')))[0]!;
    expect(after.avatarUrl).toBe(before.avatarUrl);
  });

  it('refuses files that are not public images', async () => {
    const pdf = await upload(person, 'cv.pdf', PDF);
    const privatePicture = await upload(person, 'scan.png', tinyPng(), 'file');
    for (const url of [pdf.data, privatePicture.data, privatePicture.attributes.id]) {
      const res = await t.api.post('/web-auth/updateHeader', { url }, { token: person, headers: en });
      expect({ url, ...res.body }).toMatchObject({
        url,
        code: 601,
        msg: 'the avatar must be a png, jpg or jpeg picture',
      });
    }
  });

  it('refuses a deleted image', async () => {
    const uploaded = await upload(person, 'old.png', tinyPng());
    await t.deps.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, uploaded.attributes.id));
    const res = await t.api.post(
      '/web-auth/updateHeader',
      { url: uploaded.data },
      { token: person, headers: en },
    );
    expect(res.body.code).toBe(601);
  });
});
