import { z } from 'zod';
import { DATA_EXPORT_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging } from '../../core/paging';
import { guard, route } from '../../core/route';
import { ZTimeZone } from '../../core/xlsx';
import { EXPORT_JOB_STATUSES } from '../../db/schema';
import type { TExportDataset } from './dataset';
import { createExportService } from './data-exports.service';

const ZCreateExport = z.object({
  dataset: z.string().trim().min(1).max(40),
  // Checked against the dataset's own filter schema in the service.
  filters: z.record(z.string().max(40), z.unknown()).default({}),
  columns: z.array(z.string().max(40)).min(1).max(60),
  unmask: z.boolean().default(false),
  timeZone: ZTimeZone,
});

/**
 * g070116: a user's own exports. Every call needs the screen's permission; a dataset also needs
 * the permission of the list it comes from (checked per dataset in the service), and reading
 * another user's export answers as if it did not exist.
 */
export function dataExportsRoutes(deps: TDeps, datasets: ReadonlyMap<string, TExportDataset>) {
  const exportsOf = createExportService(deps, datasets);
  const can = guard.perm(DATA_EXPORT_PERMS.list);
  return [
    route({
      method: 'GET',
      url: '/exports/datasets',
      guard: can,
      handler: async ({ user }) => exportsOf.datasets(user),
    }),
    route({
      method: 'POST',
      url: '/exports',
      guard: can,
      input: ZCreateExport,
      handler: ({ user, input, locale }) => exportsOf.create(user, input, locale),
    }),
    route({
      method: 'GET',
      url: '/exports/my',
      guard: can,
      input: z.object({ ...ZPaging, status: z.enum(EXPORT_JOB_STATUSES).optional() }),
      handler: ({ user, input }) => exportsOf.listMine(user, input, input.status),
    }),
    route({
      method: 'GET',
      url: '/exports/:id',
      guard: can,
      params: ZIdParams,
      handler: ({ user, params }) => exportsOf.status(user, params.id),
    }),
    route({
      method: 'POST',
      url: '/exports/:id/cancel',
      guard: can,
      params: ZIdParams,
      handler: ({ user, params }) => exportsOf.cancel(user, params.id),
    }),
    route({
      // POST like the other downloads (the web's download helper posts); audited as a download.
      method: 'POST',
      url: '/exports/:id/download',
      guard: can,
      params: ZIdParams,
      handler: ({ user, params, reply }) => exportsOf.download(user, params.id, reply),
    }),
  ];
}
