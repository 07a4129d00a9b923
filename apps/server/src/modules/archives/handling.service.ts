import type { TArchiveRequestKind } from '@rcwb/shared';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import type { TSessionUser } from '../../core/session-user';
import { type TWorkflowDeps, type TWorkflowStatus, act } from '../../core/workflow';
import type { TDb } from '../../db/client';
import { ARCHIVE_REQUEST_KIND } from './archives.processes';
import { currentArchiveOf } from './archives.repository';
import { issueForRequest } from './documents.service';
import { type TNotice, sendNotices } from './notices';
import { requestById, requestPage, touchRequest } from './requests.repository';
import { presentListRow, requestDetail } from './requests.service';

/** What archivists hand in: every request but the holders' drafts. */
export async function handlingList(
  db: TDb,
  filter: { kind?: TArchiveRequestKind; status?: TWorkflowStatus },
  paging: TPaging,
) {
  if (filter.status === 'draft') return { rows: [], total: 0 };
  const { rows, total } = await requestPage(db, { ...filter, submittedOnly: true }, paging);
  return { rows: rows.map(presentListRow), total };
}

export async function handlingDetail(db: TDb, id: number) {
  const row = await requestById(db, id);
  if (!row || row.status === 'draft') throw notFound('archives.request.notFound');
  return requestDetail(db, id);
}

/**
 * An archivist's decision at the step the screen showed (approve, return for correction,
 * reject), through the engine: the check, the new state and the timeline in one transaction
 * with the request locked. Approving the last step issues the document the request gives in
 * that same transaction; the holder is told each step by the engine, and of the document after.
 */
export async function decideRequest(
  deps: TWorkflowDeps,
  user: TSessionUser,
  id: number,
  action: 'approve' | 'return' | 'reject',
  input: { step: string; opinion: string },
) {
  const row = await requestById(deps.db, id);
  if (!row || row.status === 'draft') throw notFound('archives.request.notFound');
  let notice: TNotice | null = null;
  await act(
    deps,
    {
      kind: ARCHIVE_REQUEST_KIND,
      subjectId: id,
      step: input.step,
      action,
      actor: user,
      opinion: input.opinion,
    },
    async (tx, result) => {
      await touchRequest(tx, id);
      if (result.instance.status !== 'approved') return;
      const archive = await currentArchiveOf(tx, row.request.applicantId);
      if (!archive && row.request.kind !== 'deposit' && row.request.kind !== 'transfer-in')
        throw warning('archives.request.noArchive');
      notice = await issueForRequest(tx, {
        requestId: id,
        form: row.request.form,
        holderId: row.request.applicantId,
        holderName: row.applicantName,
        archive: archive ? { number: archive.number, receivedOn: archive.receivedOn } : null,
        actorId: user.accountId,
      });
    },
  );
  if (notice) await sendNotices(deps, [notice]);
  return requestDetail(deps.db, id);
}
