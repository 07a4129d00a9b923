import ExcelJS from 'exceljs';
import { type TLocale, pickLocale, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { formatDateTime, safeCell, stampedName } from '../../core/xlsx';
import { dictServiceOf } from '../dict';
import { removeFileNow, storeGeneratedFile } from '../files';
import { type TCellContext, type TExportDataset, maskPersonal } from './dataset';
import { type TExportJobRow, claimNext, failJob, finishJob, reportProgress } from './data-exports.repository';

/** Rows read and written per step; progress is written after each. */
export const EXPORT_PAGE_ROWS = 500;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Thrown inside the writer when the owner cancelled: the file is dropped, nothing is marked failed. */
class Cancelled extends Error {}

async function cellContext(deps: TDeps, dataset: TExportDataset, job: TExportJobRow): Promise<TCellContext> {
  const locale: TLocale = pickLocale(job.locale);
  const dicts = dictServiceOf(deps.db);
  const labels = new Map<string, Map<string, string>>();
  for (const type of dataset.dicts ?? []) {
    const entries = await dicts.entries(type, locale);
    labels.set(type, new Map(entries.map((e) => [e.dictValue, e.dictLabel])));
  }
  return {
    locale,
    timeZone: job.timeZone,
    label: (type, value) => (value ? (labels.get(type)?.get(value) ?? value) : ''),
  };
}

/**
 * Writes one export's sheet with exceljs's streaming writer, a page of rows at a time (each row is
 * committed and leaves memory), and reports progress after every page. Personal columns are masked
 * unless the export was requested unmasked by someone allowed to.
 */
async function writeExport(deps: TDeps, dataset: TExportDataset, job: TExportJobRow): Promise<number | null> {
  const ctx = await cellContext(deps, dataset, job);
  const columns = job.columns.flatMap((key) => dataset.columns.filter((c) => c.key === key));
  const total = await dataset.count(deps, job.filters);
  let written = 0;
  const file = await storeGeneratedFile(deps, {
    ownerId: job.ownerId,
    name: stampedName(`${dataset.key}-${job.id}`),
    mime: XLSX_MIME,
    write: async (tmpPath) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: tmpPath, useStyles: true });
      const sheet = workbook.addWorksheet((ctx.locale === 'en' ? dataset.en : dataset.zh).slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = columns.map((c) => ({
        header: ctx.locale === 'en' ? c.en : c.zh,
        key: c.key,
        width: c.width ?? 18,
      }));
      sheet.getRow(1).font = { bold: true };
      let afterId = 0;
      for (;;) {
        const rows = await dataset.page(deps, job.filters, afterId, EXPORT_PAGE_ROWS);
        for (const row of rows) {
          const cells = columns.map((c) => {
            const value = c.value(row, ctx);
            const shown = c.personal && job.masked ? maskPersonal(c.personal, value) : value;
            return safeCell(shown instanceof Date ? formatDateTime(shown, ctx.timeZone) : shown);
          });
          sheet.addRow(cells).commit();
        }
        written += rows.length;
        if (rows.length < EXPORT_PAGE_ROWS) break;
        afterId = rows[rows.length - 1]!.id;
        // Rows added while the export runs may push the count past the total: stay below 100.
        const progress = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100));
        if (!(await reportProgress(deps.db, job.id, progress))) throw new Cancelled();
      }
      sheet.commit();
      await workbook.commit();
    },
  }).catch((err: unknown) => {
    if (err instanceof Cancelled) return null;
    throw err;
  });
  if (!file) return null;
  const hours = deps.settings.values().exportExpiryHours;
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  if (await finishJob(deps.db, job.id, { fileId: file.id, rowCount: written, expiresAt })) return written;
  await removeFileNow(deps, file.id);
  return null;
}

/**
 * Tells the owner their export is ready to download, or failed (message centre and live), with a
 * link to their exports (g070116). A lost message never fails the export: it is logged.
 */
async function tellOwner(
  deps: TDeps,
  job: TExportJobRow,
  dataset: TExportDataset | undefined,
  result: { outcome: 'ready'; rows: number } | { outcome: 'failed' },
): Promise<void> {
  // The data's name in the language the export was asked in (its sheet's language).
  const name = dataset ? (pickLocale(job.locale) === 'en' ? dataset.en : dataset.zh) : job.dataset;
  try {
    await deps.notifier.notify(job.ownerId, {
      kind: 'data-export',
      titleKey: `dataExports.notice.${result.outcome}Title`,
      bodyKey: `dataExports.notice.${result.outcome}Body`,
      params: { dataset: name, ...(result.outcome === 'ready' ? { rows: result.rows } : {}) },
      link: screenPath('g070116'),
    });
  } catch (err) {
    deps.log.error({ err, exportId: job.id }, 'data export notice failed');
  }
}

/**
 * The export job: takes queued exports one after another until none is left. Requests queue a
 * run when they create an export; the schedule catches any left behind (a node restarted).
 */
export async function runQueuedExports(
  deps: TDeps,
  datasets: ReadonlyMap<string, TExportDataset>,
): Promise<{ exported: number; failed: number }> {
  let exported = 0;
  let failed = 0;
  for (let job = await claimNext(deps.db); job; job = await claimNext(deps.db)) {
    const dataset = datasets.get(job.dataset);
    try {
      if (!dataset) throw new Error(`dataset not registered: ${job.dataset}`);
      const rows = await writeExport(deps, dataset, job);
      exported++;
      if (rows !== null) await tellOwner(deps, job, dataset, { outcome: 'ready', rows });
    } catch (err) {
      deps.log.error({ err, exportId: job.id }, 'data export failed');
      if (await failJob(deps.db, job.id, err instanceof Error ? err.message : String(err)))
        await tellOwner(deps, job, dataset, { outcome: 'failed' });
      failed++;
    }
  }
  return { exported, failed };
}
