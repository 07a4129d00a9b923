import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TMessageView } from '@rcwb/shared';
import { accounts, messages } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

type TMessage = TMessageView;

let t: TTestApp;
let person: string;
let org: string;
let personId: number;
let orgId: number;

const idOf = async (username: string) =>
  (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id;

const unread = async (token: string) =>
  (await t.api.get<{ count: number }>('/message/unreadCount', {}, { token })).body;
const list = (token: string, params: Record<string, unknown> = {}) =>
  t.api
    .get<never>('/message/list', params, { token })
    .then((r) => r.body as { code: number; rows: TMessage[]; total: number });

beforeAll(async () => {
  t = await createTestApp();
  person = await signInAs(t, 'person');
  org = await signInAs(t, 'org');
  personId = await idOf('person');
  orgId = await idOf('org');
  await t.deps.notifier.notify(personId, {
    kind: 'delivery',
    titleKey: 'deliveries.notice.viewed.title',
    bodyKey: 'deliveries.notice.viewed.body',
    params: { job: '数据分析师', org: '榕城数据' },
    link: '/g010702/deliver',
  });
  await t.deps.notifier.notify(personId, {
    kind: 'interview',
    titleKey: 'deliveries.notice.interview.invited.title',
    params: { job: '数据分析师' },
    link: '/g010703/index',
  });
  await t.deps.notifier.notify(orgId, {
    kind: 'delivery',
    titleKey: 'deliveries.notice.delivered.title',
    params: { job: '数据分析师' },
  });
});
afterAll(() => t.close());

describe('message centre', () => {
  it('counts only the caller’s unread messages', async () => {
    expect(await unread(person)).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await unread(org)).toMatchObject({ code: 200, data: { count: 1 } });
  });

  it('lists the caller’s messages newest first with their fields', async () => {
    const page = await list(person);
    expect(page.code).toBe(200);
    expect(page.total).toBe(2);
    expect(page.rows.map((m) => m.title)).toEqual(['面试邀请：数据分析师', '您的简历已被查看：数据分析师']);
    expect(page.rows[1]).toEqual({
      id: expect.any(Number),
      kind: 'delivery',
      title: '您的简历已被查看：数据分析师',
      body: '榕城数据 已查看您投递“数据分析师”的简历。',
      link: '/g010702/deliver',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page.rows[0]!.body).toBe('');
    expect((await list(org)).rows.map((m) => m.title)).toEqual(['收到新的简历：数据分析师']);
  });

  it('pages', async () => {
    const second = await list(person, { page: 2, limit: 1 });
    expect(second.total).toBe(2);
    expect(second.rows.map((m) => m.title)).toEqual(['您的简历已被查看：数据分析师']);
    expect((await list(person, { page: 3, limit: 1 })).rows).toEqual([]);
  });

  it('refuses page sizes over 100 and bad pages', async () => {
    expect((await list(person, { limit: 500 })).code).toBe(601);
    expect((await list(person, { page: 0 })).code).toBe(601);
  });

  it('another user cannot mark someone else’s messages read', async () => {
    const ids = (await list(person)).rows.map((m) => m.id);
    const res = await t.api.put<{ count: number }>('/message/read', { ids }, { token: org });
    expect(res.body).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await unread(person)).data?.count).toBe(2);
    const rows = await t.deps.db.select().from(messages).where(eq(messages.recipientId, personId));
    expect(rows.every((m) => m.readAt === null)).toBe(true);
  });

  it('marks chosen messages read, then all', async () => {
    const [newest] = (await list(person)).rows;
    const res = await t.api.put<{ count: number }>('/message/read', { ids: [newest!.id] }, { token: person });
    expect(res.body).toMatchObject({ code: 200, data: { count: 1 } });
    const unreadOnly = await list(person, { unread: true });
    expect(unreadOnly.total).toBe(1);
    expect(unreadOnly.rows[0]!.title).toBe('您的简历已被查看：数据分析师');
    expect((await list(person)).rows[0]!.readAt).not.toBeNull();

    const all = await t.api.put<{ count: number }>('/message/read', { all: true }, { token: person });
    expect(all.body).toMatchObject({ code: 200, data: { count: 0 } });
    expect((await unread(org)).data?.count).toBe(1);
  });

  it('validates the read input', async () => {
    expect((await t.api.put('/message/read', { ids: [] }, { token: org })).body.code).toBe(601);
    expect((await t.api.put('/message/read', { all: false }, { token: org })).body.code).toBe(601);
    expect((await t.api.put('/message/read', { ids: ['x'] }, { token: org })).body.code).toBe(601);
  });

  it('needs a session for every call', async () => {
    expect((await t.api.get('/message/unreadCount')).body.code).toBe(401);
    expect((await t.api.get('/message/list')).body.code).toBe(401);
    expect((await t.api.put('/message/read', { all: true })).body.code).toBe(401);
    expect((await t.api.get('/message/wsTicket')).body.code).toBe(401);
  });

  it('issues a fresh ticket each time', async () => {
    const a = await t.api.get<{ ticket: string }>('/message/wsTicket', {}, { token: person });
    const b = await t.api.get<{ ticket: string }>('/message/wsTicket', {}, { token: person });
    expect(a.body.data?.ticket).toMatch(/^[\w-]{40,}$/);
    expect(a.body.data?.ticket).not.toBe(b.body.data?.ticket);
  });
});

describe('messages in the reader’s language', () => {
  let expert: string;
  let expertId: number;
  const inLanguage = (language: string) => ({ token: expert, headers: { 'accept-language': language } });
  const listIn = (language: string, params: Record<string, unknown> = {}) =>
    t.api
      .get<never>('/message/list', params, inLanguage(language))
      .then((r) => r.body as { code: number; rows: TMessage[]; total: number });

  beforeAll(async () => {
    expert = await signInAs(t, 'expert');
    expertId = await idOf('expert');
    await t.deps.notifier.notify(expertId, {
      kind: 'feedback',
      titleKey: 'feedback.notice.title',
      bodyKey: 'feedback.notice.body',
      params: {
        kind: { key: 'feedback.notice.kind.complaint' },
        title: '简历无法保存',
        reply: '已修复，请重试。',
      },
    });
  });

  it('shows the same message in English to an English reader and in Chinese to a Chinese reader', async () => {
    const [en] = (await listIn('en-US,en;q=0.9', { kind: 'feedback' })).rows;
    expect(en).toMatchObject({ title: 'Reply to your complaint: 简历无法保存', body: '已修复，请重试。' });
    const [zh] = (await listIn('zh-CN,zh;q=0.9', { kind: 'feedback' })).rows;
    expect(zh).toMatchObject({
      id: en!.id,
      title: '您的投诉已有回复：简历无法保存',
      body: '已修复，请重试。',
    });
  });

  it('keeps the default-language text in the row and shows rows written as text as stored', async () => {
    const [stored] = await t.deps.db.select().from(messages).where(eq(messages.recipientId, expertId));
    expect(stored).toMatchObject({
      title: '您的投诉已有回复：简历无法保存',
      titleKey: 'feedback.notice.title',
      bodyKey: 'feedback.notice.body',
    });
    await t.deps.db
      .insert(messages)
      .values({ recipientId: expertId, kind: 'system', title: '系统维护通知', body: '今晚 22:00 起维护。' });
    const [old] = (await listIn('en', { kind: 'system' })).rows;
    expect(old).toMatchObject({ title: '系统维护通知', body: '今晚 22:00 起维护。' });
  });

  it('shows the home page’s latest messages in the reader’s language', async () => {
    const res = await t.api.get<{ lists: { messages: TMessage[] } }>(
      '/web-auth/getHomeData',
      {},
      inLanguage('en'),
    );
    expect(res.body.data!.lists.messages.map((m) => m.title)).toContain(
      'Reply to your complaint: 简历无法保存',
    );
  });
});
