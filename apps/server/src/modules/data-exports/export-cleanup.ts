import type { TDeps } from '../../core/deps';
import { removeFileNow } from '../files';
import { expireDue, failStale } from './data-exports.repository';

/** An export running longer than this was left by a node that stopped (the job gives up at 15 min). */
const STALE_MS = 60 * 60 * 1000;

/** Marks finished exports past their time expired and removes their files; fails abandoned runs. */
export async function cleanUpExports(
  deps: TDeps,
  now = new Date(),
): Promise<{ expired: number; stale: number }> {
  const expired = await expireDue(deps.db, now);
  for (const row of expired) if (row.fileId) await removeFileNow(deps, row.fileId);
  const stale = await failStale(deps.db, new Date(now.getTime() - STALE_MS));
  return { expired: expired.length, stale };
}
