import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../src/core/errors';
import { type TReviewAdapter, decideReview, defineTransitions } from '../src/core/review-queue';
import type { TSessionUser } from '../src/core/session-user';
import { type TOrgReviewStatus, accounts, gb01, jobPostings } from '../src/db/schema';
import type { TTx } from '../src/core/tx';
import { jobReviewAdapter } from '../src/modules/jobs/review.service';
import { jobForm, makeOrg } from './jobs-helpers';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'admin']);
const [reviewer, admin] = tokens;
let org: { id: number; token: string };
beforeAll(async () => {
  org = await makeOrg(t, '审核队列测试单位');
});

async function pendingPosting() {
  const res = await api.post<{ id: number }>('/job/my', jobForm(), org.token);
  const id = res.body.data!.id;
  expect((await api.post(`/job/my/${id}/submit`, {}, org.token)).body.code).toBe(200);
  return id;
}

const staff = async (username: string): Promise<TSessionUser> => {
  const [a] = await t.deps.db.select().from(accounts).where(eq(accounts.username, username));
  return {
    accountId: a!.id,
    sessionId: 0,
    username,
    name: a!.name ?? username,
    userType: a!.userType,
    roles: ['reviewer'],
    permissions: [],
  };
};

/** The refusal a decision ends with, as its message key. */
const refusalOf = async (decision: Promise<unknown>) => {
  const error = await decision.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).messageKey;
};

describe('two reviewers deciding one object at once', () => {
  it('publish a posting once: the second is told it is no longer waiting for review', async () => {
    const id = await pendingPosting();
    const answers = await Promise.all([
      api.post(`/job/review/${id}/approve`, {}, reviewer),
      api.post(`/job/review/${id}/reject`, { reason: '职位描述不完整' }, admin),
    ]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([200, 601]);
    const loser = answers.find((a) => a.body.code === 601)!;
    expect(loser.body.msg).toMatch(
      /^only a posting or a change waiting for review can be (approved|rejected)$/,
    );
    const winner = answers.find((a) => a.body.code === 200)!;
    const [row] = await t.deps.db.select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(row!.status).toBe((winner.body.data as { status: string }).status);
  });

  it('decide an organisation once: the second is told it is no longer pending', async () => {
    const pending = await makeOrg(t, '并发审核单位', 'pending');
    const answers = await Promise.all([
      api.post(`/system/org/${pending.id}/approve`, {}, reviewer),
      api.post(`/system/org/${pending.id}/reject`, { reason: '营业执照不清晰' }, admin),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 601]);
    expect(answers.find((a) => a.body.code === 601)!.body.msg).toBe(
      'only an organisation waiting for review can be approved or rejected',
    );
    const won = answers.find((a) => a.body.code === 200)!.body.data as { reviewStatus: string };
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, pending.id));
    expect(row!.reviewStatus).toBe(won.reviewStatus);
  });
});

describe('actions outside the table', () => {
  it('are refused: an action the resource does not offer, and one its state does not allow', async () => {
    const id = await pendingPosting();
    const who = await staff('reviewer');
    const jobs = jobReviewAdapter(t.deps);
    expect(await refusalOf(decideReview(jobs, who, id, 'return', 'please add duties'))).toBe(
      'reviewQueue.notOffered',
    );
    // Not offered, so no route either.
    expect((await api.post(`/job/review/${id}/return`, { reason: 'x' }, reviewer)).status).toBe(404);
    const draft = (await api.post<{ id: number }>('/job/my', jobForm(), org.token)).body.data!.id;
    expect(await refusalOf(decideReview(jobs, who, draft, 'approve', null))).toBe('jobs.cannot.approve');
    const [row] = await t.deps.db.select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(row!.status).toBe('pending');
  });

  it('a resource that offers return sends an object back with the reason, and only from its table', async () => {
    // A reviewed resource declared here, on the organisation records, to show the queue alone.
    const table = defineTransitions<TOrgReviewStatus>([
      { from: 'pending', action: 'return', to: 'draft', reasonRequired: true, perm: 'g07:org:review' },
    ]);
    const adapter: TReviewAdapter<TOrgReviewStatus, { reviewStatus: TOrgReviewStatus }, TTx, string> = {
      table,
      transaction: (work) => t.deps.db.transaction(work),
      lock: async (tx, id) =>
        (
          await tx
            .select({ reviewStatus: gb01.reviewStatus })
            .from(gb01)
            .where(eq(gb01.accountId, id))
            .for('update')
        )[0],
      stateOf: (o) => o.reviewStatus,
      write: async (tx, _o, d) => {
        await tx
          .update(gb01)
          .set({ reviewStatus: d.to, reviewReason: d.reason, reviewedAt: sql`now()` })
          .where(eq(gb01.accountId, d.id));
        return d.to;
      },
      after: async (to) => ({ reviewStatus: to }),
      refused: (action) => new AppError(601, `test.cannot.${action}`),
    };
    const who = await staff('reviewer');
    const pending = await makeOrg(t, '退回修改单位', 'pending');
    expect(await refusalOf(decideReview(adapter, who, pending.id, 'approve', null))).toBe(
      'reviewQueue.notOffered',
    );
    expect(await refusalOf(decideReview(adapter, who, pending.id, 'return', ' '))).toBe(
      'reviewQueue.reasonRequired',
    );
    expect(await decideReview(adapter, who, pending.id, 'return', '请补充营业执照')).toEqual({
      reviewStatus: 'draft',
    });
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, pending.id));
    expect(row).toMatchObject({ reviewStatus: 'draft', reviewReason: '请补充营业执照' });
    // Returned once, it is no longer in a state the table returns from.
    expect(await refusalOf(decideReview(adapter, who, pending.id, 'return', 'again'))).toBe(
      'test.cannot.return',
    );
    expect(await refusalOf(decideReview(adapter, who, 999_999, 'return', 'x'))).toBe('code404');
  });
});
