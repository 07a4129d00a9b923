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

// What other modules use of this one (its public surface).
export { contentDisposition, findFile } from './download.service';
export { extensionOf, isImageMime } from './file-rules';
export { findById } from './files.repository';
export { exists, newStorageKey, storagePath } from './storage';
export { urlOf } from './upload.service';
