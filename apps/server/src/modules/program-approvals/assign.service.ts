import { warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TExec } from '../../core/tx';
import { type TWorkflowDeps, act } from '../../core/workflow';
import { PROGRAM_APPLICATION_KIND } from '../programs';
import { dossier, requireApplication } from './approvals.service';
import {
  type TApplicantSide,
  type TExclusion,
  type TExpertRow,
  exclusions,
  expertsByIds,
  libraryExperts,
  listFields,
  lockExperts,
  openAssignments,
} from './candidates';

type TT = (key: string, params?: Record<string, string | number>) => string;

type TApplicationLike = {
  app: { applicantId: number; applicantType: 'person' | 'org'; info: { name: string } };
};

/** What decides conflicts: the applicant, and for an organisation's application its name. */
export const sideOf = ({ app }: TApplicationLike): TApplicantSide => ({
  applicantId: app.applicantId,
  organisation: app.applicantType === 'org' ? app.info.name : null,
});

const presentExpert = (e: TExpertRow, open: number) => ({
  id: e.id,
  name: e.name,
  title: e.title,
  organisation: e.organisation,
  field: e.fieldId === null ? null : { id: e.fieldId, en: e.fieldEn ?? '', 'zh-CN': e.fieldZh ?? '' },
  open,
  limit: e.loadLimit,
});

/** Each expert with the reasons they are excluded (empty: they may be chosen). */
async function judged(db: TExec, list: TExpertRow[], side: TApplicantSide) {
  const open = await openAssignments(
    db,
    list.flatMap((e) => (e.accountId === null ? [] : [e.accountId])),
  );
  return list.map((e) => {
    const n = e.accountId === null ? 0 : (open.get(e.accountId) ?? 0);
    return { expert: e, open: n, reasons: exclusions(e, side, n) };
  });
}

const reasonText = (t: TT, r: TExclusion) => ({
  key: r.key,
  text: t(r.key, 'params' in r ? r.params : undefined),
});

/**
 * The experts of the library (of one field, or all) for an application: those that may score it,
 * and those excluded, each with the reasons why.
 */
export async function candidates(db: TExec, t: TT, id: number, fieldId?: number) {
  const row = await requireApplication(db, id);
  const all = await judged(db, await libraryExperts(db, fieldId), sideOf(row));
  return {
    fields: (await listFields(db)).map((f) => ({ id: f.id, en: f.nameEn, 'zh-CN': f.nameZh })),
    candidates: all.filter((j) => !j.reasons.length).map((j) => presentExpert(j.expert, j.open)),
    excluded: all
      .filter((j) => j.reasons.length)
      .map((j) => ({ ...presentExpert(j.expert, j.open), reasons: j.reasons.map((r) => reasonText(t, r)) })),
  };
}

/** The first reason the chosen experts cannot score this application, as a refusal. */
async function refuseExcluded(db: TExec, t: TT, chosen: TExpertRow[], side: TApplicantSide, added: number) {
  for (const j of await judged(db, chosen, side)) {
    // Inside the assigning transaction the expert's new assignment is counted already.
    const reasons = added ? exclusions(j.expert, side, j.open - added) : j.reasons;
    if (reasons.length)
      throw warning('programApprovals.expert.excluded', {
        name: j.expert.name,
        reason: reasonText(t, reasons[0]!).text,
      });
  }
}

/**
 * Assigns experts of the library to an application waiting for them (engine `assign-experts`,
 * assignees their accounts). The conflicts are checked before, and again inside the engine's
 * transaction with the experts' rows locked, so two reviewers cannot push an expert past the limit.
 */
export async function assignExperts(
  deps: TWorkflowDeps,
  user: TSessionUser,
  t: TT,
  id: number,
  input: { step: string; experts: readonly number[] },
) {
  const row = await requireApplication(deps.db, id);
  await assignTo(deps, user, t, row, input);
  return dossier(deps.db, user, id);
}

export async function assignTo(
  deps: TWorkflowDeps,
  user: TSessionUser,
  t: TT,
  row: TApplicationLike & { app: { id: number } },
  input: { step: string; experts: readonly number[] },
) {
  const ids = [...new Set(input.experts)];
  const chosen = await expertsByIds(deps.db, ids);
  if (chosen.length !== ids.length) throw warning('programApprovals.expert.notFound');
  const side = sideOf(row);
  await refuseExcluded(deps.db, t, chosen, side, 0);
  await act(
    deps,
    {
      kind: PROGRAM_APPLICATION_KIND,
      subjectId: row.app.id,
      step: input.step,
      action: 'assign-experts',
      actor: user,
      assignees: chosen.map((e) => e.accountId!),
    },
    async (tx) => {
      await lockExperts(tx, ids);
      await refuseExcluded(tx, t, await expertsByIds(tx, ids), side, 1);
    },
  );
}
