import { type TProgramApplicantInfo, UserType } from '@rcwb/shared';
import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../src/core/session-user';
import { act, openInstance, submitInstance } from '../src/core/workflow';
import { expertFields, experts } from '../src/db/schema';
import { PROGRAM_APPLICATION_KIND } from '../src/modules/programs';
import { insertApplication } from '../src/modules/programs/applications.repository';
import type { TTestApp } from './harness';
import { makeActor } from './workflow-helpers';

const info = (name: string, region = '350102'): TProgramApplicantInfo => ({
  name,
  contact: '',
  mobile: '13700000001',
  email: '',
  region,
  address: '',
  education: null,
  birthDate: null,
  school: '',
  major: '',
  creditCode: '',
  industry: null,
  summary: '申报材料摘要。',
});

/** A program application made in the database and handed in (the applicants' routes are tested by program-applications). */
export async function handedIn(
  t: TTestApp,
  batch: { id: number; name: string; process: string; applicantType: 'person' | 'org' },
  applicant: { id: number; name: string },
  opts: { region?: string; draft?: boolean } = {},
) {
  const id = await t.deps.db.transaction(async (tx) => {
    const app = await insertApplication(tx, {
      batchId: batch.id,
      applicantId: applicant.id,
      applicantType: batch.applicantType,
      info: info(applicant.name, opts.region),
    });
    await openInstance(tx, {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: app.id,
      applicantId: applicant.id,
      process: batch.process,
      title: batch.name,
    });
    return app.id;
  });
  if (!opts.draft) {
    const actor: TSessionUser = {
      accountId: applicant.id,
      sessionId: 0,
      username: 'applicant',
      name: applicant.name,
      userType: batch.applicantType === 'person' ? UserType.person : UserType.org,
      roles: [batch.applicantType],
      permissions: [],
    };
    await submitInstance(t.deps, { kind: PROGRAM_APPLICATION_KIND, subjectId: id, actor });
  }
  return id;
}

/** Moves a handed-in application through the engine as a reviewer would. */
export const actAs = (
  t: TTestApp,
  actor: TSessionUser,
  id: number,
  step: string,
  action: 'approve' | 'assign-experts' | 'score',
  assignees?: number[],
) => act(t.deps, { kind: PROGRAM_APPLICATION_KIND, subjectId: id, step, action, actor, assignees });

/** A field of the expert library, named uniquely. */
export async function makeField(t: TTestApp) {
  const name = `领域${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await t.deps.db.insert(expertFields).values({ nameZh: name, nameEn: name }).returning();
  return row!;
}

/** A published library expert of a field, linked to a new expert account unless `account` is null. */
export async function makeExpert(
  t: TTestApp,
  fieldId: number,
  over: { name?: string; organisation?: string; loadLimit?: number; account?: number | null } = {},
) {
  const accountId = over.account === undefined ? (await makeActor(t, 'expert')).accountId : over.account;
  const [row] = await t.deps.db
    .insert(experts)
    .values({
      status: 'published',
      publishedAt: new Date(),
      name: over.name ?? `专家${Math.random().toString(36).slice(2, 6)}`,
      fieldId,
      organisation: over.organisation ?? '某大学',
      loadLimit: over.loadLimit ?? 10,
      accountId,
    })
    .returning();
  return row!;
}

export const expertAccount = async (t: TTestApp, expertId: number) =>
  (await t.deps.db.select().from(experts).where(eq(experts.id, expertId)))[0]!.accountId!;
