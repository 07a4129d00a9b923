import type { TProgramBatchForm, TProgramBatchStatus, TProgramReferenceForm } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import type { TExec } from '../../core/tx';
import { isUniqueViolation } from '../../core/tx';
import type { TDb } from '../../db/client';
import { presentBatch, presentReference } from './programs.presenter';
import {
  type TBatchFilter,
  type TReferenceFilter,
  batchById,
  dictHas,
  enabledReferences,
  insertBatch,
  insertReference,
  lockBatch,
  pageOfBatches,
  pageOfReferences,
  referenceByCode,
  updateBatch,
  updateReference,
} from './programs.repository';

/** The codes a batch names must exist: its category, the lowest education, the regions and the tier. */
async function checkCodes(db: TExec, form: TProgramBatchForm): Promise<void> {
  if (!(await dictHas(db, 'program_category', form.category))) throw warning('programs.form.unknownCategory');
  const e = form.eligibility;
  if (e.education && !(await dictHas(db, 'education', e.education)))
    throw warning('programs.form.unknownEducation');
  for (const region of e.regions)
    if (!(await dictHas(db, 'area', region))) throw warning('programs.form.unknownRegion', { region });
  if (e.tier) {
    const tier = await referenceByCode(db, 'tier', e.tier);
    if (!tier?.enabled) throw warning('programs.form.unknownTier');
  }
}

export async function listBatches(db: TDb, f: TBatchFilter) {
  const { rows, total } = await pageOfBatches(db, f);
  return { rows: rows.map(presentBatch), total };
}

export async function batchDetail(db: TDb, id: number) {
  const b = await batchById(db, id);
  if (!b) throw notFound('programs.batch.notFound');
  return presentBatch(b);
}

export async function createBatch(db: TDb, userId: number, form: TProgramBatchForm) {
  await checkCodes(db, form);
  return presentBatch(await insertBatch(db, form, userId));
}

/** A finished batch's results are final: its terms no longer change. */
export async function editBatch(db: TDb, id: number, form: TProgramBatchForm) {
  return db.transaction(async (tx) => {
    const b = await lockBatch(tx, id);
    if (!b) throw notFound('programs.batch.notFound');
    if (b.status === 'finished') throw warning('programs.batch.finished');
    await checkCodes(tx, form);
    return presentBatch((await updateBatch(tx, id, form))!);
  });
}

/** The status changes staff make: open a draft, close, reopen before the results, finish. */
const MOVES: Record<TProgramBatchStatus, readonly TProgramBatchStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open', 'finished'],
  finished: [],
};

export async function setBatchStatus(db: TDb, id: number, to: TProgramBatchStatus, today: string) {
  return db.transaction(async (tx) => {
    const b = await lockBatch(tx, id);
    if (!b) throw notFound('programs.batch.notFound');
    if (!MOVES[b.status].includes(to)) throw warning(`programs.batch.cannot.${to}`);
    if (to === 'open' && b.closesOn < today) throw warning('programs.batch.closesInPast');
    return presentBatch((await updateBatch(tx, id, { status: to }))!);
  });
}

export async function listReferences(db: TDb, f: TReferenceFilter) {
  const { rows, total } = await pageOfReferences(db, f);
  return { rows: rows.map(presentReference), total };
}

export async function referenceOptions(db: TDb, kind: 'tier' | 'service-type') {
  return (await enabledReferences(db, kind)).map(presentReference);
}

export async function createReference(db: TDb, form: TProgramReferenceForm) {
  try {
    return presentReference(await insertReference(db, form));
  } catch (err) {
    if (isUniqueViolation(err, 'program_reference_code_uq')) throw warning('programs.reference.codeTaken');
    throw err;
  }
}

/** The kind and code stay: batches and recognitions name an entry by them. */
export async function editReference(
  db: TDb,
  id: number,
  form: Pick<TProgramReferenceForm, 'nameZh' | 'nameEn' | 'description' | 'sort'>,
) {
  const row = await updateReference(db, id, form);
  if (!row) throw notFound('programs.reference.notFound');
  return presentReference(row);
}

export async function setReferenceEnabled(db: TDb, id: number, enabled: boolean) {
  const row = await updateReference(db, id, { enabled });
  if (!row) throw notFound('programs.reference.notFound');
  return presentReference(row);
}
