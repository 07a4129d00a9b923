import type { TModule } from '../../core/module';
import type { TFileReadGrant } from './download.service';
import { filesRoutes } from './files.routes';

export type { TFileReadGrant } from './download.service';

/**
 * Uploads (SPEC §5/§7), downloads and the public image URLs. `grants` let other modules open a
 * private file to those its owner shared it with through them.
 */
export function filesModule(grants: readonly TFileReadGrant[] = []): TModule {
  return {
    name: 'files',
    routes: (deps) => filesRoutes(deps, grants),
  };
}
