import {
  type TArchiveRegister,
  type TArchiveStatus,
  type TArchiveTransferOut,
  UserType,
  screenPath,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import type { TSessionUser } from '../../core/session-user';
import { type TTx, isUniqueViolation } from '../../core/tx';
import { presentArchive, presentMovement } from './archives.presenter';
import {
  type TArchiveFilter,
  type TArchiveRow,
  archiveById,
  archivePage,
  currentArchiveOf,
  insertArchive,
  insertMovement,
  lockArchive,
  movementsOf,
  personByUsername,
  updateArchive,
} from './archives.repository';

type TDb = TDeps['db'];

export async function registryPage(db: TDb, filter: TArchiveFilter, paging: TPaging) {
  const { rows, total } = await archivePage(db, filter, paging);
  return { rows: rows.map(presentArchive), total };
}

/** One archive with its whole history, for archivists and (through ownArchive) its holder. */
export async function archiveDetail(db: TDb, id: number) {
  const row = await archiveById(db, id);
  if (!row) throw notFound('archives.notFound');
  const history = await movementsOf(db, id);
  return { ...presentArchive(row), history: history.map(presentMovement) };
}

/**
 * Registers an archive as it arrives: the archive row and its first movement (received) in one
 * transaction. Its number is unique (two registrations of one number: the index decides), and a
 * person has one archive in the store at a time.
 */
export async function registerArchive(db: TDb, actor: TSessionUser, input: TArchiveRegister) {
  const holder = await personByUsername(db, input.holderUsername, UserType.person);
  if (!holder) throw warning('archives.holderUnknown');
  try {
    const id = await db.transaction(async (tx) => {
      if (await currentArchiveOf(tx, holder.id)) throw warning('archives.holderHasArchive');
      const row = await insertArchive(tx, {
        number: input.number,
        holderId: holder.id,
        source: input.source,
        receivedOn: input.receivedOn,
        shelf: input.shelf,
      });
      await insertMovement(tx, {
        archiveId: row.id,
        kind: 'receive',
        actorId: actor.accountId,
        actorName: actor.name,
        counterpart: input.source,
        shelf: input.shelf,
      });
      return row.id;
    });
    return archiveDetail(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'personnel_archive_number_uq')) throw warning('archives.numberTaken');
    throw err;
  }
}

/**
 * One movement of an archive, with its row locked: the state check, the new state and the
 * history entry together. Two archivists moving one archive at once take turns; the second
 * finds the new state and is refused if the move no longer fits.
 */
async function move(
  db: TDb,
  id: number,
  from: readonly TArchiveStatus[],
  refusal: string,
  change: (tx: TTx, row: TArchiveRow) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const row = await lockArchive(tx, id);
    if (!row) throw notFound('archives.notFound');
    if (!from.includes(row.status)) throw warning(refusal);
    await change(tx, row);
  });
  return archiveDetail(db, id);
}

const by = (actor: TSessionUser) => ({ actorId: actor.accountId, actorName: actor.name });

/** An archive transferred out comes back (received again) onto a shelf. */
export const receiveArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { shelf: string; source: string; note: string },
) =>
  move(db, id, ['transferred-out'], 'archives.state.notAway', async (tx, row) => {
    if (await currentArchiveOf(tx, row.holderId)) throw warning('archives.holderHasArchive');
    const today = new Date().toISOString().slice(0, 10);
    await updateArchive(tx, id, {
      status: 'in-store',
      shelf: input.shelf,
      source: input.source,
      receivedOn: today,
    });
    await insertMovement(tx, {
      archiveId: id,
      kind: 'receive',
      ...by(actor),
      counterpart: input.source,
      shelf: input.shelf,
      note: input.note,
    });
  });

export const lendArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { borrower: string; dueOn: string; note: string },
) =>
  move(db, id, ['in-store'], 'archives.state.notInStore', async (tx) => {
    await updateArchive(tx, id, { status: 'lent' });
    await insertMovement(tx, {
      archiveId: id,
      kind: 'lend',
      ...by(actor),
      counterpart: input.borrower,
      dueOn: input.dueOn,
      note: input.note,
    });
  });

export const returnArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { shelf: string; note: string },
) =>
  move(db, id, ['lent'], 'archives.state.notLent', async (tx) => {
    await updateArchive(tx, id, { status: 'in-store', shelf: input.shelf });
    await insertMovement(tx, {
      archiveId: id,
      kind: 'return',
      ...by(actor),
      shelf: input.shelf,
      note: input.note,
    });
  });

/**
 * Transfers an archive out to another agency by confidential post or EMS with its tracking
 * number; the holder is told where it went once the move is committed.
 */
export async function transferArchive(
  deps: Pick<TDeps, 'db' | 'notifier' | 'log'>,
  actor: TSessionUser,
  id: number,
  input: TArchiveTransferOut,
) {
  let holderId = 0;
  let number = '';
  const detail = await move(deps.db, id, ['in-store'], 'archives.state.notInStore', async (tx, row) => {
    holderId = row.holderId;
    number = row.number;
    await updateArchive(tx, id, { status: 'transferred-out' });
    await insertMovement(tx, {
      archiveId: id,
      kind: 'transfer-out',
      ...by(actor),
      counterpart: input.targetAgency,
      targetAgency: input.targetAgency,
      letterNo: input.letterNo,
      dispatch: input.dispatch,
      trackingNo: input.trackingNo,
      receipt: input.receipt,
    });
  });
  try {
    await deps.notifier.notify(holderId, {
      kind: 'archive',
      titleKey: 'archives.notice.transferred.title',
      bodyKey: 'archives.notice.transferred.body',
      params: {
        number,
        agency: input.targetAgency,
        dispatch: { key: `archives.dispatch.${input.dispatch}` },
        tracking: input.trackingNo,
      },
      link: screenPath('g080201:detail', { id }),
    });
  } catch (err) {
    deps.log.error({ err, to: holderId }, 'archive transfer notice failed');
  }
  return detail;
}
