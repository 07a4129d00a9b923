import { ARCHIVE_PERMS } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { publishDefinition } from '../../core/workflow';
import { ARCHIVE_PROCESS } from './archives.processes';
import { demoArchivesSeed } from './demo-archives';
import { archiveRoutes } from './archives.routes';
import { documentRoutes } from './documents.routes';
import { waitingRequests } from './requests.repository';
import { requestRoutes } from './requests.routes';

/**
 * Personnel archives (issue 21): the archivists' registry (g070111) with every movement's
 * history, the holders' requests on the workflow engine (g080201–g080402), and the printable
 * documents issued from them with their server PDF and public verification (g080501, g080601).
 */
export const archivesModule: TModule = {
  name: 'archives',
  routes: (deps) => [...archiveRoutes(deps), ...requestRoutes(deps), ...documentRoutes(deps)],
  seeds: [
    {
      // Every start: a changed process becomes a new version; unchanged, nothing is written.
      name: 'archives:process',
      always: true,
      run: async (deps) => {
        await publishDefinition(deps, ARCHIVE_PROCESS);
      },
    },
    // After the process: the demo registry, requests at every step and issued documents.
    demoArchivesSeed,
  ],
  // The archivists' landing counts what waits in request handling (g080302).
  reviewQueues: (deps) => [
    {
      key: 'archive-requests',
      screen: 'g080302',
      perm: ARCHIVE_PERMS.requestHandle,
      waiting: () => waitingRequests(deps.db),
    },
  ],
};

// What other modules use of this one (its public surface).
export { archiveRequestAttachments } from './attachment-files';
export { archivesExport } from './archives.export-dataset';
