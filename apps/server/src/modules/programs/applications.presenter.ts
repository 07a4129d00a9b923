import type { TBatchRow } from './programs.repository';

/** A batch as applicants see it: its terms and materials, not who made it or the process's key. */
export const presentApplicationBatch = (b: TBatchRow) => ({
  id: b.id,
  name: b.name,
  category: b.category,
  year: b.year,
  applicantType: b.applicantType,
  opensOn: b.opensOn,
  closesOn: b.closesOn,
  quota: b.quota,
  eligibility: b.eligibility,
  materials: b.materials,
  description: b.description,
  status: b.status,
});
