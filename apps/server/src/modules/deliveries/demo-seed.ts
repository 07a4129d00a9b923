import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { TDeliveryStatus } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TSeedStep } from '../../core/module';
import {
  accounts,
  deliveries,
  deliveryEvents,
  deliveryNotes,
  interviews,
  jobPostings,
  resumes,
} from '../../db/schema';
import { inSearchIndexTransaction, syncSearchRow } from '../job-search';
import { findJob } from '../jobs';
import { takeSnapshot } from './snapshot';
import { matchOf } from './match';

type TStep = { kind: string; status: TDeliveryStatus; side: 'person' | 'org' | 'system'; note?: string };
type TScenario = { steps: TStep[]; interview?: 'pending' | 'accepted' | 'declined'; note?: string };

const delivered: TStep = { kind: 'delivered', status: 'delivered', side: 'person' };
const viewed: TStep = { kind: 'viewed', status: 'viewed', side: 'org' };
const invited: TStep = { kind: 'interview', status: 'interview', side: 'org', note: '请携带简历原件' };

/** One delivery in each state, with the timeline that led there. */
const SCENARIOS: TScenario[] = [
  { steps: [delivered, viewed, invited], interview: 'pending' },
  { steps: [delivered] },
  { steps: [delivered, viewed], note: '技术背景扎实，建议约面' },
  {
    steps: [delivered, viewed, invited, { kind: 'interview_accepted', status: 'interview', side: 'person' }],
    interview: 'accepted',
  },
  {
    steps: [
      delivered,
      viewed,
      invited,
      { kind: 'interview_declined', status: 'interview', side: 'person', note: '时间冲突' },
    ],
    interview: 'declined',
  },
  {
    steps: [
      delivered,
      viewed,
      invited,
      { kind: 'interview_accepted', status: 'interview', side: 'person' },
      { kind: 'hired', status: 'hired', side: 'org', note: '欢迎加入！' },
    ],
    interview: 'accepted',
    note: '已发录用通知',
  },
  {
    steps: [
      delivered,
      viewed,
      { kind: 'rejected', status: 'rejected', side: 'org', note: '工作经验与岗位要求不符' },
    ],
  },
  { steps: [delivered, { kind: 'withdrawn', status: 'withdrawn', side: 'person' }] },
  { steps: [delivered, viewed, { kind: 'closed', status: 'closed', side: 'system' }] },
];

const DAY = 86_400_000;

/** Published postings the demo organisation gets when it has none to receive the demo deliveries. */
const DEMO_ORG_POSTINGS = [
  { title: '数据分析师', category: '0201', education: '4', experience: '3' },
  { title: '前端开发工程师', category: '0201', education: '4', experience: '2' },
  { title: '人力资源专员', category: '0201', education: '3', experience: '1' },
].map((p) => ({
  ...p,
  industry: '65',
  area: '350102',
  salaryMin: 8000,
  salaryMax: 15000,
  jobType: '1',
  headcount: 2,
  welfare: ['五险一金', '双休'],
  description: `<p>负责${p.title}相关工作，欢迎有志于政务数据与人才服务的你加入。</p>`,
  contactName: '林晓',
  contactPhone: '0591-87654321',
}));

async function publishedPostingsOf(db: TDeps['db'], orgId: number) {
  return db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.orgId, orgId), eq(jobPostings.status, 'published')))
    .orderBy(asc(jobPostings.id));
}

/** The demo organisation's live postings, publishing a few (and indexing them) when it has none. */
async function demoOrgPostings(db: TDeps['db'], orgId: number) {
  const existing = await publishedPostingsOf(db, orgId);
  if (existing.length) return existing;
  await inSearchIndexTransaction(db, async (tx) => {
    const rows = await tx
      .insert(jobPostings)
      .values(
        DEMO_ORG_POSTINGS.map((p) => ({
          ...p,
          orgId,
          status: 'published' as const,
          submittedAt: sql`now()`,
          publishedAt: sql`now()`,
          refreshedAt: sql`now()`,
        })),
      )
      .returning({ id: jobPostings.id });
    for (const r of rows) await syncSearchRow(tx, r.id);
  });
  return publishedPostingsOf(db, orgId);
}

/**
 * Demo deliveries from the demo persons' resumes to the demo organisation's postings, one in
 * every state with its timeline, interviews and notes; the demo `person` gets the one with a
 * pending interview. Runs after the resumes seed and does nothing without resumes; when the demo
 * organisation has no live posting it publishes three. With fewer person–posting pairs than
 * states, the open states that would repeat a pair are left out.
 */
export const deliveriesDemoSeed: TSeedStep = {
  name: 'deliveries:demo',
  demo: true,
  async run({ db }) {
    const [org] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'org'));
    if (!org) return;
    const people = await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(or(eq(accounts.username, 'person'), like(accounts.username, 'demoperson%')))
      .orderBy(sql`${accounts.username} <> 'person'`, asc(accounts.username));
    const personIds = people.map((p) => p.id);
    const cvs = personIds.length
      ? await db
          .select()
          .from(resumes)
          .where(and(inArray(resumes.accountId, personIds), eq(resumes.staffHidden, false)))
          .orderBy(sql`NOT ${resumes.isDefault}`, asc(resumes.id))
      : [];
    // One resume per person, in the persons' order (the demo person first).
    const byPerson = personIds
      .map((id) => cvs.find((r) => r.accountId === id))
      .filter((r): r is (typeof cvs)[number] => r !== undefined);
    if (!byPerson.length) return;
    const jobs = await demoOrgPostings(db, org.id);
    // Distinct person–posting pairs (one open delivery each), the demo person's first.
    const pairs = jobs.flatMap((job) => byPerson.map((resume) => ({ job, resume })));
    const now = Date.now();
    for (const [i, scenario] of SCENARIOS.entries()) {
      const { job, resume } = pairs[i % pairs.length]!;
      const found = await findJob(db, eq(jobPostings.id, job.id));
      if (!found) continue;
      const last = scenario.steps[scenario.steps.length - 1]!;
      const start = now - (SCENARIOS.length - i + 3) * DAY;
      await db.transaction(async (tx) => {
        const snapshot = await takeSnapshot(tx, resume.accountId, resume, found.job, found.orgName);
        const match = await matchOf(tx, snapshot.resume.content, found.job.id);
        const [d] = await tx
          .insert(deliveries)
          .values({
            personId: resume.accountId,
            resumeId: resume.id,
            jobId: found.job.id,
            orgId: org.id,
            status: last.status,
            snapshot,
            matchScore: match?.percent ?? null,
            matchReasons: match?.reasons ?? null,
            rejectReason: last.kind === 'rejected' ? last.note : null,
            viewedAt: scenario.steps.some((s) => s.kind === 'viewed') ? new Date(start + DAY) : null,
            decidedAt: ['hired', 'rejected', 'withdrawn', 'closed'].includes(last.status)
              ? new Date(start + scenario.steps.length * DAY)
              : null,
            createdAt: new Date(start),
            updatedAt: new Date(start + (scenario.steps.length - 1) * DAY),
          })
          .onConflictDoNothing()
          .returning({ id: deliveries.id });
        if (!d) return;
        await tx.insert(deliveryEvents).values(
          scenario.steps.map((s, k) => ({
            deliveryId: d.id,
            actorId: s.side === 'person' ? resume.accountId : s.side === 'org' ? org.id : null,
            actorSide: s.side,
            kind: s.kind,
            status: s.status,
            note: s.note ?? null,
            createdAt: new Date(start + k * DAY),
          })),
        );
        if (scenario.interview) {
          const answered = scenario.interview !== 'pending';
          await tx.insert(interviews).values({
            deliveryId: d.id,
            personId: resume.accountId,
            orgId: org.id,
            // A pending interview lies ahead; answered ones may be past.
            startsAt: new Date(answered ? now - DAY : now + 3 * DAY),
            place: '福州市鼓楼区五四路 158 号 12 层',
            contactName: '张先生',
            contactPhone: '0591-88888888',
            note: invited.note,
            status: scenario.interview,
            responseNote: scenario.interview === 'declined' ? '时间冲突' : null,
            respondedAt: answered ? new Date(start + 3 * DAY) : null,
          });
        }
        if (scenario.note)
          await tx.insert(deliveryNotes).values({ deliveryId: d.id, authorId: org.id, body: scenario.note });
      });
    }
  },
};
