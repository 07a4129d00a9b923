import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WIRE, encodeBody } from '@rcwb/shared';
import { boothApplications, fairSuspensions, messages } from '../src/db/schema';
import { markNoShows } from '../src/modules/fair-booths';
import { EN } from './accounts-helpers';
import { DAY, HOUR, makeFair, makeTicket, setFairDates } from './fair-helpers';
import { jobForm, makeOrg, publishJob } from './jobs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'editor', 'person']);
const [reviewer, editor, person] = tokens;

type TApp = { id: number; status: string; boothCode: string | null; reason: string | null; noShow: boolean };

const applyAs = (token: string, fairId: number, over: Record<string, unknown> = {}) =>
  api.post<{ id: number }>('/fair-booth/org/apply', { fairId, attendees: [], jobIds: [], ...over }, token);

const approve = (id: number, boothId?: number) =>
  api.post<{ id: number; status: string; booth: string | null }>(
    `/fair-booth/review/${id}/approve`,
    boothId ? { boothId } : {},
    reviewer,
  );

const notices = async (orgId: number, titleKey: string) =>
  t.deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipientId, orgId), eq(messages.titleKey, titleKey)));

/** POST keeping the raw bytes of the answer (exports are not envelopes). */
const postRaw = (url: string, body: Record<string, unknown>, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...EN,
      [WIRE.requestTypeHeader]: WIRE.sm4,
      'content-type': 'application/json',
      repeatsubmit: 'false',
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(encodeBody(t.api.cipher, body)),
  });

describe('booth applications: guards and ownership', () => {
  it('lets only organisations apply, only staff review and check in, only editors list and export', async () => {
    const { fair } = await makeFair(t);
    expect((await api.get('/fair-booth/org/fairs', {}, person)).body.code).toBe(403);
    expect((await applyAs(person, fair.id)).body.code).toBe(403);
    const org = await makeOrg(t, 'Guarded Co');
    expect((await api.get('/fair-booth/review/list', {}, org.token)).body.code).toBe(403);
    expect((await api.post('/fair-booth/checkIn', { fairId: fair.id, code: 'X' }, org.token)).body.code).toBe(
      403,
    );
    expect((await api.get('/fair-booth/all/list', {}, reviewer)).body.code).toBe(403);
    expect((await api.get(`/fair-booth/figures/${fair.id}`, {}, org.token)).body.code).toBe(403);
    expect((await api.get('/fair-booth/all/list', {}, editor)).body.code).toBe(200);
    expect((await api.get('/fair-booth/review/list', {}, reviewer)).body.code).toBe(200);
    expect((await api.get('/fair-booth/org/overview', {}, undefined)).body.code).toBe(401);
  });

  it('keeps every application to its organisation', async () => {
    const { fair } = await makeFair(t);
    const mine = await makeOrg(t, 'Owner Co');
    const other = await makeOrg(t, 'Other Co');
    const id = (await applyAs(mine.token, fair.id)).body.data!.id;
    const refused = await api.post(`/fair-booth/org/${id}/withdraw`, {}, other.token);
    expect(refused.body).toMatchObject({
      code: 404,
      msg: 'This booth application does not exist, or is not yours',
    });
    expect((await api.put(`/fair-booth/org/${id}/postings`, { jobIds: [] }, other.token)).body.code).toBe(
      404,
    );
    expect((await api.get(`/fair-booth/org/booth/${fair.id}`, {}, other.token)).body.code).toBe(404);
    const theirs = await api.get<{ applications: TApp[] }>(
      `/fair-booth/org/fair/${fair.id}`,
      {},
      other.token,
    );
    expect(theirs.body.data!.applications).toEqual([]);
    const jobOfOther = await publishJob(api, other.token, reviewer);
    const borrowed = await api.put(`/fair-booth/org/${id}/postings`, { jobIds: [jobOfOther] }, mine.token);
    expect(borrowed.body).toMatchObject({
      code: 601,
      msg: 'Choose postings of your organisation that are published',
    });
    expect(
      (await api.post(`/fair-booth/org/${id}/attach`, { jobId: jobOfOther }, mine.token)).body.code,
    ).toBe(601);
  });
});

describe('booking rules', () => {
  it('applies with attendees and published postings, once per fair while the application lives', async () => {
    const { fair } = await makeFair(t);
    const org = await makeOrg(t, 'Applicant Co');
    const job = await publishJob(api, org.token, reviewer);
    const open = await api.get<{ id: number; refusal: unknown; applied: boolean }[]>(
      '/fair-booth/org/fairs',
      {},
      org.token,
    );
    expect(open.body.data!.find((f) => f.id === fair.id)).toMatchObject({ refusal: null, applied: false });
    const res = await applyAs(org.token, fair.id, {
      preference: 'A',
      attendees: [{ name: 'Li Lei', phone: '13800000000' }],
      jobIds: [job],
    });
    expect(res.body.code).toBe(200);
    const again = await applyAs(org.token, fair.id);
    expect(again.body).toMatchObject({
      code: 601,
      msg: 'Your organisation already has an application for this fair; cancel it before applying again',
    });
    const view = await api.get<{ applications: TApp[] }>(`/fair-booth/org/fair/${fair.id}`, {}, org.token);
    expect(view.body.data!.applications).toMatchObject([{ id: res.body.data!.id, status: 'pending' }]);
    const tooMany = await applyAs(org.token, fair.id, {
      attendees: Array.from({ length: 6 }, () => ({ name: 'A', phone: '13800000000' })),
    });
    expect(tooMany.body.code).toBe(601);
  });

  it('books only inside the window', async () => {
    const org = await makeOrg(t, 'Late Co');
    const closed = await makeFair(t, {
      bookingOpensAt: new Date(Date.now() - 3 * DAY),
      bookingClosesAt: new Date(Date.now() - DAY),
    });
    const res = await applyAs(org.token, closed.fair.id);
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toMatch(/^Booths of this fair can be booked from \d{4}-\d{2}-\d{2} \d{2}:\d{2} to /);
    const draft = await makeFair(t, { status: 'draft' });
    expect((await applyAs(org.token, draft.fair.id)).body.code).toBe(404);
  });

  it('books only for eligible organisations', async () => {
    const { fair } = await makeFair(t);
    const pending = await makeOrg(t, 'Unreviewed Co', 'pending');
    expect((await applyAs(pending.token, fair.id)).body.msg).toBe(
      'Only organisations whose registration has been approved can book a booth at this fair',
    );
    const open = await makeFair(t, { approvedOrgsOnly: false });
    expect((await applyAs(pending.token, open.fair.id)).body.code).toBe(200);
    // The test organisations are of industry 64.
    const other = await makeFair(t, { industries: ['10', '20'] });
    const org = await makeOrg(t, 'Finance Co');
    expect((await applyAs(org.token, other.fair.id)).body.msg).toBe(
      'This fair is for organisations of other industries',
    );
    const ours = await makeFair(t, { industries: ['64'] });
    expect((await applyAs(org.token, ours.fair.id)).body.code).toBe(200);
  });

  it('refuses booking during a suspension, naming the day it ends', async () => {
    const { fair } = await makeFair(t);
    const org = await makeOrg(t, 'Suspended Co');
    await t.deps.db.insert(fairSuspensions).values({
      orgId: org.id,
      until: new Date('2099-03-04T02:00:00Z'),
      reason: 'absent',
    });
    const res = await applyAs(org.token, fair.id);
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'You cannot book booths until 2099-03-04 10:00, because your organisation did not turn up at a fair it had booked',
    });
    const overview = await api.get<{ suspension: { until: string } }>(
      '/fair-booth/org/overview',
      {},
      org.token,
    );
    expect(overview.body.data!.suspension.until).toBe('2099-03-04T02:00:00.000Z');
  });

  it('cancels before the deadline (freeing the booth) and refuses after it with the deadline', async () => {
    const { fair, booth } = await makeFair(t);
    const org = await makeOrg(t, 'Cancelling Co');
    const id = (await applyAs(org.token, fair.id)).body.data!.id;
    expect((await approve(id, booth('A-05').id)).body.code).toBe(200);
    expect((await api.post(`/fair-booth/org/${id}/withdraw`, {}, org.token)).body.code).toBe(200);
    expect(await notices(org.id, 'fairBooths.notice.cancelledTitle')).toHaveLength(1);
    // The booth is free again: another organisation is approved into it.
    const next = await makeOrg(t, 'Next Co');
    const nextId = (await applyAs(next.token, fair.id)).body.data!.id;
    expect((await approve(nextId, booth('A-05').id)).body.code).toBe(200);
    // After the deadline, refused with the deadline in the message.
    await setFairDates(t, fair.id, { cancelDeadline: new Date('2020-01-02T04:00:00Z') });
    const late = await api.post(`/fair-booth/org/${nextId}/withdraw`, {}, next.token);
    expect(late.body).toMatchObject({
      code: 601,
      msg: 'Applications for this fair could be cancelled until 2020-01-02 12:00',
    });
  });
});

describe('a new posting shown at a fair', () => {
  it('attaches an own posting (even a draft) to an approved application of a fair to come', async () => {
    const { fair, booth } = await makeFair(t);
    const org = await makeOrg(t, 'Copying Co');
    const id = (await applyAs(org.token, fair.id)).body.data!.id;
    expect((await api.get<unknown[]>('/fair-booth/org/approved', {}, org.token)).body.data).toEqual([]);
    await approve(id, booth('A-06').id);
    const approved = await api.get<{ id: number }[]>('/fair-booth/org/approved', {}, org.token);
    expect(approved.body.data).toMatchObject([{ id, fairId: fair.id }]);
    const draft = await api.post<{ id: number }>('/job/my', jobForm({ title: 'Fair draft' }), org.token);
    const jobId = draft.body.data!.id;
    expect((await api.post(`/fair-booth/org/${id}/attach`, { jobId }, org.token)).body.code).toBe(200);
    expect((await api.post(`/fair-booth/org/${id}/attach`, { jobId }, org.token)).body.code).toBe(200);
    const mine = await api.get<{ postings: { id: number }[] }>(
      `/fair-booth/org/booth/${fair.id}`,
      {},
      org.token,
    );
    expect(mine.body.data!.postings.map((p) => p.id)).toEqual([jobId]);
  });
});

describe('booth review', () => {
  it('approves into a booth, refuses a taken booth, rejects with a reason and moves to a free booth', async () => {
    const { fair, booth } = await makeFair(t);
    const [a, b, c] = await Promise.all([
      makeOrg(t, 'Alpha Co'),
      makeOrg(t, 'Beta Co'),
      makeOrg(t, 'Gamma Co'),
    ]);
    const [idA, idB, idC] = (await Promise.all(
      [a, b, c].map(async (o) => (await applyAs(o.token, fair.id)).body.data!.id),
    )) as [number, number, number];
    const list = await api.get<TApp>(
      '/fair-booth/review/list',
      { fairId: fair.id, status: 'pending' },
      reviewer,
    );
    expect(list.body.total).toBe(3);
    expect((await approve(idA)).body.msg).toBe('Choose a booth for an onsite fair');
    const other = await makeFair(t);
    expect((await approve(idA, other.booth('A-03').id)).body.msg).toBe(
      'This booth is not on the floor plan of this fair',
    );
    expect((await approve(idA, booth('A-03').id)).body.data).toMatchObject({
      status: 'approved',
      booth: 'A-03',
    });
    expect((await approve(idA, booth('A-04').id)).body.msg).toBe(
      'Only an application waiting for review can be approved',
    );
    expect((await approve(idB, booth('A-03').id)).body).toMatchObject({
      code: 601,
      msg: 'Booth A-03 is already taken by another organisation; choose another booth',
    });
    const [notice] = await notices(a.id, 'fairBooths.notice.approvedTitle');
    expect(notice!.params).toMatchObject({ fair: fair.title, booth: 'A-03' });
    expect((await api.post(`/fair-booth/review/${idC}/reject`, { reason: '' }, reviewer)).body.code).toBe(
      601,
    );
    expect(
      (await api.post(`/fair-booth/review/${idC}/reject`, { reason: 'Hall full' }, reviewer)).body.code,
    ).toBe(200);
    expect(await notices(c.id, 'fairBooths.notice.rejectedTitle')).toHaveLength(1);
    const rejected = await api.get<TApp>(`/fair-booth/review/${idC}`, {}, reviewer);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Hall full' });
    // Move: B approved into A-04, then A tries to move into it (taken), then into A-07.
    expect((await approve(idB, booth('A-04').id)).body.code).toBe(200);
    const taken = await api.post(`/fair-booth/review/${idA}/move`, { boothId: booth('A-04').id }, reviewer);
    expect(taken.body.msg).toBe('Booth A-04 is already taken by another organisation; choose another booth');
    const moved = await api.post(`/fair-booth/review/${idA}/move`, { boothId: booth('A-07').id }, reviewer);
    expect(moved.body.data).toMatchObject({ booth: 'A-07' });
    expect(await notices(a.id, 'fairBooths.notice.movedTitle')).toHaveLength(1);
    const booths = await api.get<{ code: string; orgName: string | null }[]>(
      '/fair-booth/booths',
      { fairId: fair.id },
      reviewer,
    );
    expect(booths.body.data!.filter((x) => x.orgName).map((x) => [x.code, x.orgName])).toEqual([
      ['A-04', 'Beta Co'],
      ['A-07', 'Alpha Co'],
    ]);
  });

  it('approves an online fair’s application without a booth', async () => {
    const { fair } = await makeFair(t, { kind: 'online' });
    const org = await makeOrg(t, 'Online Co');
    const id = (await applyAs(org.token, fair.id)).body.data!.id;
    expect((await approve(id)).body.data).toMatchObject({ status: 'approved', booth: null });
  });

  it('lets exactly one of 50 parallel approvals into one booth win', async () => {
    const { fair, booth } = await makeFair(t);
    const orgs = await Promise.all(Array.from({ length: 50 }, (_, i) => makeOrg(t, `Racer ${i} Co`)));
    const ids = await Promise.all(orgs.map(async (o) => (await applyAs(o.token, fair.id)).body.data!.id));
    const answers = await Promise.all(ids.map((id) => approve(id, booth('A-01').id)));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const losers = answers.filter((r) => r.body.code !== 200);
    expect(losers).toHaveLength(49);
    for (const r of losers)
      expect(r.body.msg).toBe('Booth A-01 is already taken by another organisation; choose another booth');
    const approved = await t.deps.db
      .select()
      .from(boothApplications)
      .where(and(eq(boothApplications.fairId, fair.id), eq(boothApplications.status, 'approved')));
    expect(approved).toHaveLength(1);
  });
});

describe('check-in', () => {
  it('checks visitors and organisations in once, for their own fair only', async () => {
    const { fair, booth } = await makeFair(t);
    const other = await makeFair(t);
    const org = await makeOrg(t, 'Arriving Co');
    const id = (await applyAs(org.token, fair.id)).body.data!.id;
    const pendingCode = (
      await t.deps.db.select().from(boothApplications).where(eq(boothApplications.id, id))
    )[0]!.checkInCode;
    const check = (fairId: number, code: string) =>
      api.post('/fair-booth/checkIn', { fairId, code }, reviewer);
    expect((await check(fair.id, pendingCode)).body.msg).toBe(
      'This organisation has no approved booth at this fair',
    );
    await approve(id, booth('A-02').id);
    const mine = await api.get<{ application: { checkInCode: string; boothCode: string } }>(
      `/fair-booth/org/booth/${fair.id}`,
      {},
      org.token,
    );
    const code = mine.body.data!.application.checkInCode;
    expect(mine.body.data!.application.boothCode).toBe('A-02');
    expect((await check(other.fair.id, code)).body.msg).toBe(
      `This code belongs to another fair: ${fair.title}`,
    );
    const first = await check(fair.id, code.toLowerCase());
    expect(first.body.data).toMatchObject({ kind: 'org', name: 'Arriving Co', booth: 'A-02' });
    expect((await check(fair.id, code)).body.msg).toMatch(
      /^Already checked in at \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );

    const ticket = await makeTicket(t, fair.id);
    expect((await check(other.fair.id, ticket.code)).body.code).toBe(601);
    expect((await check(fair.id, ticket.code)).body.data).toMatchObject({
      kind: 'visitor',
      name: 'Visitor Wang',
    });
    expect((await check(fair.id, ticket.code)).body.msg).toMatch(/^Already checked in at /);
    const cancelled = await makeTicket(t, fair.id, 'cancelled');
    expect((await check(fair.id, cancelled.code)).body.msg).toBe('This ticket was cancelled');
    expect((await check(fair.id, 'NOPE42')).body.msg).toBe('No ticket or check-in code NOPE42 was found');

    const figures = await api.get<{ figures: Record<string, number> }>(
      `/fair-booth/figures/${fair.id}`,
      {},
      editor,
    );
    expect(figures.body.data!.figures).toMatchObject({
      boothsTotal: 12,
      boothsBooked: 1,
      boothsAvailable: 11,
      organisations: 1,
      organisationsCheckedIn: 1,
      visitorsRegistered: 1,
      visitorsCheckedIn: 1,
      deliveries: 0,
    });
  });
});

describe('no-shows', () => {
  it('marks approved organisations that never checked in, once, and suspends their booking', async () => {
    const { fair, booth } = await makeFair(t);
    const [absent, present] = await Promise.all([makeOrg(t, 'Absent Co'), makeOrg(t, 'Present Co')]);
    const idAbsent = (await applyAs(absent.token, fair.id)).body.data!.id;
    const idPresent = (await applyAs(present.token, fair.id)).body.data!.id;
    await approve(idAbsent, booth('A-10').id);
    await approve(idPresent, booth('A-11').id);
    const code = (
      await t.deps.db.select().from(boothApplications).where(eq(boothApplications.id, idPresent))
    )[0]!.checkInCode;
    expect((await api.post('/fair-booth/checkIn', { fairId: fair.id, code }, reviewer)).body.code).toBe(200);
    // Not yet ended: nothing happens.
    await markNoShows(t.deps);
    expect(
      await t.deps.db.select().from(fairSuspensions).where(eq(fairSuspensions.orgId, absent.id)),
    ).toHaveLength(0);
    await setFairDates(t, fair.id, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - 2 * DAY + 8 * HOUR),
    });
    const now = new Date();
    await markNoShows(t.deps, now);
    await markNoShows(t.deps, now);
    const suspensions = await t.deps.db
      .select()
      .from(fairSuspensions)
      .where(eq(fairSuspensions.orgId, absent.id));
    expect(suspensions).toHaveLength(1);
    expect(suspensions[0]!.until.getTime()).toBe(now.getTime() + t.config.fairNoShowSuspensionDays * DAY);
    expect(
      await t.deps.db.select().from(fairSuspensions).where(eq(fairSuspensions.orgId, present.id)),
    ).toHaveLength(0);
    const rows = await api.get<{ applications: TApp[] }>(`/fair-booth/org/fair/${fair.id}`, {}, absent.token);
    expect(rows.body.data!.applications[0]).toMatchObject({ status: 'approved', noShow: true });
    expect(await notices(absent.id, 'fairBooths.notice.noShowTitle')).toHaveLength(1);
    const next = await makeFair(t);
    expect((await applyAs(absent.token, next.fair.id)).body.msg).toMatch(/^You cannot book booths until /);
    expect((await applyAs(present.token, next.fair.id)).body.code).toBe(200);
  });
});

describe('the editor’s list, export and figures', () => {
  it('filters every fair’s applications and exports them and the figures to Excel', async () => {
    const { fair } = await makeFair(t, { title: 'Export fair' });
    const org = await makeOrg(t, 'Exported Co');
    await applyAs(org.token, fair.id, { preference: '=SUM(A1)' });
    const list = await api.get<TApp & { orgName: string }>(
      '/fair-booth/all/list',
      { fairId: fair.id, orgName: 'Exported' },
      editor,
    );
    expect(list.body.total).toBe(1);
    expect(
      (await api.get('/fair-booth/all/list', { fairId: fair.id, status: 'approved' }, editor)).body.total,
    ).toBe(0);
    const sheet = await postRaw('/fair-booth/all/export', { fairId: fair.id }, editor);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const figures = await postRaw(`/fair-booth/figures/${fair.id}/export`, {}, editor);
    expect(figures.headers['content-type']).toContain('spreadsheetml');
    const reviewerTry = await postRaw('/fair-booth/all/export', {}, reviewer);
    expect(reviewerTry.headers['content-type']).not.toContain('spreadsheetml');
  });
});
