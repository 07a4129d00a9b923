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
    title: '您的简历已被查看',
    body: 'viewed',
    link: '/g010702/deliver',
  });
  await t.deps.notifier.notify(personId, { kind: 'interview', title: '面试邀请', link: '/g010703/index' });
  await t.deps.notifier.notify(orgId, { kind: 'delivery', title: '收到新的简历投递' });
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
    expect(page.rows.map((m) => m.title)).toEqual(['面试邀请', '您的简历已被查看']);
    expect(page.rows[1]).toEqual({
      id: expect.any(Number),
      kind: 'delivery',
      title: '您的简历已被查看',
      body: 'viewed',
      link: '/g010702/deliver',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page.rows[0]!.body).toBe('');
    expect((await list(org)).rows.map((m) => m.title)).toEqual(['收到新的简历投递']);
  });

  it('pages', async () => {
    const second = await list(person, { page: 2, limit: 1 });
    expect(second.total).toBe(2);
    expect(second.rows.map((m) => m.title)).toEqual(['您的简历已被查看']);
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
    expect(unreadOnly.rows[0]!.title).toBe('您的简历已被查看');
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
