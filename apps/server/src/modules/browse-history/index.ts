import type { TModule } from '../../core/module';
import { type TCollectionKind, kindRegistry } from '../collections';
import { browseHistoryRoutes } from './browse-history.routes';

export { HISTORY_CAP, recordView } from './browse-history';

/**
 * Browse history of signed-in users (DOMAIN.md): the public pages record views through
 * `recordView`; this module lists, removes and clears them. Summaries come from the collection
 * kinds, so every recorded kind must be a registered collection kind.
 */
export function browseHistoryModule(kinds: readonly TCollectionKind[]): TModule {
  const registry = kindRegistry(kinds);
  return { name: 'browse-history', routes: (deps) => browseHistoryRoutes(deps, registry) };
}
