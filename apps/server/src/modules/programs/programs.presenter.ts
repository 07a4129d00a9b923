import { iso } from '../../core/time';
import type { TBatchRow, TReferenceRow } from './programs.repository';

/** A batch as staff see it in the list and the form. */
export const presentBatch = (b: TBatchRow) => ({
  id: b.id,
  name: b.name,
  category: b.category,
  year: b.year,
  applicantType: b.applicantType,
  opensOn: b.opensOn,
  closesOn: b.closesOn,
  quota: b.quota,
  noticeDays: b.noticeDays,
  eligibility: b.eligibility,
  materials: b.materials,
  process: b.process,
  description: b.description,
  status: b.status,
  updatedAt: iso(b.updatedAt),
});

export const presentReference = (r: TReferenceRow) => ({
  id: r.id,
  kind: r.kind,
  code: r.code,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  description: r.description,
  sort: r.sort,
  enabled: r.enabled,
  updatedAt: iso(r.updatedAt),
});
