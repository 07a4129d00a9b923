import type { TJobFields } from '@rcwb/shared';
import { orgActions } from './lifecycle';
import type { TJobRow } from './jobs.repository';
import { isoOrNull } from '../../core/time';

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
  revisionSubmittedAt: isoOrNull(j.revisionSubmittedAt),
  takenDown: j.takenDown,
  copiedFrom: j.copiedFrom,
  viewCount: j.viewCount,
  submittedAt: isoOrNull(j.submittedAt),
  publishedAt: isoOrNull(j.publishedAt),
  refreshedAt: isoOrNull(j.refreshedAt),
  closedAt: isoOrNull(j.closedAt),
  reviewedAt: isoOrNull(j.reviewedAt),
  createdAt: isoOrNull(j.createdAt),
  updatedAt: isoOrNull(j.updatedAt),
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
  submittedAt: isoOrNull(j.submittedAt ?? null),
  revisionSubmittedAt: isoOrNull(j.revisionSubmittedAt),
  refreshedAt: isoOrNull(j.refreshedAt),
  updatedAt: isoOrNull(j.updatedAt),
  actions: orgActions(j),
});
