import { stepOf } from '../../core/workflow';
import { iso } from '../../core/time';
import type { TTalentFile } from '../../db/schema';
import { RECOGNITION_DEFINITION, SERVICE_DEFINITION } from './talent-services.processes';
import type { TRecognitionRow, TRequestRow } from './talent-services.repository';

export type TRefName = { code: string; nameZh: string; nameEn: string };
export type TStoredFile = { id: string; originalName: string; mime: string; size: number };

const refView = (r: TRefName | undefined) =>
  r ? { code: r.code, nameZh: r.nameZh, nameEn: r.nameEn } : { code: '', nameZh: '', nameEn: '' };

/** Each named material with the stored file it points at (none: not uploaded or gone). */
export function materialsView(
  names: readonly string[],
  chosen: readonly TTalentFile[],
  stored: TStoredFile[],
) {
  const byId = new Map(stored.map((f) => [f.id, f]));
  return names.map((name) => {
    const f = byId.get(chosen.find((c) => c.name === name)?.fileId ?? '');
    return { name, file: f ? { id: f.id, name: f.originalName, mime: f.mime, size: f.size } : null };
  });
}

type TListed<R> = { row: R; status: string; step: string | null; applicantName: string };

/** A recognition as a row of a list (the person's or the reviewers'). */
export const presentRecognitionRow = (r: TListed<TRecognitionRow>, refs: Map<number, TRefName>) => ({
  id: r.row.id,
  tier: refView(refs.get(r.row.tierId)),
  applicantName: r.applicantName,
  status: r.status,
  step: r.step,
  stepName: stepOf(RECOGNITION_DEFINITION, r.step)?.name ?? null,
  validFrom: r.row.validFrom,
  validUntil: r.row.validUntil,
  createdAt: iso(r.row.createdAt),
});

/** A service request as a row of a list. */
export const presentRequestRow = (r: TListed<TRequestRow>, refs: Map<number, TRefName>) => ({
  id: r.row.id,
  type: refView(refs.get(r.row.typeId)),
  applicantName: r.applicantName,
  status: r.status,
  step: r.step,
  stepName: stepOf(SERVICE_DEFINITION, r.step)?.name ?? null,
  grantedAmount: r.row.grantedAmount,
  createdAt: iso(r.row.createdAt),
});

export { refView };
