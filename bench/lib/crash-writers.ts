import crypto from 'node:crypto';
import type pg from 'pg';
import { idNumberCheckChar } from '@rcwb/shared';
import { postingFields, seekerFields } from '../../apps/server/test/fixtures';
import { NoAnswer, type TWireClient } from './wire-client';

/** The demo password of the demo accounts (the nodes run in demo mode). */
export const DEMO_PASSWORD = 'Rcwb#Demo2026';

export type TKind = 'registration' | 'delivery' | 'approval';

/**
 * One write a client attempted. `acked`: the portal answered 200 to one of the attempts (the
 * write must be in the database exactly once); otherwise it may or may not have landed, but
 * never twice.
 */
export type TWrite = {
  kind: TKind;
  key: string;
  acked: boolean;
  attempts: number;
  /** When the first attempt was sent and when the acknowledging answer came (ms since epoch). */
  at: number;
  ackedAt?: number;
};

export type TTally = { writes: TWrite[]; noAnswer: number; refused: Map<string, number> };

export const newTally = (): TTally => ({ writes: [], noAnswer: 0, refused: new Map() });

/**
 * Sends a write until the portal answers, as a user presses again when the page says the network
 * failed: the same payload each time. Returns whether it was acknowledged.
 */
async function attempt(
  tally: TTally,
  write: Omit<TWrite, 'acked' | 'attempts' | 'at'>,
  send: () => Promise<{ code: number; msg?: string }>,
): Promise<boolean> {
  const record: TWrite = { ...write, acked: false, attempts: 0, at: Date.now() };
  tally.writes.push(record);
  for (let i = 0; i < 8; i += 1) {
    record.attempts += 1;
    try {
      const res = await send();
      // "Unknown error" or "busy" from a node whose database went away: pressed again too.
      if (res.code === 500 || res.code === 503) throw new NoAnswer(`code ${res.code}`);
      if (res.code === 200) {
        record.acked = true;
        record.ackedAt = Date.now();
      } else {
        const why = `${write.kind}: ${res.msg ?? res.code}`;
        tally.refused.set(why, (tally.refused.get(why) ?? 0) + 1);
      }
      return record.acked;
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      tally.noAnswer += 1;
      await new Promise((r) => setTimeout(r, 200 + i * 200));
    }
  }
  return false;
}

/** Retries a read or a sign-in (never a write) until some node answers it. */
export async function untilAnswered<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof NoAnswer) || i > 30) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

const idNumber = () => {
  const body = `350102199${crypto.randomInt(10)}0${1 + crypto.randomInt(9)}1${crypto.randomInt(10)}${String(crypto.randomInt(1000)).padStart(3, '0')}`;
  return body + idNumberCheckChar(body);
};

/** Registers one new job seeker (SMS code read from the outbox, as staff of a demo would). */
export async function registerOne(api: TWireClient, db: pg.Pool, tally: TTally): Promise<void> {
  const mobile = `13${crypto.randomInt(5, 10)}${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`;
  const username = `crash${crypto.randomBytes(5).toString('hex')}`;
  const sent = await untilAnswered(() => api.post('/web-auth/sendSmsCode', { mobile, purpose: 'register' }));
  if (sent.code !== 200) {
    tally.refused.set(`sms: ${sent.msg}`, (tally.refused.get(`sms: ${sent.msg}`) ?? 0) + 1);
    return;
  }
  const sms = await db.query<{ text: string }>(
    'SELECT text FROM sms_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [mobile],
  );
  const code = /\b(\d{6})\b/.exec(sms.rows[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  const body = {
    username,
    name: '压力测试',
    idNumber: idNumber(),
    email: `${username}@example.com`,
    ...seekerFields,
    mobile,
    smsCode: code,
    password: await api.encryptPassword('Good#Pass2026'),
  };
  await attempt(tally, { kind: 'registration', key: username }, () =>
    api.post('/web-auth/register/saveGc01', body),
  );
}

/** A demo job seeker delivers their resume to a published posting they have not applied to. */
export async function deliverOne(
  api: TWireClient,
  seeker: { token: string; resumeId: number; personId: number },
  jobId: number,
  tally: TTally,
): Promise<void> {
  await attempt(tally, { kind: 'delivery', key: `${seeker.personId}:${jobId}` }, () =>
    api.post('/delivery', { jobId, resumeId: seeker.resumeId }, seeker.token),
  );
}

/** The demo organisation posts a job and sends it to review; the reviewer approves it. */
export async function approveOne(
  api: TWireClient,
  org: string,
  reviewer: string,
  tally: TTally,
): Promise<void> {
  const title = `压测岗位 ${crypto.randomBytes(3).toString('hex')}`;
  // Posting and submitting are the organisation's steps; the write under test is the approval.
  let created: { code: number; data?: { id: number } };
  try {
    created = await api.post<{ id: number }>(
      '/job/my',
      { title, ...postingFields, description: '<p>负责业务数据分析与报表。</p>' },
      org,
    );
  } catch (err) {
    if (err instanceof NoAnswer) return;
    throw err;
  }
  const id = created.data?.id;
  if (created.code !== 200 || !id) throw new Error(`posting: ${JSON.stringify(created)}`);
  const submitted = await untilAnswered(() => api.post(`/job/my/${id}/submit`, {}, org));
  if (submitted.code !== 200) return;
  await attempt(tally, { kind: 'approval', key: String(id) }, () =>
    api.post(`/job/review/${id}/approve`, { note: '' }, reviewer),
  );
}
