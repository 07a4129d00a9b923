import { beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, inArray, like } from 'drizzle-orm';
import { GIG_ORDER_STATUSES } from '@rcwb/shared';
import { accounts, gigOrders, gigPostings, gigRatings, messages, workerCards } from '../src/db/schema';
import { demoGigsSeed } from '../src/modules/gigs/demo-gigs';
import { makeOrg } from './jobs-helpers';
import { makePerson } from './deliveries-helpers';
import { cardForm, gigDay, gigForm, publishGig, rowsOf } from './gigs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer']);
const [reviewer] = tokens;
let org: { id: number; token: string };
let pendingOrg: { id: number; token: string };
let employer: Awaited<ReturnType<typeof makePerson>>;
let worker: Awaited<ReturnType<typeof makePerson>>;
let other: Awaited<ReturnType<typeof makePerson>>;
let incomplete: Awaited<ReturnType<typeof makePerson>>;

beforeAll(async () => {
  org = await makeOrg(t, '榕城家政服务有限公司');
  pendingOrg = await makeOrg(t, '待审单位', 'pending');
  employer = await makePerson(t, '林雇主');
  worker = await makePerson(t, '陈师傅');
  other = await makePerson(t, '黄路人');
  incomplete = await makePerson(t, '未完善');
  await t.deps.db.update(accounts).set({ profileComplete: false }).where(eq(accounts.id, incomplete.id));
});

const OK = 200;
const refused = (msg: string) => ({ code: 601, msg });
const gigMissing = { code: 404, msg: 'this gig does not exist or is not yours' };
const orderMissing = { code: 404, msg: 'this gig order does not exist or is not yours' };
const step = (id: number, action: string, token: string, body: Record<string, unknown> = {}) =>
  api.post(`/gig-order/${id}/${action}`, body, token);
const lastMessage = async (accountId: number) =>
  (
    await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, accountId))
      .orderBy(desc(messages.id))
      .limit(1)
  )[0];

async function apply(gigId: number, who = worker) {
  const res = await api.post<{ id: number; status: string }>(`/gig/${gigId}/apply`, {}, who.token);
  expect(res.body).toMatchObject({ code: OK, data: { status: 'applied' } });
  return res.body.data!.id;
}

describe('guards and who may post', () => {
  it('keeps anonymous callers, staff and the wrong kind of account out', async () => {
    expect((await api.get('/gig/my/list', {})).body.code).toBe(401);
    expect((await api.get('/gig/my/list', {}, reviewer)).body.code).toBe(403);
    expect((await api.get('/worker-card/my', undefined, org.token)).body.code).toBe(403);
    expect((await api.post('/gig/1/apply', {}, org.token)).body.code).toBe(403);
    expect((await api.get('/gig/review/list', {}, employer.token)).body.code).toBe(403);
    expect((await api.post('/gig/review/1/approve', {}, employer.token)).body.code).toBe(403);
    expect((await api.get('/worker-card/review/list', {}, org.token)).body.code).toBe(403);
  });

  it('lets an approved organisation and a person with a complete identity post, nobody else', async () => {
    expect((await api.post('/gig/my', gigForm(), org.token)).body).toMatchObject({
      code: OK,
      data: { status: 'draft' },
    });
    expect((await api.post('/gig/my', gigForm(), employer.token)).body).toMatchObject({ code: OK });
    const notAllowed = refused(
      'only an approved organisation, or a person whose identity record is complete, can post gigs',
    );
    expect((await api.post('/gig/my', gigForm(), pendingOrg.token)).body).toMatchObject(notAllowed);
    expect((await api.post('/gig/my', gigForm(), incomplete.token)).body).toMatchObject(notAllowed);
  });

  it('checks the form: dates in order, end time after start, a known category', async () => {
    const bad = await api.post(
      '/gig/my',
      gigForm({ startDate: gigDay(3), endDate: gigDay(1) }),
      employer.token,
    );
    expect(bad.body).toMatchObject({ code: 601, data: { fields: { endDate: 'gigs.dates' } } });
    const times = await api.post(
      '/gig/my',
      gigForm({ dailyStart: '18:00', dailyEnd: '09:00' }),
      employer.token,
    );
    expect(times.body).toMatchObject({ code: 601, data: { fields: { dailyEnd: 'gigs.times' } } });
    expect((await api.post('/gig/my', gigForm({ category: 'spying' }), employer.token)).body.code).not.toBe(
      OK,
    );
  });
});

describe('ownership', () => {
  it('answers another employer’s gig as missing, for every call on it', async () => {
    const id = (await api.post<{ id: number }>('/gig/my', gigForm(), employer.token)).body.data!.id;
    expect((await api.get(`/gig/my/${id}`, undefined, org.token)).body).toMatchObject(gigMissing);
    expect((await api.put(`/gig/my/${id}`, gigForm(), org.token)).body).toMatchObject(gigMissing);
    expect((await api.post(`/gig/my/${id}/submit`, {}, org.token)).body).toMatchObject(gigMissing);
    expect((await api.get(`/gig/my/${id}/orders`, {}, org.token)).body).toMatchObject(gigMissing);
    expect((await api.post(`/gig/my/${id}/invite`, { cardId: 1 }, org.token)).body).toMatchObject(gigMissing);
    const mine = await api.get<{ id: number }>('/gig/my/list', {}, org.token);
    expect(rowsOf(mine).map((r) => r.id)).not.toContain(id);
  });
});

describe('gig review (g070106)', () => {
  it('publishes, rejects with a reason or returns a submitted gig, once', async () => {
    const id = (await api.post<{ id: number }>('/gig/my', gigForm({ title: '审核测试' }), employer.token))
      .body.data!.id;
    // A draft is not in the queue and cannot be decided.
    expect((await api.post(`/gig/review/${id}/approve`, {}, reviewer)).body).toMatchObject(
      refused('only a gig waiting for review can be approved'),
    );
    expect((await api.post(`/gig/my/${id}/submit`, {}, employer.token)).body).toMatchObject({
      code: OK,
      data: { status: 'pending' },
    });
    expect((await api.post(`/gig/my/${id}/submit`, {}, employer.token)).body).toMatchObject(
      refused('only a draft or rejected gig can be submitted for review'),
    );
    expect((await api.put(`/gig/my/${id}`, gigForm(), employer.token)).body).toMatchObject(
      refused('only a draft, returned or rejected gig can be changed'),
    );
    const queue = await api.get<{ id: number }>('/gig/review/list', { limit: 100 }, reviewer);
    expect(rowsOf(queue).map((r) => r.id)).toContain(id);
    // Not on the public market while pending.
    expect((await api.get(`/gig/public/${id}`, undefined)).body.code).toBe(404);

    expect((await api.post(`/gig/review/${id}/return`, { reason: '' }, reviewer)).body.code).not.toBe(OK);
    expect((await api.post(`/gig/review/${id}/return`, { reason: '地址不详' }, reviewer)).body).toMatchObject(
      {
        code: OK,
        data: { status: 'draft', reviewReason: '地址不详' },
      },
    );
    expect((await lastMessage(employer.id))!.titleKey).toBe('gigs.notice.returned.title');

    await api.put(
      `/gig/my/${id}`,
      gigForm({ title: '审核测试', address: '福州市鼓楼区五四路 100 号 3 楼' }),
      employer.token,
    );
    await api.post(`/gig/my/${id}/submit`, {}, employer.token);
    expect((await api.post(`/gig/review/${id}/reject`, { reason: '信息不实' }, reviewer)).body).toMatchObject(
      {
        code: OK,
        data: { status: 'rejected' },
      },
    );
    await api.post(`/gig/my/${id}/submit`, {}, employer.token);
    const [a, b] = await Promise.all([
      api.post(`/gig/review/${id}/approve`, {}, reviewer),
      api.post(`/gig/review/${id}/approve`, {}, reviewer),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([OK, 601]);
    expect((await api.get(`/gig/public/${id}`, undefined)).body).toMatchObject({
      code: OK,
      data: { status: 'published', title: '审核测试' },
    });
    // The public view never carries the contact.
    expect(JSON.stringify((await api.get(`/gig/public/${id}`, undefined)).body.data)).not.toContain(
      '13900001111',
    );
    expect((await lastMessage(employer.id))!.titleKey).toBe('gigs.notice.approved.title');
  });

  it('counts waiting gigs and cards on the reviewer’s landing', async () => {
    const res = await api.get<unknown>('/workbench/review', undefined, reviewer);
    const cards = (res.body.data as { cards: { figures: { key: string; value: number }[] }[] }).cards;
    const figures = cards.flatMap((c) => c.figures);
    expect(figures.map((f) => f.key)).toEqual(expect.arrayContaining(['gigs', 'worker-cards']));
    const gigs = await api.get('/gig/review/list', {}, reviewer);
    expect(figures.find((f) => f.key === 'gigs')!.value).toBe(gigs.body.total);
  });
});

describe('worker cards (g070107)', () => {
  it('saves, submits and is reviewed; only then does the market show it, masked', async () => {
    expect((await api.get('/worker-card/my', undefined, worker.token)).body).toMatchObject({
      code: OK,
      data: null,
    });
    expect((await api.post('/worker-card/my/submit', {}, worker.token)).body).toMatchObject(
      refused('you have no worker card yet; save one first'),
    );
    const saved = await api.put<{ id: number; status: string }>('/worker-card/my', cardForm(), worker.token);
    expect(saved.body).toMatchObject({ code: OK, data: { status: 'draft' } });
    const cardId = saved.body.data!.id;
    expect((await api.post('/worker-card/my/submit', {}, worker.token)).body).toMatchObject({
      code: OK,
      data: { status: 'pending' },
    });
    expect((await api.put('/worker-card/my', cardForm(), worker.token)).body.code).toBe(601);
    expect(
      (await api.post(`/worker-card/review/${cardId}/reject`, { reason: '照片不清' }, reviewer)).body,
    ).toMatchObject({
      code: OK,
      data: { status: 'rejected' },
    });
    await api.post('/worker-card/my/submit', {}, worker.token);
    expect((await api.post(`/worker-card/review/${cardId}/approve`, {}, reviewer)).body).toMatchObject({
      code: OK,
      data: { status: 'published' },
    });
    expect((await api.post(`/worker-card/review/${cardId}/approve`, {}, reviewer)).body).toMatchObject(
      refused('only a worker card waiting for review can be approved'),
    );
    const market = await api.get<{ id: number; maskedName: string; maskedMobile: string }>(
      '/worker-card/public/list',
      { keyword: '搬运', limit: 50 },
    );
    const row = rowsOf(market).find((r) => r.id === cardId)!;
    expect(row).toMatchObject({ maskedName: '陈*' });
    expect(row.maskedMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(market.body.rows)).not.toContain(worker.mobile);
  });
});

describe('orders', () => {
  it('runs apply → accept → check in → check out → confirm → mutual rating, with a message at each step', async () => {
    const gigId = await publishGig(api, employer.token, reviewer, { title: '周末搬家', category: 'moving' });
    const orderId = await apply(gigId);
    expect((await lastMessage(employer.id))!.titleKey).toBe('gigs.notice.order.applied');
    expect((await api.post(`/gig/${gigId}/apply`, {}, worker.token)).body).toMatchObject(
      refused('this worker already has an application or invitation for this gig'),
    );
    expect((await api.post(`/gig/${gigId}/apply`, {}, employer.token)).body).toMatchObject(
      refused('you cannot work on your own gig'),
    );
    // The contact stays hidden until the worker is accepted.
    const before = await api.get<{ id: number; contact: unknown }>('/gig-order/my/list', {}, worker.token);
    expect(rowsOf(before).find((r) => r.id === orderId)!.contact).toBeNull();

    // Illegal steps are refused naming the current state; the worker cannot accept their own application.
    expect((await step(orderId, 'accept', worker.token)).body).toMatchObject(
      refused('this order is an application still waiting for the employer’s answer'),
    );
    expect((await step(orderId, 'checkIn', worker.token)).body).toMatchObject(
      refused('this order is an application still waiting for the employer’s answer'),
    );
    expect((await step(orderId, 'accept', other.token)).body).toMatchObject(orderMissing);
    expect((await step(orderId, 'accept', employer.token)).body).toMatchObject({
      code: OK,
      data: { status: 'accepted' },
    });
    expect((await lastMessage(worker.id))!.titleKey).toBe('gigs.notice.order.accept');
    const after = await api.get<{ id: number; contact: unknown }>('/gig-order/my/list', {}, worker.token);
    expect(rowsOf(after).find((r) => r.id === orderId)!.contact).toEqual({
      name: '王女士',
      phone: '13900001111',
    });

    expect((await step(orderId, 'confirm', employer.token, { amount: 240 })).body).toMatchObject(
      refused('this order is accepted and the worker has not checked in yet'),
    );
    expect((await step(orderId, 'checkIn', worker.token)).body).toMatchObject({
      code: OK,
      data: { status: 'checked_in' },
    });
    expect((await step(orderId, 'checkIn', worker.token)).body).toMatchObject(
      refused('the worker has checked in and not yet checked out'),
    );
    expect((await step(orderId, 'checkOut', worker.token)).body).toMatchObject({
      code: OK,
      data: { status: 'checked_out' },
    });
    expect((await lastMessage(employer.id))!.titleKey).toBe('gigs.notice.order.checkOut');
    expect((await step(orderId, 'confirm', worker.token, { amount: 240 })).body).toMatchObject(
      refused('the worker has checked out; the employer has not confirmed yet'),
    );
    expect((await api.post(`/gig-order/${orderId}/rate`, { score: 5 }, worker.token)).body).toMatchObject(
      refused('you can rate only after the employer has confirmed the work'),
    );
    expect((await step(orderId, 'confirm', employer.token, { amount: 240 })).body).toMatchObject({
      code: OK,
      data: { status: 'confirmed', amount: 240 },
    });
    expect((await step(orderId, 'withdraw', worker.token)).body).toMatchObject(
      refused('this order is finished: the work and the amount are confirmed'),
    );

    expect(
      (await api.post(`/gig-order/${orderId}/rate`, { score: 4, comment: '准时' }, worker.token)).body.code,
    ).toBe(OK);
    expect((await api.post(`/gig-order/${orderId}/rate`, { score: 1 }, worker.token)).body).toMatchObject(
      refused('you have already rated this order'),
    );
    expect(
      (await api.post(`/gig-order/${orderId}/rate`, { score: 5, comment: '干活利索' }, employer.token)).body
        .code,
    ).toBe(OK);
    expect((await api.post(`/gig-order/${orderId}/rate`, { score: 5 }, other.token)).body).toMatchObject(
      orderMissing,
    );
    expect((await api.post(`/gig-order/${orderId}/rate`, { score: 6 }, employer.token)).body.code).not.toBe(
      OK,
    );
    expect((await lastMessage(worker.id))!.titleKey).toBe('gigs.notice.order.rated');

    // Both ratings on each side's order list, and on the market cards.
    const applicants = await api.get<{ id: number; myRating: unknown; theirRating: unknown }>(
      `/gig/my/${gigId}/orders`,
      {},
      employer.token,
    );
    expect(rowsOf(applicants).find((r) => r.id === orderId)).toMatchObject({
      myRating: { score: 5, comment: '干活利索' },
      theirRating: { score: 4, comment: '准时' },
    });
    const market = await api.get<{ id: number; ratingAvg: number; ratingCount: number }>('/gig/public/list', {
      keyword: '周末搬家',
    });
    expect(rowsOf(market).find((r) => r.id === gigId)).toMatchObject({ ratingAvg: 4, ratingCount: 1 });
  });

  it('refuses an accept beyond the headcount: of two simultaneous accepts for the last place, one wins', async () => {
    const gigId = await publishGig(api, org.token, reviewer, {
      title: '展会协助',
      headcount: 1,
      category: 'events',
    });
    const first = await apply(gigId, worker);
    const second = await apply(gigId, other);
    const [a, b] = await Promise.all([step(first, 'accept', org.token), step(second, 'accept', org.token)]);
    expect([a.body.code, b.body.code].sort()).toEqual([OK, 601]);
    expect([a.body.msg, b.body.msg]).toContain('all places of this gig are taken');
    const loser = a.body.code === OK ? second : first;
    expect((await step(loser, 'decline', org.token)).body).toMatchObject({
      code: OK,
      data: { status: 'declined' },
    });
    expect((await step(loser, 'accept', org.token)).body).toMatchObject(refused('this order was declined'));
  });

  it('lets the employer invite a worker from a published card; the worker accepts or declines', async () => {
    const gigId = await publishGig(api, org.token, reviewer, { title: '家电维修', category: 'repairs' });
    const [card] = await t.deps.db
      .select({ id: workerCards.id })
      .from(workerCards)
      .where(eq(workerCards.personId, worker.id));
    const invited = await api.post<{ id: number; status: string }>(
      `/gig/my/${gigId}/invite`,
      { cardId: card!.id },
      org.token,
    );
    expect(invited.body).toMatchObject({ code: OK, data: { status: 'invited' } });
    expect((await lastMessage(worker.id))!.titleKey).toBe('gigs.notice.order.invited');
    const id = invited.body.data!.id;
    expect((await step(id, 'accept', org.token)).body).toMatchObject(
      refused('this order is an invitation still waiting for the worker’s answer'),
    );
    expect((await step(id, 'accept', worker.token)).body).toMatchObject({
      code: OK,
      data: { status: 'accepted' },
    });
    expect((await lastMessage(org.id))!.titleKey).toBe('gigs.notice.order.accept');
    expect((await step(id, 'cancel', org.token)).body).toMatchObject({
      code: OK,
      data: { status: 'cancelled' },
    });
    expect((await step(id, 'checkIn', worker.token)).body).toMatchObject(
      refused('this order was cancelled by the employer'),
    );
  });

  it('lets a worker check in only on a day of the gig, and closes a gig to new applications', async () => {
    const gigId = await publishGig(api, employer.token, reviewer, {
      title: '下周活动布置',
      startDate: gigDay(5),
      endDate: gigDay(6),
    });
    const id = await apply(gigId, other);
    await step(id, 'accept', employer.token);
    expect((await step(id, 'checkIn', other.token)).body).toMatchObject(
      refused(`you can check in only on a day of the gig, from ${gigDay(5)} to ${gigDay(6)}`),
    );
    expect((await api.post(`/gig/my/${gigId}/close`, {}, employer.token)).body).toMatchObject({
      code: OK,
      data: { status: 'closed' },
    });
    expect((await api.post(`/gig/${gigId}/apply`, {}, worker.token)).body).toMatchObject(
      refused('this gig is not open: it is not published or has ended'),
    );
  });
});

describe('demo data', () => {
  it('has orders in every state with ratings from both sides, and a second run adds nothing', async () => {
    // The demo persons come with the demo volume, which the suite's template leaves out.
    for (let n = 1; n <= 11; n++) await makePerson(t, `示范${n}`, `demoperson${String(n).padStart(2, '0')}`);
    await demoGigsSeed.run(t.deps);
    const demoOrders = () =>
      t.deps.db
        .select({ status: gigOrders.status, id: gigOrders.id })
        .from(gigOrders)
        .innerJoin(accounts, eq(accounts.id, gigOrders.workerId))
        .where(like(accounts.username, 'demoperson%'));
    const before = await demoOrders();
    expect(new Set(before.map((o) => o.status))).toEqual(new Set(GIG_ORDER_STATUSES));
    const ratings = await t.deps.db
      .select({ n: count() })
      .from(gigRatings)
      .where(
        inArray(
          gigRatings.orderId,
          before.map((o) => o.id),
        ),
      );
    expect(Number(ratings[0]!.n)).toBeGreaterThanOrEqual(6);
    const gigsBefore = await t.deps.db.select({ n: count() }).from(gigPostings);
    await demoGigsSeed.run(t.deps);
    expect(await t.deps.db.select({ n: count() }).from(gigPostings)).toEqual(gigsBefore);
    expect((await demoOrders()).length).toBe(before.length);
  });
});
