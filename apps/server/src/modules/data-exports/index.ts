import type { TModule } from '../../core/module';
import type { TExportDataset } from './dataset';
import { cleanUpExports } from './export-cleanup';
import { runQueuedExports } from './export-writer';
import { dataExportsRoutes } from './data-exports.routes';
import { EXPORT_RUN_JOB } from './data-exports.service';

export const EXPORT_CLEANUP_JOB = 'data-exports.cleanup';

/**
 * Asynchronous data exports (g070116). The datasets come from the modules that own the data,
 * each through its own index (modules/index.ts lists them), so adding one is one registration.
 */
export function dataExportsModule(datasets: readonly TExportDataset[]): TModule {
  const byKey = new Map<string, TExportDataset>();
  for (const d of datasets) {
    if (byKey.has(d.key)) throw new Error(`export dataset registered twice: ${d.key}`);
    byKey.set(d.key, d);
  }
  return {
    name: 'data-exports',
    routes: (deps) => dataExportsRoutes(deps, byKey),
    jobs: (deps) => [
      // Requests queue a run; the minute schedule catches exports a restart left waiting.
      { name: EXPORT_RUN_JOB, cron: '* * * * *', run: () => runQueuedExports(deps, byKey) },
      { name: EXPORT_CLEANUP_JOB, cron: '*/10 * * * *', run: () => cleanUpExports(deps) },
    ],
  };
}

// What the modules that contribute datasets use (this module's public surface).
export { EXPORT_RUN_JOB } from './data-exports.service';
export { dayEnd, dayStart, defineDataset } from './dataset';
export * as column from './columns';
export { selectFilter, withinDays } from './filter-fields';
export type {
  TCellContext,
  TExportColumn,
  TExportDataset,
  TExportFilters,
  TFilterField,
  TLabels,
} from './dataset';
