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
  type TMovementInput,
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
import { portalDay } from '../../core/time';

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
 * What a move does: the states it starts from (otherwise `refusal`), the state it leaves the
 * archive in with any other fields it changes, and the history entry it writes.
 */
type TMove = {
  from: readonly TArchiveStatus[];
  refusal: string;
  to: TArchiveStatus;
  set?: Omit<Parameters<typeof updateArchive>[2], 'status'>;
  entry: Omit<TMovementInput, 'archiveId' | 'actorId' | 'actorName'>;
  /** A further check on the locked row before anything is written. */
  check?: (tx: TTx, row: TArchiveRow) => Promise<void>;
};

/**
 * One movement of an archive, with its row locked: the state check, the new state and the
 * history entry together. Two archivists moving one archive at once take turns; the second
 * finds the new state and is refused if the move no longer fits.
 */
async function move(db: TDb, actor: TSessionUser, id: number, m: TMove): Promise<TArchiveRow> {
  return db.transaction(async (tx) => {
    const locked = await lockArchive(tx, id);
    if (!locked) throw notFound('archives.notFound');
    if (!m.from.includes(locked.status)) throw warning(m.refusal);
    await m.check?.(tx, locked);
    await updateArchive(tx, id, { status: m.to, ...m.set });
    await insertMovement(tx, { archiveId: id, ...m.entry, actorId: actor.accountId, actorName: actor.name });
    return locked;
  });
}

/** A move, answered with the archive as it is now. */
async function moved(db: TDb, actor: TSessionUser, id: number, m: TMove) {
  await move(db, actor, id, m);
  return archiveDetail(db, id);
}

/** An archive transferred out comes back (received again) onto a shelf. */
export const receiveArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { shelf: string; source: string; note: string },
) =>
  moved(db, actor, id, {
    from: ['transferred-out'],
    refusal: 'archives.state.notAway',
    check: async (tx, row) => {
      if (await currentArchiveOf(tx, row.holderId)) throw warning('archives.holderHasArchive');
    },
    to: 'in-store',
    set: { shelf: input.shelf, source: input.source, receivedOn: portalDay() },
    entry: { kind: 'receive', counterpart: input.source, shelf: input.shelf, note: input.note },
  });

export const lendArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { borrower: string; dueOn: string; note: string },
) =>
  moved(db, actor, id, {
    from: ['in-store'],
    refusal: 'archives.state.notInStore',
    to: 'lent',
    entry: { kind: 'lend', counterpart: input.borrower, dueOn: input.dueOn, note: input.note },
  });

export const returnArchive = (
  db: TDb,
  actor: TSessionUser,
  id: number,
  input: { shelf: string; note: string },
) =>
  moved(db, actor, id, {
    from: ['lent'],
    refusal: 'archives.state.notLent',
    to: 'in-store',
    set: { shelf: input.shelf },
    entry: { kind: 'return', shelf: input.shelf, note: input.note },
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
  const { holderId, number } = await move(deps.db, actor, id, {
    from: ['in-store'],
    refusal: 'archives.state.notInStore',
    to: 'transferred-out',
    entry: {
      kind: 'transfer-out',
      counterpart: input.targetAgency,
      targetAgency: input.targetAgency,
      letterNo: input.letterNo,
      dispatch: input.dispatch,
      trackingNo: input.trackingNo,
      receipt: input.receipt,
    },
  });
  const detail = await archiveDetail(deps.db, id);
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
