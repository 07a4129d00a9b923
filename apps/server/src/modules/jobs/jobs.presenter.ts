import type { TJobFields } from '../../db/schema';
import { orgActions } from './lifecycle';
import type { TJobRow } from './jobs.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The editable fields of a posting (its live version). */
export const fieldsOf = (j: TJobRow): TJobFields => ({
  title: j.title,
  category: j.category,
  industry: j.industry,
  area: j.area,
  salaryMin: j.salaryMin,
  salaryMax: j.salaryMax,
  education: j.education,
  experience: j.experience,
  jobType: j.jobType,
  headcount: j.headcount,
  welfare: j.welfare,
  description: j.description,
  contactName: j.contactName,
  contactPhone: j.contactPhone,
});

/** A posting as its organisation and staff see it: live fields, state, pending revision. */
export const presentJob = (j: TJobRow, orgName: string) => ({
  id: j.id,
  orgId: j.orgId,
  orgName,
  ...fieldsOf(j),
  status: j.status,
  reviewReason: j.reviewReason,
  revision: j.revision,
  revisionSubmittedAt: iso(j.revisionSubmittedAt),
  takenDown: j.takenDown,
  copiedFrom: j.copiedFrom,
  viewCount: j.viewCount,
  submittedAt: iso(j.submittedAt),
  publishedAt: iso(j.publishedAt),
  refreshedAt: iso(j.refreshedAt),
  closedAt: iso(j.closedAt),
  reviewedAt: iso(j.reviewedAt),
  createdAt: iso(j.createdAt),
  updatedAt: iso(j.updatedAt),
  actions: orgActions(j),
});

/** One row of a back-office list. */
export const presentJobRow = (j: TJobRow, orgName: string) => ({
  id: j.id,
  orgId: j.orgId,
  orgName,
  title: j.title,
  category: j.category,
  area: j.area,
  salaryMin: j.salaryMin,
  salaryMax: j.salaryMax,
  jobType: j.jobType,
  headcount: j.headcount,
  status: j.status,
  reviewReason: j.reviewReason,
  hasRevision: j.revision !== null,
  takenDown: j.takenDown,
  viewCount: j.viewCount,
  submittedAt: iso(j.submittedAt ?? null),
  revisionSubmittedAt: iso(j.revisionSubmittedAt),
  refreshedAt: iso(j.refreshedAt),
  updatedAt: iso(j.updatedAt),
  actions: orgActions(j),
});
