import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gc01 } from '../src/db/schema';
import { personalDataOf } from '../src/core/personal-data';
import { DEMO_ID_NUMBER, DEMO_MOBILES } from '../src/modules/accounts/demo-profiles';
import { orgMaySeeContact } from '../src/modules/resumes';
import { accounts } from '../src/db/schema';
import { AUTHZ_MATRIX } from './authz-matrix';
import { makeIdNumber } from './accounts-helpers';
import { makePerson, makeResume } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * Hostile suite "personal data": people with known ID numbers and mobiles are seeded and act
 * (fill in their records, deliver, withdraw); then every read route is called by every kind of
 * caller, and every answer that went to someone other than the data's owner, plus every line the
 * server logged meanwhile, is searched for the raw ID numbers and mobile numbers. An organisation
 * the person applied to (an active delivery) may see the mobile, never the ID number.
 */

type TSecretOwner = { accountId: number; idNumber: string; mobile: string };
type TCaller = { label: string; token?: string; accountId: number | null };

const logLines: string[] = [];
let t: TTestApp;
let api: ReturnType<typeof caller>;
const people: TSecretOwner[] = [];
const callers: TCaller[] = [];
const ids = new Set<number>();

/** Routes that answer files or redirects rather than data, or start an external sign-in. */
const SKIPPED = [
  /^\/api\/files\//,
  /\/oauth\/:provider\/start$/,
  /\/attachment\/:fileId$/,
  /^\/api\/web-auth\/code$/,
];

async function person(name: string, idNumber: string) {
  const p = await makePerson(t, name);
  const pd = personalDataOf(t.deps.config);
  // The ID number as registration stores it (encrypted, with its blind index).
  await t.deps.db
    .update(gc01)
    .set({ idNumberEnc: pd.encrypt(idNumber), idNumberIndex: pd.blindIndex('id-number', idNumber) })
    .where(eq(gc01.accountId, p.id));
  // The person fills in their record through the API: the number passes through the server.
  const form = {
    name,
    idNumber,
    email: `${p.id}@example.com`,
    education: '4',
    major: '档案学',
    school: '福建师范大学',
    workYears: 3,
    region: '350102',
    address: '福州市仓山区',
    politicalStatus: '03',
  };
  expect((await api.post('/web-auth/updateGc01', form, p.token)).body.code).toBe(200);
  const resume = await makeResume(t, p.id, { isDefault: true, title: `${name}的简历` });
  const shown = { visibility: 'public', consent: true };
  expect((await api.post(`/resume/my/${resume}/visibility`, shown, p.token)).body.code).toBe(200);
  people.push({ accountId: p.id, idNumber, mobile: p.mobile });
  callers.push({ label: `person ${name}`, token: p.token, accountId: p.id });
  ids.add(p.id).add(resume);
  return { ...p, resume };
}

beforeAll(async () => {
  t = await createTestApp(
    { RCWB_LOG_LEVEL: 'trace', RCWB_SMS_RATE_PER_MINUTE: '100000', RCWB_LOGIN_RATE_PER_MINUTE: '100000' },
    { logLines },
  );
  api = caller(t);
  const reviewer = await signInAs(t, 'reviewer');
  const applied = await makeOrg(t, '隐私测试招聘单位');
  const other = await makeOrg(t, '隐私测试另一单位');
  const ann = await person('郑安然', makeIdNumber('350102', '19950308', '123'));
  await person('黄博文', makeIdNumber('350203', '19880612', '456'));
  // Ann applies to one organisation and withdraws from the other; the second person applies nowhere.
  for (const [org, withdraw] of [
    [applied, false],
    [other, true],
  ] as const) {
    const jobId = await publishJob(api, org.token, reviewer, { title: '数据专员' });
    const res = await api.post<{ id: number }>('/delivery', { jobId, resumeId: ann.resume }, ann.token);
    expect(res.body.code).toBe(200);
    ids.add(res.body.data!.id).add(jobId);
    if (withdraw)
      expect((await api.post(`/delivery/${res.body.data!.id}/withdraw`, {}, ann.token)).body.code).toBe(200);
  }
  for (const org of [applied, other]) {
    callers.push({ label: `org ${org.id}`, token: org.token, accountId: org.id });
    ids.add(org.id);
  }
  const [demo] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
  people.push({ accountId: demo!.id, idNumber: DEMO_ID_NUMBER, mobile: DEMO_MOBILES.person });
  ids.add(demo!.id);
  for (const username of ['person', 'org', 'admin', 'reviewer', 'archivist', 'editor', 'expert']) {
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, username));
    callers.push({ label: username, token: await signInAs(t, username), accountId: row!.id });
  }
  callers.push({ label: 'anonymous', accountId: null });
}, 120_000);
afterAll(() => t.close());

/** Every GET route of the matrix with each path parameter filled in from the seeded ids. */
function readUrls(): string[] {
  const urls: string[] = [];
  for (const key of Object.keys(AUTHZ_MATRIX)) {
    const [method, path] = key.split(' ') as [string, string];
    if (method !== 'GET' || !path.startsWith('/api/') || SKIPPED.some((r) => r.test(path))) continue;
    const route = path.slice('/api'.length);
    const idParams = route.match(/:(id|jobId)\b/g) ?? [];
    const fill = (id: number) => route.replace(/:(id|jobId)\b/g, String(id)).replace(/:[A-Za-z]+/g, 'x');
    if (idParams.length === 0) urls.push(fill(0));
    else for (const id of ids) urls.push(fill(id));
  }
  return urls;
}

describe('hostile: personal data in answers and logs', () => {
  it('finds no raw ID number or mobile in any answer to someone else, nor in the log', async () => {
    // What each caller may legitimately see of someone else: an entitled organisation the mobile.
    const allowedMobile = new Map<string, Set<string>>();
    for (const c of callers) {
      const ok = new Set<string>();
      if (c.accountId !== null)
        for (const p of people)
          if (await orgMaySeeContact(t.deps.db, c.accountId, p.accountId)) ok.add(p.mobile);
      allowedMobile.set(c.label, ok);
    }
    const urls = readUrls();
    const found: string[] = [];
    let responses = 0;
    // Callers run side by side (each one's calls in order): the server interleaves them as it
    // would real users, and the suite stays quick.
    await Promise.all(
      callers.map(async (c) => {
        const secrets = people
          .filter((p) => p.accountId !== c.accountId)
          .flatMap((p) => [p.idNumber, ...(allowedMobile.get(c.label)!.has(p.mobile) ? [] : [p.mobile])]);
        for (const url of urls) {
          const res = await api.get(url, undefined, c.token);
          responses += 1;
          const text = JSON.stringify(res.body);
          for (const s of secrets)
            if (text.includes(s)) found.push(`${c.label} GET ${url}: ${s.slice(0, 3)}…`);
        }
      }),
    );
    const everyone = people.flatMap((p) => [p.idNumber, p.mobile]);
    const logged = logLines.filter((line) => everyone.some((s) => line.includes(s)));
    console.log(
      `personal data: ${responses} responses and ${logLines.length} log lines scanned, ` +
        `${found.length + logged.length} raw ID numbers or mobiles found`,
    );
    expect(found).toEqual([]);
    expect(logged.map((l) => l.slice(0, 200))).toEqual([]);
    // The suite saw real traffic: answers with data, and the server logging requests.
    expect(responses).toBeGreaterThan(1000);
    expect(logLines.length).toBeGreaterThan(responses);
  }, 360_000);
});
