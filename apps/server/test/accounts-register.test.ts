import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, idNumberCheckChar } from '@rcwb/shared';
import { accountConsents, accounts, gb01, gc01, messages } from '../src/db/schema';
import { DEMO_CREDIT_CODE, DEMO_ID_NUMBER } from '../src/modules/accounts/demo-profiles';
import { personalDataOf } from '../src/core/personal-data';
import {
  EN,
  GOOD_PASSWORD,
  codesOf,
  freshMobile,
  freshUsername,
  makeIdNumber,
  orgFields,
  personFields,
  register,
  smsCode,
} from './accounts-helpers';
import { encryptPassword } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const accountOf = async (username: string) =>
  (await t.deps.db.select().from(accounts).where(eq(accounts.username, username)))[0];
const checkId = (idNumber: string) =>
  t.api.post<{ valid: boolean; available: boolean; message: string }>(
    '/web-auth/register/checkIdNumber',
    { idNumber },
    { headers: EN },
  );
/** A valid 18-digit number whose check character is X. */
const idEndingInX = (): string => {
  for (let seq = 0; seq < 1000; seq += 1) {
    const body = `35010219880808${String(seq).padStart(3, '0')}`;
    if (idNumberCheckChar(body) === 'X') return `${body}X`;
  }
  throw new Error('no X');
};
const missingInfo = async (token: string) =>
  (await t.api.get<{ missingInfo: boolean }>('/web-auth/checkInfoPerfect', {}, { token })).body.data!
    .missingInfo;

describe('POST /web-auth/register/checkUsername', () => {
  it('says whether a well-formed username is free, ignoring case', async () => {
    const free = await t.api.post('/web-auth/register/checkUsername', { username: freshUsername() });
    expect(free.body.data).toEqual({ valid: true, available: true });
    const taken = await t.api.post('/web-auth/register/checkUsername', { username: 'PERSON' });
    expect(taken.body.data).toEqual({ valid: true, available: false });
  });

  it.each(['abc', '1abc', 'ab cd', '张三丰收', 'a'.repeat(33), 'user-name'])(
    'refuses the form of %j',
    async (u) => {
      const res = await t.api.post('/web-auth/register/checkUsername', { username: u });
      expect(res.body.data).toEqual({ valid: false, available: false });
    },
  );
});

describe('POST /web-auth/register/checkIdNumber (SPEC §5)', () => {
  it('accepts a valid unused number', async () => {
    expect((await checkId(makeIdNumber())).body.data).toEqual({ valid: true, available: true, message: '' });
  });

  it('never tells an anonymous caller that a number is registered, in its 18- or 15-digit form', async () => {
    expect((await checkId(DEMO_ID_NUMBER)).body.data).toEqual({ valid: true, available: true, message: '' });
    const fifteen = DEMO_ID_NUMBER.slice(0, 6) + DEMO_ID_NUMBER.slice(8, 17);
    expect(fifteen).toHaveLength(15);
    expect((await checkId(fifteen)).body.data).toMatchObject({ valid: true, available: true });
  });

  it('answers a registered number only to a registrant whose SMS code is right', async () => {
    const mobile = freshMobile();
    await smsCode(t, mobile, 'register');
    const body = {
      ...personFields({ idNumber: DEMO_ID_NUMBER }),
      mobile,
      smsCode: '000000',
      password: await encryptPassword(t, GOOD_PASSWORD),
    };
    const wrongCode = await t.api.post('/web-auth/register/saveGc01', body, { headers: EN });
    expect(wrongCode.body.msg).not.toContain('ID number');
    expect(wrongCode.body).toMatchObject({ code: 601 });
  });

  const valid = makeIdNumber('350102', '19900101', '001');
  it.each([
    ['wrong province', `99${valid.slice(2, 17)}${idNumberCheckChar(`99${valid.slice(2, 17)}`)}`],
    ['impossible date', makeIdNumber('350102', '19900230', '001')],
    ['future date', makeIdNumber('350102', '20990101', '001')],
    ['wrong check digit', valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')],
    ['16 digits', valid.slice(0, 16)],
    ['letters', '35010219900101abcd'],
  ])('refuses a number with a %s', async (_what, id) => {
    expect((await checkId(id)).body.data).toEqual({
      valid: false,
      available: false,
      message: 'please enter a correct ID number',
    });
  });

  it('says an empty number cannot be empty, in both languages', async () => {
    expect((await checkId('  ')).body.data!.message).toBe('ID number cannot be empty');
    const zh = await t.api.post<{ message: string }>('/web-auth/register/checkIdNumber', { idNumber: '1' });
    expect(zh.body.data!.message).toBe('请输入正确的身份证号');
  });

  it('reads a lowercase x as X', async () => {
    const id = idEndingInX();
    expect((await checkId(id.toLowerCase())).body.data).toMatchObject({ valid: true, available: true });
  });
});

describe('POST /web-auth/register/saveGc01', () => {
  it('creates a person with a complete Gc01 and signs them in', async () => {
    const { res, mobile, body } = await register(t, 'Gc01');
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({ name: '张三', userType: 1, roles: ['person'], header: '' });
    expect(data.sessionId).toMatch(/^[\w-]{43}$/);
    expect(await missingInfo(data.sessionId)).toBe(false);

    const account = (await accountOf(body.username as string))!;
    expect(account).toMatchObject({
      userType: 1,
      mobile,
      email: 'zhangsan@example.com',
      profileComplete: true,
    });
    const [row] = await t.deps.db.select().from(gc01).where(eq(gc01.accountId, account.id));
    const id = body.idNumber as string;
    expect(row).toMatchObject({ name: '张三', education: '4', workYears: 3, region: '350102' });
    expect(row!.birthDate).toBe(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`);
    expect(row!.gender).toBe(Number(id[16]) % 2 === 1 ? '1' : '2');
    // The code is used up.
    expect((await codesOf(t, mobile, 'register'))[0]!.consumedAt).not.toBeNull();
  });

  it('stores the ID number encrypted: the raw column is not the number, and differs per write', async () => {
    const id = makeIdNumber('350103', '19850505', '124');
    const first = await register(t, 'Gc01', { idNumber: id });
    expect(first.res.body.code).toBe(200);
    const account = (await accountOf(first.body.username as string))!;
    const raw = await t.deps.db.execute<{ id_number_enc: string; id_number_index: string }>(
      sql`SELECT id_number_enc, id_number_index FROM gc01 WHERE account_id = ${account.id}`,
    );
    const stored = raw.rows[0]!;
    expect(stored.id_number_enc).not.toContain(id);
    expect(stored.id_number_enc).not.toContain(id.slice(6, 14));
    expect(stored.id_number_enc).toMatch(/^v2\.[0-9a-f]{32}\.[0-9a-f]+\.[0-9a-f]{64}$/);
    expect(stored.id_number_index).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.id_number_index).not.toContain(id);
    const pd = personalDataOf(t.config);
    expect(pd.decrypt(stored.id_number_enc)).toBe(id);
    expect(pd.encrypt(id)).not.toBe(stored.id_number_enc);
    // A different data key cannot read it.
    const { createPersonalData } = await import('../src/core/personal-data');
    expect(createPersonalData('ffffffffffffffffffffffffffffffff').decrypt(stored.id_number_enc)).toBeNull();
  });

  it('stores a lowercase x as X', async () => {
    const id = idEndingInX();
    const { res, body } = await register(t, 'Gc01', { idNumber: id.toLowerCase() });
    expect(res.body.code).toBe(200);
    const account = (await accountOf(body.username as string))!;
    const [row] = await t.deps.db.select().from(gc01).where(eq(gc01.accountId, account.id));
    expect(personalDataOf(t.config).decrypt(row!.idNumberEnc)).toBe(id);
    // Registered now: a second registration with it is refused (after its SMS code).
    expect((await register(t, 'Gc01', { idNumber: id })).res.body.msg).toBe(
      'this ID number is already registered',
    );
  });

  it('refuses an ID number that is registered, also in its 15-digit form, and keeps the code usable', async () => {
    const dup = await register(t, 'Gc01', { idNumber: DEMO_ID_NUMBER });
    expect(dup.res.body).toEqual({ code: 601, msg: 'this ID number is already registered' });
    const fifteen = DEMO_ID_NUMBER.slice(0, 6) + DEMO_ID_NUMBER.slice(8, 17);
    const old = await register(t, 'Gc01', { idNumber: fifteen });
    expect(old.res.body.msg).toBe('this ID number is already registered');
    expect(await accountOf(dup.body.username as string)).toBeUndefined();
    // The same code still works once the form is corrected.
    const fixed = await t.api.post(
      '/web-auth/register/saveGc01',
      { ...dup.body, idNumber: makeIdNumber('350104', '19920202', '222') },
      { headers: EN },
    );
    expect(fixed.body.code).toBe(200);
  });

  it('lets only one of two simultaneous registrations of one ID number through (unique blind index)', async () => {
    const id = makeIdNumber('350105', '19930303', '333');
    const prepare = async () => {
      const mobile = freshMobile();
      return {
        ...personFields({ idNumber: id }),
        mobile,
        smsCode: await smsCode(t, mobile, 'register'),
        password: await encryptPassword(t, GOOD_PASSWORD),
      };
    };
    const [a, b] = await Promise.all([prepare(), prepare()]);
    const answers = await Promise.all(
      [a, b].map((body) => t.api.post('/web-auth/register/saveGc01', body, { headers: EN })),
    );
    expect(answers.map((r) => r.body.code).sort()).toEqual([200, 601]);
    expect(answers.find((r) => r.body.code === 601)!.body.msg).toBe('this ID number is already registered');
    const index = personalDataOf(t.config).blindIndex('id-number', id);
    expect(await t.deps.db.select().from(gc01).where(eq(gc01.idNumberIndex, index))).toHaveLength(1);
  });

  it('refuses an invalid ID number with SPEC’s message', async () => {
    const bad = await register(t, 'Gc01', { idNumber: makeIdNumber('350102', '19900230', '001') });
    expect(bad.res.body).toEqual({ code: 601, msg: 'please enter a correct ID number' });
    const empty = await register(t, 'Gc01', { idNumber: '' });
    expect(empty.res.body).toEqual({ code: 601, msg: 'ID number cannot be empty' });
  });

  it('refuses a taken username, ignoring case', async () => {
    const res = await register(t, 'Gc01', { username: 'Person' });
    // Named field: the registration form puts it on the username (it has no live check).
    expect(res.res.body).toEqual({
      code: 601,
      msg: 'this username is already taken',
      data: { fields: { username: 'accounts.usernameTaken' } },
    });
    const form = await register(t, 'Gc01', { username: '1bad' });
    expect(form.res.body.msg).toBe(
      'the username must be 4 to 32 letters, digits or underscores and start with a letter',
    );
  });

  it.each([
    ['short', 'Ab1!', ['length']],
    ['two classes', 'abcdefgh1234', ['classes']],
    ['common', 'P@ssw0rd', ['common']],
  ])('refuses a weak password (%s) and names the rule', async (_what, password, failures) => {
    const { res } = await register(t, 'Gc01', {}, password);
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toMatch(/^the password does not meet the rules: /);
    expect(res.body.data).toEqual({ failures });
  });

  it('refuses the username as password', async () => {
    const username = freshUsername('Pw');
    const { res } = await register(t, 'Gc01', { username }, `${username}`);
    expect((res.body.data as unknown as { failures: string[] }).failures).toContain('username');
  });

  it('refuses a password it cannot decrypt', async () => {
    const mobile = freshMobile();
    const res = await t.api.post(
      '/web-auth/register/saveGc01',
      { ...personFields(), mobile, smsCode: await smsCode(t, mobile, 'register'), password: 'abcd' },
      { headers: EN },
    );
    expect(res.body).toEqual({
      code: 601,
      msg: 'the password could not be read, please reload the page and try again',
    });
  });

  it('refuses a wrong or missing SMS code and creates nothing', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'register');
    const fields = personFields();
    const body = {
      ...fields,
      mobile,
      smsCode: code === '000000' ? '000001' : '000000',
      password: await encryptPassword(t, GOOD_PASSWORD),
    };
    const wrong = await t.api.post('/web-auth/register/saveGc01', body, { headers: EN });
    expect(wrong.body).toEqual({ code: 601, msg: 'the SMS code is wrong' });
    const none = await t.api.post(
      '/web-auth/register/saveGc01',
      { ...body, mobile: freshMobile() },
      { headers: EN },
    );
    expect(none.body.msg).toBe('the SMS code has expired or was already used, please get a new one');
    expect(await accountOf(fields.username as string)).toBeUndefined();
  });

  it('refuses a mobile that another account took meanwhile', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile, 'register');
    await t.deps.db.update(accounts).set({ mobile }).where(eq(accounts.username, 'editor'));
    const res = await t.api.post(
      '/web-auth/register/saveGc01',
      { ...personFields(), mobile, smsCode: code, password: await encryptPassword(t, GOOD_PASSWORD) },
      { headers: EN },
    );
    expect(res.body).toEqual({ code: 601, msg: 'this mobile number is already bound to another account' });
    expect((await codesOf(t, mobile))[0]!.consumedAt).toBeNull();
  });

  it('refuses work years that are not a whole number in range', async () => {
    for (const workYears of [2.5, -1, 'many']) {
      const { res } = await register(t, 'Gc01', { workYears });
      expect(res.body).toMatchObject({ code: 601, data: { fields: { workYears: 'accounts.numberRange' } } });
    }
  });

  it('refuses values outside the dictionaries and bad emails', async () => {
    const region = await register(t, 'Gc01', { region: '999999', education: '9' });
    expect(region.res.body.msg).toBe('please choose a value from the list for: education, region');
    const email = await register(t, 'Gc01', { email: 'not-an-email' });
    expect(email.res.body.msg).toBe('please enter a correct email address');
  });

  it('creates an incomplete profile when only the minimum is given', async () => {
    const { res, body } = await register(t, 'Gc01', {
      education: null,
      workYears: '',
      region: undefined,
      address: '  ',
    });
    expect(res.body.code).toBe(200);
    const token = res.body.data!.sessionId;
    expect(await missingInfo(token)).toBe(true);
    const info = await t.api.get<{ infoPerfect: string }>('/web-auth/getUserInfo', {}, { token });
    expect(info.body.data!.infoPerfect).toBe('2');
    const gc = await t.api.get<{ missingFields: string[] }>('/web-auth/getGc01', {}, { token });
    expect(gc.body.data!.missingFields).toEqual(['education', 'workYears', 'region', 'address']);
    expect((await accountOf(body.username as string))!.profileComplete).toBe(false);
  });
});

describe('POST /web-auth/register/saveGb01', () => {
  it('creates an organisation in draft, signed in, asked for its licence', async () => {
    const missing = await register(t, 'Gb01', { creditCode: undefined });
    expect(missing.res.body).toMatchObject({
      code: 601,
      data: { fields: { creditCode: expect.any(String) } },
    });
    const ok = await register(t, 'Gb01');
    expect(ok.res.body.code).toBe(200);
    expect(ok.res.body.data).toMatchObject({ userType: 2, roles: ['org'], name: '福建测试科技有限公司' });
    const account = (await accountOf(ok.body.username as string))!;
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, account.id));
    expect(row).toMatchObject({ reviewStatus: 'draft', creditCode: ok.body.creditCode, licenceFileId: null });
    const token = ok.res.body.data!.sessionId;
    expect(await missingInfo(token)).toBe(true);
    const own = await t.api.get<{ missingFields: string[]; record: { reviewStatus: string } }>(
      '/web-auth/getGb01',
      {},
      { token },
    );
    expect(own.body.data).toMatchObject({
      missingFields: ['licenceFileId'],
      record: { reviewStatus: 'draft' },
    });
    const [message] = await t.deps.db.select().from(messages).where(eq(messages.recipientId, account.id));
    expect(message).toMatchObject({
      kind: 'org-review',
      titleKey: 'review.notice.registeredTitle',
      link: '/personInfo',
    });
  });

  it('validates the credit code (GB 32100), accepts lower case, and keeps codes unique', async () => {
    const code = orgFields().creditCode as string;
    const bad = await register(t, 'Gb01', { creditCode: code.slice(0, 17) + (code[17] === '0' ? '1' : '0') });
    expect(bad.res.body).toEqual({ code: 601, msg: 'please enter a correct unified social credit code' });
    const lower = await register(t, 'Gb01', { creditCode: code.toLowerCase() });
    expect(lower.res.body.code).toBe(200);
    const account = (await accountOf(lower.body.username as string))!;
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, account.id));
    expect(row!.creditCode).toBe(code);
    const dup = await register(t, 'Gb01', { creditCode: DEMO_CREDIT_CODE });
    expect(dup.res.body).toEqual({ code: 601, msg: 'this unified social credit code is already registered' });
    const website = await register(t, 'Gb01', { website: 'javascript:alert(1)' });
    expect(website.res.body.msg).toBe('the website must start with http:// or https://');
  });
});

describe('registration consents (PIPL art. 14 and 29)', () => {
  const consentsOf = async (accountId: number) =>
    t.deps.db
      .select()
      .from(accountConsents)
      .where(eq(accountConsents.accountId, accountId))
      .orderBy(accountConsents.id);

  it('refuses a registration without the agreement and privacy policy, or without the ID number consent', async () => {
    const noTerms = await register(t, 'Gc01', { acceptTerms: undefined });
    expect(noTerms.res.body).toEqual({
      code: 601,
      msg: 'please read and accept the user agreement and the privacy policy to register',
      data: { fields: { acceptTerms: 'accounts.consentRequired' } },
    });
    expect(await accountOf(noTerms.body.username as string)).toBeUndefined();
    const noId = await register(t, 'Gc01', { acceptIdNumber: false });
    expect(noId.res.body).toMatchObject({
      code: 601,
      msg: 'please agree to the processing of your ID number (sensitive personal information) to register',
      data: { fields: { acceptIdNumber: 'accounts.idConsentRequired' } },
    });
    expect(await accountOf(noId.body.username as string)).toBeUndefined();
    const org = await register(t, 'Gb01', { acceptTerms: false });
    expect(org.res.body).toMatchObject({
      code: 601,
      data: { fields: { acceptTerms: 'accounts.consentRequired' } },
    });
    expect(await accountOf(org.body.username as string)).toBeUndefined();
  });

  it('records each consent with its current version, time and address', async () => {
    const person = await register(t, 'Gc01');
    const account = (await accountOf(person.body.username as string))!;
    const rows = await consentsOf(account.id);
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['agreement', LEGAL_DOCUMENTS.agreement.version],
      ['privacy', LEGAL_DOCUMENTS.privacy.version],
      ['idNumber', LEGAL_DOCUMENTS.privacy.version],
    ]);
    expect(rows.every((r) => r.ip && Date.now() - r.acceptedAt.getTime() < 60_000)).toBe(true);
    // An organisation gives no ID number.
    const org = await register(t, 'Gb01');
    const orgAccount = (await accountOf(org.body.username as string))!;
    expect((await consentsOf(orgAccount.id)).map((r) => r.document)).toEqual(['agreement', 'privacy']);
  });

  it('asks once for a document whose version changed since it was accepted', async () => {
    const person = await register(t, 'Gc01');
    const token = person.res.body.data!.sessionId;
    const account = (await accountOf(person.body.username as string))!;
    const due = () => t.api.get<{ due: string[] }>('/web-auth/consents', {}, { token });
    expect((await due()).body.data).toEqual({ due: [] });
    // As if the agreement had been accepted in an older version.
    await t.deps.db
      .update(accountConsents)
      .set({ version: '0.9' })
      .where(and(eq(accountConsents.accountId, account.id), eq(accountConsents.document, 'agreement')));
    expect((await due()).body.data).toEqual({ due: ['agreement'] });
    const accepted = await t.api.post('/web-auth/consents', { consents: ['agreement'] }, { token });
    expect(accepted.body.data).toEqual({ due: [] });
    expect((await due()).body.data).toEqual({ due: [] });
    expect((await consentsOf(account.id)).map((r) => [r.document, r.version]).slice(-1)).toEqual([
      ['agreement', LEGAL_DOCUMENTS.agreement.version],
    ]);
  });
});
