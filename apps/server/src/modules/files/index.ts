import type { TModule } from '../../core/module';
import type { TFileReadGrant } from './download.service';
import { cleanUpFiles } from './file-cleanup';
import { filesRoutes } from './files.routes';

export type { TFileReadGrant } from './download.service';

/**
 * Uploads (SPEC §5/§7), downloads, the public image URLs and the nightly clean-up of unused
 * files. `grants` let other modules open a private file to those its owner shared it with
 * through them.
 */
export function filesModule(grants: readonly TFileReadGrant[] = []): TModule {
  return {
    name: 'files',
    routes: (deps) => filesRoutes(deps, grants),
    // Nightly, off-peak: removes deleted files after their grace and files nothing refers to.
    jobs: (deps) => [{ name: 'files.cleanup', cron: '30 3 * * *', run: () => cleanUpFiles(deps) }],
  };
}

// What other modules use of this one (its public surface).
export { FILE_RESPONSE_HEADERS, contentDisposition, findFile } from './download.service';
export { contentFilesOnly } from './content-files';
export { extensionOf, isImageMime } from './file-rules';
export { findById, imagesInOrder } from './files.repository';
export { imageAsBase64, sendAttachment, sendGenerated } from './serve-file';
export { exists, newStorageKey, storagePath } from './storage';
export { urlOf } from './upload.service';
export { fileBytesPresent, removeFileNow, storeGeneratedFile } from './generated-files';
export { storeDemoFile, storeDemoPdf } from './demo-file';
