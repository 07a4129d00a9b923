import { asc, eq } from 'drizzle-orm';
import { screenPath } from '@rcwb/shared';
import type { TSessionUser } from '../src/core/session-user';
import { act, openInstance, submitInstance } from '../src/core/workflow';
import { messages } from '../src/db/schema';
import { PROGRAM_APPLICATION_KIND } from '../src/modules/programs';
import { insertApplication } from '../src/modules/programs/applications.repository';
import type { TTestApp } from './harness';
import { makeActor } from './workflow-helpers';

/**
 * An application of a new person to a batch, submitted and taken by the reviewer through the
 * preliminary check to the experts given (assign-experts straight on the engine: choosing experts
 * is the reviewers' screen's business). Returns the application id and its applicant.
 */
export async function applicationAtScoring(
  t: TTestApp,
  batch: { id: number; name: string; process: string },
  reviewer: TSessionUser,
  experts: readonly TSessionUser[],
  name = '测试申请人',
): Promise<{ id: number; applicant: TSessionUser }> {
  const applicant = await makeActor(t, 'person');
  const id = await t.deps.db.transaction(async (tx) => {
    const app = await insertApplication(tx, {
      batchId: batch.id,
      applicantId: applicant.accountId,
      applicantType: 'person',
      info: {
        name,
        contact: '',
        mobile: '13700000009',
        email: 'applicant@example.com',
        region: '350102',
        address: '福州市',
        education: '4',
        birthDate: null,
        school: '福州大学',
        major: '软件工程',
        creditCode: '',
        industry: null,
        summary: '从事软件开发多年。',
      },
    });
    await openInstance(tx, {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: app.id,
      applicantId: applicant.accountId,
      process: batch.process,
      title: batch.name,
      link: screenPath('g020101'),
    });
    return app.id;
  });
  const on = { kind: PROGRAM_APPLICATION_KIND, subjectId: id };
  await submitInstance(t.deps, { ...on, actor: applicant });
  await act(t.deps, { ...on, step: 'preliminary', action: 'approve', actor: reviewer });
  await act(t.deps, {
    ...on,
    step: 'assign',
    action: 'assign-experts',
    actor: reviewer,
    assignees: experts.map((e) => e.accountId),
  });
  return { id, applicant };
}

/** The message keys an account received, oldest first. */
export async function messageKeys(t: TTestApp, accountId: number): Promise<string[]> {
  const rows = await t.deps.db
    .select({ key: messages.titleKey })
    .from(messages)
    .where(eq(messages.recipientId, accountId))
    .orderBy(asc(messages.id));
  return rows.map((r) => r.key ?? '');
}

/** Scores on the sheet of category 02 (four criteria out of 10) that give `total` when all equal. */
export const evenScores = (each: number) => ({
  potential: each,
  achievement: each,
  innovation: each,
  plan: each,
});
