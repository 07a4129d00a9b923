import { type TArchiveRequestInput, type TArchiveRequestKind, screenPath } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import type { TSessionUser } from '../../core/session-user';
import { type TTx, readAll } from '../../core/tx';
import { type TWorkflowDeps, openInstance, submitInstance, workflowView } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { presentDocument } from './archives.presenter';
import { ARCHIVE_PROCESS_KEY, ARCHIVE_REQUEST_KIND } from './archives.processes';
import { currentArchiveOf } from './archives.repository';
import { documentOfRequest } from './documents.repository';
import {
  type TRequestFilter,
  insertRequest,
  lockOwnRequest,
  ownFiles,
  requestById,
  requestPage,
  updateRequest,
} from './requests.repository';
import { portalDay } from '../../core/time';

/** What a request is called in the holder's and archivists' messages. */
export const REQUEST_TITLES: Record<TArchiveRequestKind, string> = {
  deposit: '人事档案存档申请',
  'transfer-in': '人事档案转入申请',
  'transfer-out': '人事档案转出申请',
  borrow: '人事档案借阅申请',
  certificate: '人事档案证明申请',
};

/** Only a draft or a request returned for correction is the holder's to change. */
const EDITABLE = new Set(['draft', 'returned']);

/**
 * The holder's archive a request is about. Deposits and transfers in bring an archive, so they
 * need none; the others need one in the registry, and lending or sending it needs it in the store.
 */
async function archiveFor(db: TDb | TTx, holderId: number, kind: TArchiveRequestKind) {
  if (kind === 'deposit' || kind === 'transfer-in') return null;
  const archive = await currentArchiveOf(db, holderId);
  if (!archive) throw warning('archives.request.noArchive');
  if (kind !== 'certificate' && archive.status !== 'in-store') throw warning('archives.request.archiveAway');
  return archive;
}

async function checkFiles(db: TDb | TTx, ids: readonly string[], ownerId: number) {
  const unique = [...new Set(ids)];
  const found = await ownFiles(db, unique, ownerId);
  if (found.length !== unique.length) throw warning('archives.request.fileNotFound');
  return unique;
}

/** Starts a request as a draft, with its workflow instance opened in the same transaction. */
export async function createRequest(db: TDb, user: TSessionUser, input: TArchiveRequestInput) {
  const kind = input.form.kind;
  const id = await db.transaction(async (tx) => {
    const archive = await archiveFor(tx, user.accountId, kind);
    const attachments = await checkFiles(tx, input.attachments, user.accountId);
    const row = await insertRequest(tx, {
      applicantId: user.accountId,
      kind,
      form: input.form,
      attachments,
      archiveId: archive?.id ?? null,
    });
    await openInstance(tx, {
      kind: ARCHIVE_REQUEST_KIND,
      subjectId: row.id,
      applicantId: user.accountId,
      process: ARCHIVE_PROCESS_KEY,
      title: REQUEST_TITLES[kind],
      link: screenPath('g080401:detail', { id: row.id, type: kind }),
      reviewLink: screenPath('g080402:detail', { id: row.id, type: kind }),
    });
    return row.id;
  });
  return myRequestDetail(db, user, id);
}

async function lockEditable(tx: TTx, user: TSessionUser, id: number) {
  const row = await lockOwnRequest(tx, id, user.accountId);
  if (!row) throw notFound('archives.request.notFound');
  if (!EDITABLE.has(row.status)) throw warning('archives.request.notEditable');
  return row.request;
}

/** Saves a draft or a returned request (the missing material added); its kind stays. */
export async function saveRequest(db: TDb, user: TSessionUser, id: number, input: TArchiveRequestInput) {
  await db.transaction(async (tx) => {
    const request = await lockEditable(tx, user, id);
    if (request.kind !== input.form.kind) throw warning('archives.request.kindChanged');
    const archive = await archiveFor(tx, user.accountId, request.kind);
    const attachments = await checkFiles(tx, input.attachments, user.accountId);
    await updateRequest(tx, id, { form: input.form, attachments, archiveId: archive?.id ?? null });
  });
  return myRequestDetail(db, user, id);
}

/** Submits a draft, or resubmits after a return: back to the step that returned it. */
export async function submitRequest(deps: TWorkflowDeps, user: TSessionUser, id: number) {
  await myRequestDetail(deps.db, user, id);
  // The engine locks the instance and checks it may be submitted; the request's row is then
  // locked as saves lock it, and what it needs is checked again as it is handed in.
  await submitInstance(deps, { kind: ARCHIVE_REQUEST_KIND, subjectId: id, actor: user }, async (tx) => {
    const { request } = (await lockOwnRequest(tx, id, user.accountId))!;
    await archiveFor(tx, user.accountId, request.kind);
    await checkFiles(tx, request.attachments, user.accountId);
  });
  return myRequestDetail(deps.db, user, id);
}

export async function myRequests(db: TDb, user: TSessionUser, filter: TRequestFilter, paging: TPaging) {
  const { rows, total } = await requestPage(db, { ...filter, applicantId: user.accountId }, paging);
  return { rows: rows.map(presentListRow), total };
}

export const presentListRow = (r: NonNullable<Awaited<ReturnType<typeof requestById>>>) => ({
  id: r.request.id,
  kind: r.request.kind,
  title: REQUEST_TITLES[r.request.kind],
  applicantName: r.applicantName,
  status: r.status,
  step: r.step,
  submittedAt: r.submittedAt?.toISOString() ?? null,
  updatedAt: r.request.updatedAt.toISOString(),
});

/** A request with its form, files, review so far and the document it gave. */
export async function requestDetail(db: TDb, id: number) {
  const row = await requestById(db, id);
  if (!row) throw notFound('archives.request.notFound');
  const [stored, view, document] = await readAll(db, [
    () => ownFiles(db, row.request.attachments, row.request.applicantId),
    () => workflowView(db, ARCHIVE_REQUEST_KIND, id),
    () => documentOfRequest(db, id),
  ]);
  return {
    ...presentListRow(row),
    form: row.request.form,
    attachments: stored.map((f) => ({ id: f.id, name: f.originalName, mime: f.mime, size: f.size })),
    editable: EDITABLE.has(row.status),
    view: view!,
    document: document ? presentDocument(document, portalDay()) : null,
  };
}

/** The holder's own request: another's id is not found. */
export async function myRequestDetail(db: TDb, user: TSessionUser, id: number) {
  const row = await requestById(db, id);
  if (!row || row.request.applicantId !== user.accountId) throw notFound('archives.request.notFound');
  return requestDetail(db, id);
}
