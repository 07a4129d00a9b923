import type { TBus } from '../../core/shared-state';
import { type TIndexChangeRows, type TIndexChanges, registerIndexChanges } from './search-cache';

/** Bus channel of the search index's writes. */
const INDEX_CHANGED = 'search.indexChanged';

/**
 * Gives the app of `db` its own log of index writes and ties it to the other nodes: each write
 * announced here is told to them, and theirs are recorded here, so a cached search a write on any
 * node makes stale is dropped on every node at once (then the cache's TTL may be long). Called
 * once per app, before the search service is built.
 */
export function shareSearchIndexChanges(db: object, bus: TBus): TIndexChanges {
  const log = registerIndexChanges(db);
  log.listen((rows) => void bus.publish(INDEX_CHANGED, { rows }));
  bus.subscribe(INDEX_CHANGED, (p) => log.applied((p as { rows: TIndexChangeRows }).rows));
  return log;
}
