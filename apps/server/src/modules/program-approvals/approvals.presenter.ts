import { maskMobile } from '@rcwb/shared';
import type { TProcessDefinition, TStoredDefinition } from '../../core/workflow';
import { isoOrNull } from '../../core/time';
import type { TListRow } from './approvals.repository';

type TName = TProcessDefinition['name'];

/** A step's key and name in both languages, as the screens show it. */
export const stepName = (
  def: TStoredDefinition | undefined,
  key: string | null,
): { key: string; name: TName } | null => {
  if (key === null) return null;
  const step = def?.def.steps.find((s) => s.key === key);
  return { key, name: step?.name ?? { en: key, 'zh-CN': key } };
};

/** One row of a batch's list: who applies, where it stands, by when, and the experts assigned. */
export const presentListRow = (r: TListRow, def: TStoredDefinition | undefined, experts: string[]) => ({
  id: r.app.id,
  applicantType: r.app.applicantType,
  applicant: r.app.info.name,
  // Lists and sheets travel: the mobile is masked there (the applicant is reached through messages).
  mobile: maskMobile(r.app.info.mobile),
  region: r.app.info.region,
  status: r.instance.status,
  step: stepName(def, r.instance.currentStep),
  submittedAt: isoOrNull(r.instance.submittedAt),
  dueAt: isoOrNull(r.instance.dueAt),
  overdue: r.instance.overdueAt !== null,
  experts,
});
export type TApprovalRow = ReturnType<typeof presentListRow>;

type TBatchRow = {
  id: number;
  name: string;
  category: string;
  year: number;
  applicantType: 'person' | 'org';
  quota: number;
  opensOn: string;
  closesOn: string;
  status: string;
};

/** A batch as the reviewers pick it, with its counts when listed. */
export const presentBatch = ({
  batch: b,
  handedIn,
  waiting,
}: {
  batch: TBatchRow;
  handedIn?: number;
  waiting?: number;
}) => ({
  id: b.id,
  name: b.name,
  category: b.category,
  year: b.year,
  applicantType: b.applicantType,
  quota: b.quota,
  opensOn: b.opensOn,
  closesOn: b.closesOn,
  status: b.status,
  handedIn: handedIn ?? null,
  waiting: waiting ?? null,
});
