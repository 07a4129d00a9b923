import ExcelJS from 'exceljs';
import { STAT_METRICS, type TLocale, type TStatDashboard, type TStatRow, translate } from '@rcwb/shared';
import { safeCell } from '../../core/xlsx';

type TCell = string | number;

function addSheet(book: ExcelJS.Workbook, name: string, header: string[], rows: TCell[][]) {
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h, i) => ({ header: h, key: String(i), width: i === 0 ? 28 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => safeCell(v)));
}

/**
 * The dashboard as the staff member sees it, one sheet per table: the figures against the
 * previous period, the trend, the districts and the industries, numbers as numbers.
 */
export async function dashboardWorkbook(d: TStatDashboard, locale: TLocale): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const metric = (m: string) => t(`statistics.metric.${m}`);
  const name = (key: string) => (key ? (d.labels[key] ?? key) : t('statistics.none'));
  const metricCols = STAT_METRICS.map(metric);
  const byMetric = (r: TStatRow) => STAT_METRICS.map((m) => r.values[m]);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  addSheet(
    book,
    t('statistics.sheet.figures'),
    [
      t('statistics.col.figure'),
      t('statistics.col.current', d.range),
      t('statistics.col.previous', d.previous),
    ],
    d.figures.map((f) => [metric(f.key), f.value, f.previous]),
  );
  addSheet(
    book,
    t('statistics.sheet.trend'),
    [t('statistics.col.date'), ...metricCols],
    d.trend.map((r) => [r.key, ...byMetric(r)]),
  );
  addSheet(
    book,
    t('statistics.sheet.districts'),
    [t('statistics.col.district'), ...metricCols],
    d.byDistrict.map((r) => [name(r.key), ...byMetric(r)]),
  );
  addSheet(
    book,
    t('statistics.sheet.industries'),
    [t('statistics.col.industry'), ...metricCols],
    d.byIndustry.map((r) => [name(r.key), ...byMetric(r)]),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
