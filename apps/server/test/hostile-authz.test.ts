import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WIRE, encodeBody, encodeQuery, hasPermiOr, hasRoleOr } from '@rcwb/shared';
import { accounts, browseHistory, feedbacks, jobAlerts, sessions } from '../src/db/schema';
import { grantsOf } from '../src/modules/auth/authenticate';
import { AUTHZ_MATRIX } from './authz-matrix';
import { daysAhead, makeInvitation, makePerson, makeResume } from './deliveries-helpers';
import { makeFair } from './fair-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, jobForm, makeOrg, publishJob } from './jobs-helpers';
import { gigForm, publishGig } from './gigs-helpers';
import { resumeForm } from './resumes-helpers';
import { makeBatch } from './program-helpers';
import { makeArchiveObjects } from './archives-helpers';
import { signInAs } from './sessions';

/**
 * The authorization matrix, attacked: every route of the matrix × every seeded role (and no
 * session), each with another account's object where the route takes an id. A cell's expected
 * outcome comes from the route's guard in authz-matrix.ts and from the object's scope below.
 */

/** The seeded demo accounts, one per role. */
const ROLE_ACCOUNTS = ['admin', 'reviewer', 'archivist', 'editor', 'expert', 'person', 'org', 'auditor'];

/** Calls that end the caller's own session or that only a browser upgrade reaches. */
const NOT_CALLED = new Set(['DELETE /api/web-auth/logout', 'GET /', 'GET /rcwb', 'GET /ws/:username']);

/**
 * Whose object an id names, for every route that takes one:
 * - own: only its owner (or the other party of a delivery) may touch it; everyone else — staff
 *   included — must be refused (403/404) unless they hold one of `staff` (staff-wide reads);
 * - staff: any holder of the route's permission may (review, registry, content screens);
 * - public: anyone may read it (published content, public profiles).
 */
type TScope = { scope: 'own'; staff?: string[] } | { scope: 'staff' } | { scope: 'public' };
type TVictim = Record<
  | 'person'
  | 'org'
  | 'resume'
  | 'job'
  | 'delivery'
  | 'invitation'
  | 'alert'
  | 'history'
  | 'feedback'
  | 'session'
  | 'gig'
  | 'gigOrder'
  | 'fair'
  | 'boothApplication'
  | 'programApplication'
  | 'archive'
  | 'archiveRequest'
  | 'archiveDocument',
  number
>;
const OBJECTS: [RegExp, (v: TVictim) => Record<string, string | number>, TScope][] = [
  [/ \/api\/resume\/my\/:id/, (v) => ({ id: v.resume }), { scope: 'own' }],
  [/ \/api\/resume\/view\/:id$/, (v) => ({ id: v.resume }), { scope: 'own', staff: ['g07:resume:list'] }],
  [/ \/api\/resume\/staff\/:id/, (v) => ({ id: v.resume }), { scope: 'staff' }],
  [/ \/api\/job\/my\/:id/, (v) => ({ id: v.job }), { scope: 'own' }],
  [/ \/api\/job\/review\/:id/, (v) => ({ id: v.job }), { scope: 'staff' }],
  [/ \/api\/(job\/detail|recruitment\/job)\/:id(\/similar)?$/, (v) => ({ id: v.job }), { scope: 'public' }],
  [/ \/api\/delivery\/my\/job\/:jobId$/, (v) => ({ jobId: v.job }), { scope: 'public' }],
  [/^GET \/api\/delivery\/:id$/, (v) => ({ id: v.delivery }), { scope: 'own', staff: ['g07:delivery:list'] }],
  [/ \/api\/delivery\/:id\//, (v) => ({ id: v.delivery }), { scope: 'own' }],
  [/ \/api\/interview\/:id/, (v) => ({ id: v.delivery }), { scope: 'own' }],
  [/ \/api\/invitation\/:id\//, (v) => ({ id: v.invitation }), { scope: 'own' }],
  [/ \/api\/job-alert\/:id/, (v) => ({ id: v.alert }), { scope: 'own' }],
  [/ \/api\/browse-history\/:id$/, (v) => ({ id: v.history }), { scope: 'own' }],
  [/ \/api\/web-auth\/security\/sessions\/:id$/, (v) => ({ id: v.session }), { scope: 'own' }],
  [/ \/api\/web-auth\/oauth\/bindings\/:id$/, () => ({ id: 999_999 }), { scope: 'own' }],
  [/ \/api\/gig\/my\/:id/, (v) => ({ id: v.gig }), { scope: 'own' }],
  [/ \/api\/(gig|worker-card)\/review\/:id/, (v) => ({ id: v.gig }), { scope: 'staff' }],
  [/ \/api\/gig\/(public\/:id|:id\/apply)$/, (v) => ({ id: v.gig }), { scope: 'public' }],
  [/ \/api\/gig-order\/:id\//, (v) => ({ id: v.gigOrder }), { scope: 'own' }],
  [/ \/api\/feedback\/staff\/:id/, (v) => ({ id: v.feedback }), { scope: 'staff' }],
  [/ \/api\/system\/(org)\/:id/, (v) => ({ id: v.org }), { scope: 'staff' }],
  [/ \/api\/system\/(person|user)\/:id/, (v) => ({ id: v.person }), { scope: 'staff' }],
  [/ \/api\/system\/(role|dict-entry|bindings)\/:id/, () => ({ id: 1 }), { scope: 'staff' }],
  [/ \/api\/system\/param\/:key/, () => ({ key: 'captchaEnabled' }), { scope: 'staff' }],
  [/ \/api\/recruitment\/company\/:id$/, (v) => ({ id: v.org }), { scope: 'public' }],
  [/ \/api\/recruitment\/talent\/:id$/, (v) => ({ id: v.resume }), { scope: 'public' }],
  [
    / \/api\/(content|public)\//,
    () => ({ id: 1, fileId: '00000000-0000-0000-0000-000000000000' }),
    { scope: 'staff' },
  ],
  // Fairs: the editor's (any fair is theirs to manage) and the public's; a caller's own ticket
  // of a fair, and a ticket nobody here holds (only its owner cancels it).
  [/ \/api\/fair\/(editor|public)\//, () => ({ id: 1 }), { scope: 'staff' }],
  [/ \/api\/fair\/ticket\/forFair\/:fairId$/, () => ({ fairId: 1 }), { scope: 'public' }],
  [/ \/api\/fair\/ticket\/:id\//, () => ({ id: 999_999 }), { scope: 'own' }],
  // A published fair is no one's: any organisation reads it with its own applications (none).
  [/ \/api\/fair-booth\/org\/fair\/:id$/, (v) => ({ id: v.fair }), { scope: 'public' }],
  [/ \/api\/fair-booth\/org\/booth\/:id$/, (v) => ({ id: v.fair }), { scope: 'own' }],
  [/ \/api\/fair-booth\/org\/:id\//, (v) => ({ id: v.boothApplication }), { scope: 'own' }],
  [/ \/api\/fair-booth\/review\/:id/, (v) => ({ id: v.boothApplication }), { scope: 'staff' }],
  [/ \/api\/fair-booth\/figures\/:id/, (v) => ({ id: v.fair }), { scope: 'staff' }],
  // Talent program batches and their reference data are staff-wide: any holder of the permission.
  [/ \/api\/program\/(batch|reference)\//, () => ({ id: 1 }), { scope: 'staff' }],
  // Reviewers' approvals are staff-wide: any holder of the permission reads and decides them.
  [/ \/api\/program\/approval\/batch/, () => ({ id: 1 }), { scope: 'staff' }],
  [/ \/api\/program\/approval\//, (v) => ({ id: v.programApplication }), { scope: 'staff' }],
  // An expert scores only the applications they are assigned to; staff read every score and
  // publish the results' notice.
  [/ \/api\/program\/scoring\/application\/:id/, (v) => ({ id: v.programApplication }), { scope: 'own' }],
  [/ \/api\/program\/scoring\/detail\/:id/, (v) => ({ id: v.programApplication }), { scope: 'staff' }],
  [/ \/api\/program\/scoring\/(batch|feedback)\/:id/, () => ({ id: 1 }), { scope: 'staff' }],
  // Talent recognitions and service requests are their applicant's alone (ones nobody here owns);
  // reviewers read and decide every one.
  [/ \/api\/talent-service\/review\//, () => ({ id: 1 }), { scope: 'staff' }],
  [/ \/api\/talent-service\/(recognition|service-request)\/:id/, () => ({ id: 999_999 }), { scope: 'own' }],
  // A talent program application is its applicant's alone.
  [/ \/api\/program\/application\/:id/, (v) => ({ id: v.programApplication }), { scope: 'own' }],
  // The archive registry, request handling and revocation are archivist-wide.
  [/ \/api\/archive\/registry\/:id/, (v) => ({ id: v.archive }), { scope: 'staff' }],
  [/ \/api\/archive\/handling\/:id/, (v) => ({ id: v.archiveRequest }), { scope: 'staff' }],
  [/ \/api\/archive\/document\/:id\/revoke/, (v) => ({ id: v.archiveDocument }), { scope: 'staff' }],
  // A holder's archive, requests and documents are theirs; archivists read the documents.
  [/ \/api\/archive\/my\/:id/, (v) => ({ id: v.archive }), { scope: 'own' }],
  [/ \/api\/archive\/request\/:id/, (v) => ({ id: v.archiveRequest }), { scope: 'own' }],
  [
    / \/api\/archive\/document\/:id/,
    (v) => ({ id: v.archiveDocument }),
    { scope: 'own', staff: ['g08:archiveDocument:list', 'g08:archiveRequest:handle'] },
  ],
  // A data export is its requester's alone (one nobody here requested: only its owner reads it).
  [/ \/api\/exports\/:id/, () => ({ id: 999_999 }), { scope: 'own' }],
  [/ \/api\/files\/:key$/, () => ({ key: '0'.repeat(32) }), { scope: 'public' }],
  [
    / \/api\/web-auth\/(oauth\/:provider|dict)\//,
    () => ({ provider: 'none', type: 'sys_user_sex' }),
    { scope: 'public' },
  ],
];

/**
 * Valid bodies for the writes on another's object, so that the refusal they get is the ownership
 * check's and not the schema's.
 */
const BODIES: Record<string, (v: TVictim) => Record<string, unknown>> = {
  'PUT /api/job-alert/:id': () => ({ name: '改名', enabled: false }),
  'PUT /api/resume/my/:id': () => resumeForm(),
  'POST /api/resume/my/:id/visibility': () => ({ visibility: 'public', consent: true }),
  'PUT /api/job/my/:id': () => jobForm(),
  'POST /api/invitation/:id/accept': (v) => ({ resumeId: v.resume }),
  'POST /api/delivery/:id/interview': () => ({ startsAt: daysAhead(3), place: '会议室' }),
  'POST /api/delivery/:id/reject': () => ({ reason: '不合适' }),
  'POST /api/delivery/:id/notes': () => ({ body: '备注' }),
  'PUT /api/gig/my/:id': () => gigForm(),
  'POST /api/gig/my/:id/invite': () => ({ cardId: 1 }),
  'POST /api/gig-order/:id/confirm': () => ({ amount: 100 }),
  'POST /api/gig-order/:id/rate': () => ({ score: 5, comment: '' }),
  'PUT /api/fair-booth/org/:id/postings': () => ({ jobIds: [] }),
  'POST /api/fair-booth/org/:id/attach': (v) => ({ jobId: v.job }),
  'PUT /api/program/application/:id/info': () => ({ name: '改名' }),
  'PUT /api/program/application/:id/materials': () => ({ files: [], declared: true }),
  'PUT /api/archive/request/:id': () => ({
    form: { kind: 'deposit', formerUnit: '福州数智科技有限公司', reason: '' },
    attachments: [],
  }),
};

type TCaller = { name: string; token?: string; roles: string[]; permissions: string[]; accountId?: number };
type TCell = { route: string; caller: string; expect: 'refused' | 'notSuccess' | 'admitted' };

const parseGuard = (g: string) => {
  const [kind, list] = g.split(/:(.*)/s) as [string, string | undefined];
  return { kind, any: list ? list.split('|') : [] };
};

/** Whether the guard lets the caller in (core/mount.ts checkGuard, with the shared rules). */
function admits(guard: string, c: TCaller): boolean {
  const g = parseGuard(guard);
  if (g.kind === 'public') return true;
  if (!c.token) return false;
  if (g.kind === 'auth') return true;
  if (g.kind === 'perm') return hasPermiOr(c.permissions, g.any);
  return hasRoleOr(c.roles, g.any);
}

let t: TTestApp;
let callers: TCaller[];
let victim: TVictim;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '100000' });
  callers = [{ name: 'anonymous', roles: [], permissions: [] }];
  for (const username of ROLE_ACCOUNTS) {
    const [row] = await t.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, username));
    const grants = await grantsOf(t.deps.db, row!.id);
    callers.push({ name: username, token: await signInAs(t, username), accountId: row!.id, ...grants });
  }
  // The victims: a person and an organisation none of the callers is, with one object of each kind.
  const api = caller(t);
  const person = await makePerson(t, '受害者甲');
  const org = await makeOrg(t, '受害单位');
  const resume = await makeResume(t, person.id, { isDefault: true });
  const job = await publishJob(api, org.token, callers.find((c) => c.name === 'reviewer')!.token!);
  const delivered = await api.post<{ id: number }>(
    '/delivery',
    { jobId: job, resumeId: resume },
    person.token,
  );
  expect(delivered.body.code).toBe(200);
  const [alert] = await t.deps.db
    .insert(jobAlerts)
    .values({ accountId: person.id, name: '提醒', filters: {} })
    .returning({ id: jobAlerts.id });
  const [history] = await t.deps.db
    .insert(browseHistory)
    .values({ accountId: person.id, kind: 'job', targetId: job })
    .returning({ id: browseHistory.id });
  const [feedback] = await t.deps.db
    .insert(feedbacks)
    .values({ authorId: person.id, kind: 'complaint', title: '投诉', content: '内容' })
    .returning({ id: feedbacks.id });
  const gig = await publishGig(api, org.token, callers.find((c) => c.name === 'reviewer')!.token!);
  const gigApplied = await api.post<{ id: number }>(`/gig/${gig}/apply`, {}, person.token);
  expect(gigApplied.body.code).toBe(200);
  const [session] = await t.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.accountId, person.id));
  const { fair } = await makeFair(t, { approvedOrgsOnly: false });
  const applied = await api.post<{ id: number }>(
    '/fair-booth/org/apply',
    { fairId: fair.id, attendees: [], jobIds: [job] },
    org.token,
  );
  expect(applied.body.code).toBe(200);
  const batch = await makeBatch(t);
  const programApplied = await api.post<{ id: number }>(
    '/program/application',
    { batchId: batch.id },
    person.token,
  );
  expect(programApplied.body.code).toBe(200);
  victim = {
    fair: fair.id,
    boothApplication: applied.body.data!.id,
    person: person.id,
    org: org.id,
    resume,
    job,
    delivery: delivered.body.data!.id,
    invitation: await makeInvitation(t, org.id, job, person.id),
    alert: alert!.id,
    history: history!.id,
    feedback: feedback!.id,
    session: session!.id,
    gig,
    gigOrder: gigApplied.body.data!.id,
    programApplication: programApplied.body.data!.id,
    ...(await makeArchiveObjects(t, person.id, person.token)),
  };
}, 60_000);
afterAll(() => t.close());

/** The expected outcome of one cell, from the guard and the object's scope. */
function expectationOf(key: string, guard: string, c: TCaller): TCell['expect'] {
  if (!admits(guard, c)) return 'refused';
  if (!key.includes(':')) return 'admitted';
  const scope = OBJECTS.find(([pattern]) => pattern.test(key))?.[2];
  if (!scope) throw new Error(`no object named for ${key}: add it to OBJECTS`);
  if (scope.scope !== 'own') return 'admitted';
  return scope.staff && hasPermiOr(c.permissions, scope.staff) ? 'admitted' : 'notSuccess';
}

async function call(key: string, c: TCaller) {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const ids = OBJECTS.find(([p]) => p.test(key))?.[1](victim) ?? {};
  const url = pattern.replace(/:(\w+)/g, (_m, name: string) => String(ids[name] ?? 1));
  const isRead = method === 'GET' || method === 'DELETE';
  const headers: Record<string, string> = { 'accept-language': 'en', repeatsubmit: 'false' };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (!isRead) {
    headers[WIRE.requestTypeHeader] = WIRE.sm4;
    headers['content-type'] = 'application/json';
  }
  const res = await t.app.inject({
    method,
    url: isRead ? `${url}?${WIRE.queryParam}=${encodeQuery(t.api.cipher, {})}` : url,
    headers,
    ...(isRead ? {} : { payload: JSON.stringify(encodeBody(t.api.cipher, BODIES[key]?.(victim) ?? {})) }),
  });
  let code = res.statusCode;
  if (String(res.headers['content-type']).startsWith('application/json')) {
    const body = res.json() as { code?: number; success?: boolean };
    code = body.code ?? (body.success ? 200 : res.statusCode);
  }
  // An answer that is neither an envelope nor an error status is the thing itself: a success.
  return { status: res.statusCode, code };
}

describe('hostile: authorization matrix', () => {
  it('answers no cell with a success it should not, and none with a server error', async () => {
    const routes = Object.entries(AUTHZ_MATRIX).filter(([key]) => !NOT_CALLED.has(key));
    const unexpected: string[] = [];
    const serverErrors: string[] = [];
    let cells = 0;
    let called = 0;
    const started = Date.now();
    for (const [key, guard] of routes) {
      for (const c of callers) {
        cells += 1;
        const expected = expectationOf(key, guard, c);
        // Admitted cells without another's object are the route's own business (its tests).
        if (expected === 'admitted' && (!key.includes(':') || !key.startsWith('GET '))) continue;
        called += 1;
        const { status, code } = await call(key, c);
        if (status >= 500 || code === 500) serverErrors.push(`${key} as ${c.name}: ${status}/${code}`);
        const success = status >= 200 && status < 300 && code === 200;
        if (expected === 'refused' && !(code === (c.token ? 403 : 401) || (status >= 400 && status < 500)))
          unexpected.push(`${key} as ${c.name}: expected ${c.token ? 403 : 401}, got ${status}/${code}`);
        if (expected === 'notSuccess' && success)
          unexpected.push(`${key} as ${c.name}: another's object, got 200`);
      }
    }
    console.log(
      `authorization matrix: ${routes.length} routes × ${callers.length} callers = ${cells} cells, ${called} called, ` +
        `${unexpected.length} unexpected answers, ${serverErrors.length} 5xx, ${Date.now() - started} ms`,
    );
    expect(unexpected).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 120_000);
});
