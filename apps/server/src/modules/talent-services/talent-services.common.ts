import { warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import type { TExec, TTx } from '../../core/tx';
import { type TOpenInput, type TWorkflowDeps, openInstance, submitInstance } from '../../core/workflow';
import type { TTalentFile } from '../../db/schema';
import { lockApplicant, ownFiles } from './talent-services.repository';

/** The last day of a validity of `years` starting on `from` (a 3-year validity from 2026-01-01 ends 2028-12-31). */
export function validUntil(from: string, years: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/**
 * The files an application names: each one a material the rule asks for, each the applicant's
 * own upload, and every material there. Refused with the first material at fault.
 */
export async function checkMaterials(
  db: TExec,
  required: readonly string[],
  chosen: readonly TTalentFile[],
  ownerId: number,
) {
  const stored = new Set(
    (await ownFiles(db, [...new Set(chosen.map((c) => c.fileId))], ownerId)).map((f) => f.id),
  );
  for (const c of chosen) {
    if (!required.includes(c.name)) throw warning('talentServices.unknownMaterial', { name: c.name });
    if (!stored.has(c.fileId)) throw warning('talentServices.fileNotFound', { name: c.name });
  }
  const lacking = required.find((name) => !chosen.some((c) => c.name === name));
  if (lacking) throw warning('talentServices.materialMissing', { name: lacking });
  return chosen.filter((c, i) => chosen.findIndex((x) => x.name === c.name) === i);
}

/** The files an application names and the materials its rule asks for. */
type TMaterials = { required: readonly string[]; chosen: readonly TTalentFile[] };

/** The workflow instance an application opens; its links name the new application. */
type TOpening = Pick<TOpenInput, 'kind' | 'process' | 'title'> & {
  links: (id: number) => Pick<TOpenInput, 'link' | 'reviewLink'>;
};

/**
 * Opens an application and hands it in. On the applicant's locked row (two at once take turns, so
 * `check` sees what the other wrote), the application's own checks, its files and its row are
 * written with its workflow instance in one transaction; the hand-in that tells the reviewers follows.
 */
export async function applyAndSubmit<T>(
  deps: TWorkflowDeps,
  user: TSessionUser,
  opening: TOpening,
  { required, chosen }: TMaterials,
  write: {
    check: (tx: TTx) => Promise<T>;
    insert: (tx: TTx, files: TTalentFile[], checked: T) => Promise<{ id: number }>;
  },
): Promise<number> {
  const id = await deps.db.transaction(async (tx) => {
    await lockApplicant(tx, user.accountId);
    const checked = await write.check(tx);
    const files = await checkMaterials(tx, required, chosen, user.accountId);
    const row = await write.insert(tx, files, checked);
    const { links, ...instance } = opening;
    await openInstance(tx, { ...instance, subjectId: row.id, applicantId: user.accountId, ...links(row.id) });
    return row.id;
  });
  await submitInstance(deps, { kind: opening.kind, subjectId: id, actor: user });
  return id;
}

const EDITABLE = new Set(['draft', 'returned']);

/** Whether the applicant may change the application (never handed in, or returned for changes). */
export const editable = (status: string) => EDITABLE.has(status);

/**
 * The applicant's changes to an application not yet under review, handed in again: the files are
 * checked against what the rule asks now and the row updated in the hand-in's own transaction.
 */
export async function resubmitWith(
  deps: TWorkflowDeps,
  user: TSessionUser,
  target: { kind: string; id: number; status: string },
  required: (tx: TTx) => Promise<readonly string[]>,
  chosen: readonly TTalentFile[],
  update: (tx: TTx, files: TTalentFile[]) => Promise<void>,
) {
  if (!editable(target.status)) throw warning('talentServices.notReturned');
  await submitInstance(deps, { kind: target.kind, subjectId: target.id, actor: user }, async (tx) => {
    const files = await checkMaterials(tx, await required(tx), chosen, user.accountId);
    await update(tx, files);
  });
}
