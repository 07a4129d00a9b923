import crypto from 'node:crypto';
import type pg from 'pg';
import {
  DEMO_PASSWORD,
  approveOne,
  deliverOne,
  newTally,
  registerOne,
  type TTally,
  untilAnswered,
} from './crash-writers';
import { wireClient } from './wire-client';

/** Demo job seekers (demoperson01 …) who deliver; each has a resume. */
const SEEKERS = 12;

/**
 * Each client's pause between two writes. Without it the seven clients kept both cores busy
 * (about 27 writes a second), which made the crash test as costly as a test run of its own; with
 * it they still have writes in flight at nearly every moment, which is what a kill must meet.
 */
const PAUSE_MS = 200;

export type TStream = {
  tally: TTally;
  acked: () => number;
  /** The longest stretch between `from` and `to` (ms since epoch) in which no write was acknowledged. */
  longestQuiet: (from: number, to: number) => number;
  stop: () => Promise<void>;
};

/**
 * Starts the stream of writes through `url`: two clients registering job seekers, four
 * delivering resumes of demo job seekers to published postings, one posting jobs as the demo
 * organisation for the demo reviewer to approve. Runs until stop().
 */
export async function writeStream(
  url: string,
  db: pg.Pool,
  _opts: { readsRetry?: boolean } = {},
): Promise<TStream> {
  const api = wireClient(url, { timeoutMs: 20_000 });
  const tally = newTally();
  const login = (u: string) => untilAnswered(() => api.login(u, DEMO_PASSWORD));
  const reviewer = await login('reviewer');
  const org = await login('org');
  const seekers: { token: string; resumeId: number; personId: number }[] = [];
  for (let n = 1; n <= SEEKERS; n += 1) {
    const username = `demoperson${String(n).padStart(2, '0')}`;
    const token = await login(username);
    const resumes = await untilAnswered(() =>
      api.get<{ id: number }[]>('/delivery/my/resumes', undefined, token),
    );
    const person = await db.query<{ id: number }>('SELECT id FROM account WHERE username = $1', [username]);
    const resumeId = resumes.data?.[0]?.id;
    if (resumeId && person.rows[0]) seekers.push({ token, resumeId, personId: person.rows[0].id });
  }
  if (!seekers.length) throw new Error('no demo job seeker with a resume');
  const jobs = (
    await db.query<{ id: number }>(`SELECT id FROM job_posting WHERE status = 'published'`)
  ).rows.map((r) => r.id);
  const taken = new Set(
    (await db.query<{ p: number; j: number }>('SELECT person_id AS p, job_id AS j FROM delivery')).rows.map(
      (r) => `${r.p}:${r.j}`,
    ),
  );
  /** A seeker and a published posting they have not delivered to. */
  const nextPair = () => {
    for (let i = 0; i < 1000; i += 1) {
      const seeker = seekers[crypto.randomInt(seekers.length)]!;
      const job = jobs[crypto.randomInt(jobs.length)]!;
      const key = `${seeker.personId}:${job}`;
      if (taken.has(key)) continue;
      taken.add(key);
      return { seeker, job };
    }
    return undefined;
  };

  let running = true;
  const loop = async (step: () => Promise<void>) => {
    while (running) {
      try {
        await step();
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      } catch (err) {
        // Set-up reads of a step that found no node for long: the step is simply skipped.
        console.log(`writer: ${(err as Error).message.slice(0, 200)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const loops = [
    loop(() => registerOne(api, db, tally)),
    loop(() => registerOne(api, db, tally)),
    ...[1, 2, 3, 4].map(() =>
      loop(async () => {
        const pair = nextPair();
        if (!pair) {
          await new Promise((r) => setTimeout(r, 200));
          return;
        }
        await deliverOne(api, pair.seeker, pair.job, tally);
      }),
    ),
    loop(() => approveOne(api, org, reviewer, tally)),
  ];
  return {
    tally,
    acked: () => tally.writes.filter((w) => w.acked).length,
    longestQuiet: (from, to) => {
      const times = tally.writes
        .flatMap((w) => (w.ackedAt && w.ackedAt >= from && w.ackedAt <= to ? [w.ackedAt] : []))
        .sort((a, b) => a - b);
      const edges = [from, ...times, to];
      return Math.max(...edges.slice(1).map((t, i) => t - edges[i]!));
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Looks every write up: acknowledged ones must be stored once, none may be stored twice. */
export async function verifyWrites(db: pg.Pool, stream: TStream) {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const of = (kind: string) => stream.tally.writes.filter((w) => w.kind === kind);

  const registrations = of('registration');
  const accounts = await db.query<{ username: string; n: string }>(
    'SELECT username, count(*) AS n FROM account WHERE username = ANY($1) GROUP BY username',
    [registrations.map((w) => w.key)],
  );
  const accountCount = new Map(accounts.rows.map((r) => [r.username, Number(r.n)]));

  const deliveries = of('delivery');
  const stored = await db.query<{ key: string; n: string }>(
    `SELECT person_id || ':' || job_id AS key, count(*) AS n FROM delivery
      WHERE person_id || ':' || job_id = ANY($1) GROUP BY 1`,
    [deliveries.map((w) => w.key)],
  );
  const deliveryCount = new Map(stored.rows.map((r) => [r.key, Number(r.n)]));

  const approvals = of('approval');
  const postings = await db.query<{ id: number; status: string }>(
    'SELECT id, status FROM job_posting WHERE id = ANY($1)',
    [approvals.map((w) => Number(w.key))],
  );
  const status = new Map(postings.rows.map((r) => [String(r.id), r.status]));

  for (const [writes, count] of [
    [registrations, (k: string) => accountCount.get(k) ?? 0],
    [deliveries, (k: string) => deliveryCount.get(k) ?? 0],
    [approvals, (k: string) => (status.get(k) === 'published' ? 1 : 0)],
  ] as const) {
    for (const w of writes) {
      const n = count(w.key);
      if (w.acked && n === 0) lost.push(`${w.kind} ${w.key}`);
      if (n > 1) duplicated.push(`${w.kind} ${w.key} ×${n}`);
    }
  }
  return { lost, duplicated };
}
