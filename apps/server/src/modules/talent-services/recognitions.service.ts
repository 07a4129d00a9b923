import {
  TALENT_RECOGNITION_KIND,
  type TRecognitionApply,
  type TRecognitionForm,
  type TTalentReviewAct,
  screenPath,
} from '@rcwb/shared';
import { eq } from 'drizzle-orm';
import { notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { type TExec, readAll } from '../../core/tx';
import { type TWorkflowDeps, act, workflowView } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { talentRecognitions, talentTierRules } from '../../db/schema';
import { materialsView, presentRecognitionRow, refView } from './talent-services.presenter';
import { RECOGNITION_PROCESS } from './talent-services.processes';
import {
  type TStaffFilter,
  insertRecognition,
  ownFiles,
  recognitionById,
  recognitionPage,
  recognitionUnderWay,
  recognitionsOf,
  updateRecognition,
  validRecognitions,
} from './talent-services.repository';
import { referenceNames, tierRule, tierRules } from './rules.repository';
import { applyAndSubmit, editable, resubmitWith, validUntil } from './talent-services.common';

/** The tiers open to recognition, with what each asks and how long it lasts. */
export const tierOptions = (db: TExec) => tierRules(db);

/** The tiers a person holds on the day, each with its validity (the profile and eligibility read this). */
export async function heldTiers(db: TExec, accountId: number, day: string) {
  const rows = await validRecognitions(db, accountId, day);
  const refs = await referenceNames(
    db,
    rows.map((r) => r.decidedTierId!),
  );
  return rows.map((r) => ({
    recognitionId: r.id,
    tier: refView(refs.get(r.decidedTierId!)),
    validFrom: r.validFrom!,
    validUntil: r.validUntil!,
  }));
}

/** The evidence a recognition asks for: its tier's list, even when the tier was disabled since. */
async function evidenceNames(db: TExec, tierId: number) {
  const [rule] = await db.select().from(talentTierRules).where(eq(talentTierRules.referenceId, tierId));
  return rule ?? null;
}

/** A recognition as its applicant and its reviewers see it: the tier, the evidence, the review so far. */
export async function presentRecognition(
  db: TExec,
  row: NonNullable<Awaited<ReturnType<typeof recognitionById>>>,
) {
  const rec = row.row;
  const fileIds = rec.evidence.map((e) => e.fileId);
  const [refs, rule, stored, view] = await readAll(db, [
    () => referenceNames(db, [rec.tierId, ...(rec.decidedTierId ? [rec.decidedTierId] : [])]),
    () => evidenceNames(db, rec.tierId),
    () => ownFiles(db, fileIds, rec.applicantId),
    () => workflowView(db, TALENT_RECOGNITION_KIND, rec.id),
  ]);
  return {
    ...presentRecognitionRow(row, refs),
    statement: rec.statement,
    criteria: rule?.criteria ?? '',
    validityYears: rule?.validityYears ?? null,
    evidence: materialsView(rule?.evidence ?? [], rec.evidence, stored),
    decidedTier: rec.decidedTierId ? refView(refs.get(rec.decidedTierId)) : null,
    editable: editable(row.status),
    view: view!,
  };
}

export async function myRecognitions(db: TDb, user: TSessionUser) {
  const rows = await recognitionsOf(db, user.accountId);
  const refs = await referenceNames(db, [...new Set(rows.map((r) => r.row.tierId))]);
  return rows.map((r) => presentRecognitionRow(r, refs));
}

export async function myRecognition(db: TDb, user: TSessionUser, id: number) {
  const row = await recognitionById(db, id, user.accountId);
  if (!row) throw notFound('talentServices.recognition.notFound');
  return presentRecognition(db, row);
}

/**
 * Applies for a tier and hands the application in: one under way per person and tier (two at
 * once take turns on the person's row), none for a tier the person already holds.
 */
export async function applyForRecognition(
  deps: TWorkflowDeps,
  user: TSessionUser,
  input: TRecognitionApply,
  day: string,
) {
  const { db } = deps;
  const rule = await tierRule(db, input.tier);
  if (!rule) throw warning('talentServices.tier.notOpen');
  const id = await applyAndSubmit(
    deps,
    user,
    {
      kind: TALENT_RECOGNITION_KIND,
      process: RECOGNITION_PROCESS,
      title: `${rule.nameZh}认定`,
      links: (recId) => ({
        link: screenPath('g090201:detail', { id: recId, type: rule.code }),
        reviewLink: screenPath('g090202:detail', { id: recId, type: rule.code }),
      }),
    },
    { required: rule.evidence, chosen: input.evidence },
    {
      check: async (tx) => {
        if (await recognitionUnderWay(tx, user.accountId, rule.id))
          throw warning('talentServices.recognition.pending');
        const held = (await validRecognitions(tx, user.accountId, day)).find(
          (r) => r.decidedTierId === rule.id,
        );
        if (held) throw warning('talentServices.recognition.held', { until: held.validUntil! });
      },
      insert: (tx, evidence) =>
        insertRecognition(tx, {
          applicantId: user.accountId,
          tierId: rule.id,
          statement: input.statement,
          evidence,
        }),
    },
  );
  return myRecognition(db, user, id);
}

/** The applicant's changes to a returned application, handed in again in the same transaction. */
export async function resubmitRecognition(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  form: TRecognitionForm,
) {
  const row = await recognitionById(deps.db, id, user.accountId);
  if (!row) throw notFound('talentServices.recognition.notFound');
  await resubmitWith(
    deps,
    user,
    { kind: TALENT_RECOGNITION_KIND, id, status: row.status },
    async (tx) => (await evidenceNames(tx, row.row.tierId))?.evidence ?? [],
    form.evidence,
    (tx, evidence) => updateRecognition(tx, id, { statement: form.statement, evidence }),
  );
  return myRecognition(deps.db, user, id);
}

export async function recognitionList(db: TDb, filter: TStaffFilter) {
  const { rows, total } = await recognitionPage(db, filter);
  const refs = await referenceNames(db, [...new Set(rows.map((r) => r.row.tierId))]);
  return { rows: rows.map((r) => presentRecognitionRow(r, refs)), total };
}

export async function recognitionForStaff(db: TDb, id: number) {
  const row = await recognitionById(db, id);
  if (!row || row.status === 'draft') throw notFound('talentServices.recognition.notFound');
  return presentRecognition(db, row);
}

/**
 * A reviewer's decision at the step their screen shows. The final approval recognises the tier
 * applied for, valid from today for the tier's years, in the decision's own transaction.
 */
export async function decideRecognition(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  input: TTalentReviewAct,
  day: string,
) {
  const row = await recognitionById(deps.db, id);
  if (!row || row.status === 'draft') throw notFound('talentServices.recognition.notFound');
  await act(
    deps,
    {
      kind: TALENT_RECOGNITION_KIND,
      subjectId: id,
      step: input.step,
      action: input.action,
      actor: user,
      opinion: input.opinion,
    },
    async (tx, r) => {
      if (r.instance.status !== 'approved') return;
      const rule = await evidenceNames(tx, row.row.tierId);
      await tx
        .update(talentRecognitions)
        .set({
          decidedTierId: row.row.tierId,
          validFrom: day,
          validUntil: validUntil(day, rule?.validityYears ?? 3),
          updatedAt: new Date(),
        })
        .where(eq(talentRecognitions.id, id));
    },
  );
  return recognitionForStaff(deps.db, id);
}
