import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, sessions } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/authenticate';
import { liveOf } from '../src/modules/messages/live';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

type TFrame = { type: string; unread: number; data?: Record<string, unknown> };

/** Minimal view of the `ws` client that app.injectWS returns. */
type TClient = {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  on(event: 'ping', fn: () => void): void;
  pong(): void;
  close(): void;
  readyState: number;
};

type TConn = {
  ws: TClient;
  frames: TFrame[];
  closed: Promise<number>;
  /** Resolves with the n-th frame (0-based) once it arrives. */
  frame: (n: number) => Promise<TFrame>;
  /** Pings answered so far. */
  pings: () => number;
};

let t: TTestApp;
let personId: number;

/** Opens a socket through app.injectWS; like a browser it answers pings unless told not to. */
async function connect(
  path: string,
  opts: { answerPings?: boolean; headers?: Record<string, string> } = {},
): Promise<TConn> {
  const frames: TFrame[] = [];
  let pings = 0;
  const waiters: Array<() => void> = [];
  let onClose!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const ws = (await t.app.injectWS(
    path,
    { headers: opts.headers ?? {} },
    {
      onInit: (raw) => {
        const c = raw as unknown as TClient;
        c.on('message', (data) => {
          frames.push(JSON.parse(String(data)) as TFrame);
          waiters.splice(0).forEach((w) => w());
        });
        c.on('close', (code) => onClose(code));
        // The injected client has no automatic pong (browsers do), so answer here.
        c.on('ping', () => {
          if (opts.answerPings === false) return;
          pings += 1;
          c.pong();
        });
      },
    },
  )) as unknown as TClient;
  const frame = (n: number) =>
    new Promise<TFrame>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`frame ${n} did not arrive`)), 5000);
      const check = () => {
        if (frames[n]) {
          clearTimeout(timeout);
          resolve(frames[n]);
        } else waiters.push(check);
      };
      check();
    });
  return { ws, frames, closed, frame, pings: () => pings };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
  // Let the pong travel to the server.
  await new Promise((r) => setTimeout(r, 20));
}

const within = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

async function ticketFor(token: string): Promise<string> {
  const res = await t.api.get<{ ticket: string }>('/message/wsTicket', {}, { token });
  return res.body.data!.ticket;
}

const revoke = (token: string) =>
  t.deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.tokenHash, hashToken(token)));

beforeAll(async () => {
  t = await createTestApp();
  personId = (
    await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'person'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('websocket /ws/:username', () => {
  it('opens with a valid ticket, sends the unread count, then pushes new messages live', async () => {
    const token = await signInAs(t, 'person');
    await t.deps.notifier.notify(personId, { kind: 'system', titleKey: 'before' });
    const c = await connect(`/ws/person?ticket=${await ticketFor(token)}`);
    expect(await c.frame(0)).toEqual({ type: 'unread', unread: 1 });

    await t.deps.notifier.notify(personId, {
      kind: 'interview',
      titleKey: 'deliveries.notice.interview.invited.title',
      bodyKey: 'deliveries.notice.interview.accepted.body',
      params: { job: '数据分析师' },
      link: '/g010703/index',
    });
    expect(await c.frame(1)).toEqual({
      type: 'message',
      data: {
        id: expect.any(Number),
        kind: 'interview',
        title: '面试邀请：数据分析师',
        body: '求职者已接受职位“数据分析师”的面试。',
        link: '/g010703/index',
        createdAt: expect.any(String),
      },
      unread: 2,
    });

    // Reading in another tab updates the badge here.
    await t.api.put('/message/read', { all: true }, { token });
    expect(await c.frame(2)).toEqual({ type: 'unread', unread: 0 });
    c.ws.close();
    await within(c.closed);
  });

  it('delivers to every tab of the recipient and to nobody else', async () => {
    const personToken = await signInAs(t, 'person');
    const orgToken = await signInAs(t, 'org');
    const a = await connect(`/ws/person?ticket=${await ticketFor(personToken)}`);
    const b = await connect(`/ws/person?ticket=${await ticketFor(personToken)}`);
    const o = await connect(`/ws/org?ticket=${await ticketFor(orgToken)}`);
    await Promise.all([a.frame(0), b.frame(0), o.frame(0)]);
    await t.deps.notifier.notify(personId, { kind: 'system', titleKey: 'to person' });
    expect((await a.frame(1)).data?.title).toBe('to person');
    expect((await b.frame(1)).data?.title).toBe('to person');
    await new Promise((r) => setTimeout(r, 100));
    expect(o.frames).toHaveLength(1);
    for (const c of [a, b, o]) c.ws.close();
    await within(Promise.all([a.closed, b.closed, o.closed]));
  });

  it('renders a pushed message in the language each socket was opened in', async () => {
    const token = await signInAs(t, 'person');
    const chosen = await connect(`/ws/person?ticket=${await ticketFor(token)}&locale=en`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    const browser = await connect(`/ws/person?ticket=${await ticketFor(token)}`, {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    const unsupported = await connect(`/ws/person?ticket=${await ticketFor(token)}&locale=fr`);
    await Promise.all([chosen.frame(0), browser.frame(0), unsupported.frame(0)]);
    await t.deps.notifier.notify(personId, {
      kind: 'interview',
      titleKey: 'deliveries.notice.interview.invited.title',
      bodyKey: 'deliveries.notice.interview.invited.body',
      params: {
        job: '数据分析师',
        org: '榕城数据',
        time: { date: '2026-03-02T02:00:00.000Z' },
        place: '福州',
      },
    });
    const english = (await chosen.frame(1)).data;
    expect(english?.title).toBe('Interview invitation: 数据分析师');
    // The time is shown in the reader's language, in the portal's time zone (UTC+8).
    expect(english?.body).toMatch(
      /^榕城数据 invites you to an interview for “数据分析师” on Mar 2, 2026, 10:00\sAM at 福州\./,
    );
    expect((await browser.frame(1)).data?.title).toBe('Interview invitation: 数据分析师');
    const chinese = (await unsupported.frame(1)).data;
    expect(chinese?.title).toBe('面试邀请：数据分析师');
    expect(chinese?.body).toContain('2026年3月2日 10:00');
    for (const c of [chosen, browser, unsupported]) c.ws.close();
    await within(Promise.all([chosen.closed, browser.closed, unsupported.closed]));
  });

  it.each([
    ['no ticket', async () => '/ws/person'],
    ['a made-up ticket', async () => '/ws/person?ticket=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'],
    ["another user's username", async (token: string) => `/ws/org?ticket=${await ticketFor(token)}`],
  ])('closes with 4401 and sends nothing for %s', async (_name, pathFor) => {
    const token = await signInAs(t, 'person');
    const c = await connect(await pathFor(token));
    expect(await within(c.closed)).toBe(4401);
    expect(c.frames).toEqual([]);
  });

  it('accepts a ticket only once', async () => {
    const token = await signInAs(t, 'person');
    const ticket = await ticketFor(token);
    const first = await connect(`/ws/person?ticket=${ticket}`);
    await first.frame(0);
    const second = await connect(`/ws/person?ticket=${ticket}`);
    expect(await within(second.closed)).toBe(4401);
    expect(second.frames).toEqual([]);
    first.ws.close();
    await within(first.closed);
  });

  it('refuses a ticket whose session has ended before the socket opened', async () => {
    const token = await signInAs(t, 'person');
    const ticket = await ticketFor(token);
    await revoke(token);
    const c = await connect(`/ws/person?ticket=${ticket}`);
    expect(await within(c.closed)).toBe(4401);
    expect(c.frames).toEqual([]);
  });

  it('closes the socket of a logged-out session on the next push, keeping other sessions', async () => {
    const gone = await signInAs(t, 'person');
    const stays = await signInAs(t, 'person');
    const a = await connect(`/ws/person?ticket=${await ticketFor(gone)}`);
    const b = await connect(`/ws/person?ticket=${await ticketFor(stays)}`);
    await Promise.all([a.frame(0), b.frame(0)]);
    await revoke(gone);
    await t.deps.notifier.notify(personId, { kind: 'system', titleKey: 'after logout' });
    expect(await within(a.closed)).toBe(4401);
    expect(a.frames.map((f) => f.type)).toEqual(['unread']);
    expect((await b.frame(1)).data?.title).toBe('after logout');
    b.ws.close();
    await within(b.closed);
  });

  it('closes the socket of a logged-out session on the next heartbeat', async () => {
    const token = await signInAs(t, 'person');
    const c = await connect(`/ws/person?ticket=${await ticketFor(token)}`);
    await c.frame(0);
    const hub = liveOf(t.deps).hub;
    await hub.heartbeat();
    await until(() => c.pings() === 1);
    await hub.heartbeat();
    expect(c.ws.readyState).toBe(1); // still signed in and answering: the heartbeat only pings
    await until(() => c.pings() === 2);
    await revoke(token);
    await hub.heartbeat();
    expect(await within(c.closed)).toBe(4401);
    expect(hub.count(personId)).toBe(0);
  });

  it('closes the socket when the session expires', async () => {
    const token = await signInAs(t, 'person');
    const c = await connect(`/ws/person?ticket=${await ticketFor(token)}`);
    await c.frame(0);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await liveOf(t.deps).hub.heartbeat();
    expect(await within(c.closed)).toBe(4401);
  });

  it('drops a socket that stopped answering pings', async () => {
    const token = await signInAs(t, 'person');
    const c = await connect(`/ws/person?ticket=${await ticketFor(token)}`, { answerPings: false });
    await c.frame(0);
    const hub = liveOf(t.deps).hub;
    await hub.heartbeat();
    await new Promise((r) => setTimeout(r, 50));
    await hub.heartbeat();
    expect(await within(c.closed)).toBe(1006);
    expect(hub.count(personId)).toBe(0);
  });
});
