import type { TModule } from '../../core/module';
import { type TCollectionKind, kindRegistry } from './collection-kind';
import { collectionRoutes } from './collections.routes';

export type { TCollectionKind, TCollectionSummary } from './collection-kind';

/**
 * Collections of every kind in one table (DOMAIN.md collection). Modules export their kinds and
 * modules/index.ts hands them over here, so adding a kind is one line there.
 */
export function collectionsModule(kinds: readonly TCollectionKind[]): TModule {
  const registry = kindRegistry(kinds);
  return { name: 'collections', routes: (deps) => collectionRoutes(deps, registry) };
}

// What other modules use of this one (its public surface).
export { kindRegistry } from './collection-kind';
