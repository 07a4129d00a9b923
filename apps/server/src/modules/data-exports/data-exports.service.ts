import { type TLocale, DATA_EXPORT_PERMS, hasPermiOr } from '@rcwb/shared';
import type { FastifyReply } from 'fastify';
import type { TDeps } from '../../core/deps';
import { forbidden, notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import type { TExportJobStatus } from '../../db/schema';
import { findById, sendAttachment } from '../files';
import { type TExportDataset, filtersSchema } from './dataset';
import { activeCount, cancelJob, findMine, insertJob, pageOfMine } from './data-exports.repository';
import { presentDataset, presentJob } from './data-exports.presenter';

/** The queue job that writes exports (core/background-jobs). */
export const EXPORT_RUN_JOB = 'data-exports.run';
/** Exports one user may have waiting or running at once. */
export const MAX_ACTIVE_EXPORTS = 3;
/** Rows one export may hold: a sheet holds 1,048,576; a file this size still opens on a laptop. */
export const EXPORT_ROW_CAP = 500_000;

export type TCreateExport = {
  dataset: string;
  filters: Record<string, unknown>;
  columns: string[];
  unmask: boolean;
  timeZone: string;
};

export function createExportService(deps: TDeps, datasets: ReadonlyMap<string, TExportDataset>) {
  const may = (user: TSessionUser, dataset: TExportDataset) => hasPermiOr(user.permissions, [dataset.perm]);
  const mayUnmask = (user: TSessionUser) => hasPermiOr(user.permissions, [DATA_EXPORT_PERMS.unmask]);

  /** A dataset the user may export, else the same refusal whether it exists or not. */
  const datasetFor = (user: TSessionUser, key: string) => {
    const dataset = datasets.get(key);
    if (!dataset || !may(user, dataset)) throw warning('dataExports.unknownDataset');
    return dataset;
  };

  const mine = async (user: TSessionUser, id: number) => {
    const row = await findMine(deps.db, user.accountId, id);
    if (!row) throw notFound('dataExports.notFound');
    return row;
  };

  return {
    /** GET /exports/datasets: what the user may export, with filters, columns and the unmask choice. */
    datasets(user: TSessionUser) {
      return {
        unmaskAllowed: mayUnmask(user),
        datasets: [...datasets.values()].filter((d) => may(user, d)).map(presentDataset),
      };
    },

    async create(user: TSessionUser, input: TCreateExport, locale: TLocale) {
      const dataset = datasetFor(user, input.dataset);
      const parsed = filtersSchema(dataset.filters).safeParse(input.filters);
      if (!parsed.success) throw warning('validation', { fields: 'filters' });
      const known = new Set(dataset.columns.map((c) => c.key));
      if (input.columns.some((c) => !known.has(c))) throw warning('dataExports.unknownColumn');
      if (input.unmask && !mayUnmask(user)) throw warning('dataExports.unmaskNotAllowed');
      const active = await activeCount(deps.db, user.accountId);
      if (active >= MAX_ACTIVE_EXPORTS) throw warning('dataExports.tooMany', { n: active });
      const rows = await dataset.count(deps, parsed.data);
      if (rows > EXPORT_ROW_CAP) throw warning('dataExports.tooManyRows', { n: rows, max: EXPORT_ROW_CAP });
      const job = await insertJob(deps.db, {
        ownerId: user.accountId,
        dataset: dataset.key,
        filters: parsed.data,
        // In the dataset's order, each once, whatever order they were ticked in.
        columns: dataset.columns.map((c) => c.key).filter((k) => input.columns.includes(k)),
        masked: !input.unmask,
        locale,
        timeZone: input.timeZone,
      });
      await deps.jobs.enqueue(EXPORT_RUN_JOB);
      return presentJob(job, datasets);
    },

    async listMine(user: TSessionUser, paging: TPaging, status?: TExportJobStatus) {
      const { rows, total } = await pageOfMine(deps.db, user.accountId, paging, status);
      return page(
        rows.map((r) => presentJob(r, datasets)),
        total,
      );
    },

    async status(user: TSessionUser, id: number) {
      return presentJob(await mine(user, id), datasets);
    },

    async cancel(user: TSessionUser, id: number) {
      await mine(user, id);
      if (!(await cancelJob(deps.db, user.accountId, id))) throw warning('dataExports.cannotCancel');
      return presentJob(await mine(user, id), datasets);
    },

    /** The sheet, to its owner only, while it has not expired. */
    async download(user: TSessionUser, id: number, reply: FastifyReply) {
      const job = await mine(user, id);
      if (job.status === 'expired') throw warning('dataExports.expired');
      if (job.status !== 'done' || !job.fileId) throw warning('dataExports.notReady');
      const file = await findById(deps.db, job.fileId);
      if (!file || file.ownerId !== user.accountId) throw forbidden();
      return sendAttachment(deps, reply, file);
    },
  };
}
