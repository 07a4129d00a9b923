import type { TExec } from '../tx';
import { type TProcessDefinition, type TWorkflowStatus, stepOf } from './definition';
import { type TInstanceRow, definitionById, instanceOf, timelineOf } from './repository';
import { iso, isoOrNull } from '../time';

type TName = TProcessDefinition['name'];

export type TTimelineEntry = {
  id: number;
  step: string | null;
  stepName: TName | null;
  action: string;
  actorName: string;
  opinion: string | null;
  toStatus: string;
  toStep: string | null;
  at: string;
};

/** Where an application stands and how it got there, as applicants and reviewers are shown it. */
export type TWorkflowView = {
  id: number;
  status: TWorkflowStatus;
  process: { key: string; version: number; name: TName };
  step: { key: string; name: TName } | null;
  /** The step that returned it for changes, and its opinion: the applicant sees both. */
  returned: { step: string; name: TName | null; opinion: string | null } | null;
  submittedAt: string | null;
  dueAt: string | null;
  overdue: boolean;
  decidedAt: string | null;
  timeline: TTimelineEntry[];
};

/**
 * The view of an application. The timeline leaves out what actions carried (score sheets):
 * experts score without seeing each other's scores, and modules show those by their own rules.
 */
export async function workflowView(
  db: TExec,
  kind: string,
  subjectId: number,
): Promise<TWorkflowView | undefined> {
  const inst = await instanceOf(db, kind, subjectId);
  return inst && viewOf(db, inst);
}

export async function viewOf(db: TExec, inst: TInstanceRow): Promise<TWorkflowView> {
  const stored = await definitionById(db, inst.definitionId);
  const def = stored!.def;
  const rows = await timelineOf(db, inst.id);
  const timeline = rows.map((r) => ({
    id: r.id,
    step: r.step,
    stepName: stepOf(def, r.step)?.name ?? null,
    action: r.action,
    actorName: r.actorName,
    opinion: r.opinion,
    toStatus: r.toStatus,
    toStep: r.toStep,
    at: iso(r.createdAt),
  }));
  const current = stepOf(def, inst.currentStep);
  const lastReturn = [...rows].reverse().find((r) => r.action === 'return');
  return {
    id: inst.id,
    status: inst.status as TWorkflowStatus,
    process: { key: def.key, version: stored!.version, name: def.name },
    step: current ? { key: current.key, name: current.name } : null,
    returned:
      inst.status === 'returned' && inst.returnedFrom
        ? {
            step: inst.returnedFrom,
            name: stepOf(def, inst.returnedFrom)?.name ?? null,
            opinion: lastReturn?.opinion ?? null,
          }
        : null,
    submittedAt: isoOrNull(inst.submittedAt),
    dueAt: isoOrNull(inst.dueAt),
    overdue: inst.overdueAt !== null,
    decidedAt: isoOrNull(inst.decidedAt),
    timeline,
  };
}
