import { type TLocale, translate } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { EXPORT_CAP } from '../../core/xlsx';
import { type TLoginView, type TOperationView, presentLogin, presentOperation } from './audit.presenter';
import { loginsForExport, operationsForExport } from './audit.repository';
import type { TLoginFilters, TOperationFilters } from './audit.schemas';
import { type TSheetColumn, buildXlsx, formatDateTime } from '../../core/xlsx';

const time = (iso: string, timeZone: string) => formatDateTime(new Date(iso), timeZone);

export async function exportOperations(db: TDb, f: TOperationFilters, locale: TLocale, timeZone: string) {
  const t = (key: string) => translate(locale, key);
  const columns: TSheetColumn<TOperationView>[] = [
    { header: t('audit.col.time'), value: (r) => time(r.createdAt, timeZone), width: 20 },
    { header: t('audit.col.username'), value: (r) => r.username },
    { header: t('audit.col.name'), value: (r) => r.name, width: 22 },
    { header: t('audit.col.sentence'), value: (r) => r.sentence, width: 40 },
    { header: t('audit.col.module'), value: (r) => r.module },
    { header: t('audit.col.method'), value: (r) => r.method, width: 10 },
    { header: t('audit.col.action'), value: (r) => r.action, width: 32 },
    { header: t('audit.col.path'), value: (r) => r.path, width: 32 },
    { header: t('audit.col.status'), value: (r) => r.statusCode, width: 12 },
    { header: t('audit.col.duration'), value: (r) => r.durationMs, width: 12 },
    { header: t('audit.col.ip'), value: (r) => r.ip },
    { header: t('audit.col.userAgent'), value: (r) => r.userAgent, width: 40 },
  ];
  const rows = (await operationsForExport(db, f, EXPORT_CAP)).map((r) => presentOperation(r, locale));
  return buildXlsx(t('audit.sheet.operations'), columns, rows);
}

export async function exportLogins(db: TDb, f: TLoginFilters, locale: TLocale, timeZone: string) {
  const t = (key: string) => translate(locale, key);
  const columns: TSheetColumn<TLoginView>[] = [
    { header: t('audit.col.time'), value: (r) => time(r.createdAt, timeZone), width: 20 },
    { header: t('audit.col.username'), value: (r) => r.username },
    { header: t('audit.col.name'), value: (r) => r.name, width: 22 },
    {
      header: t('audit.col.success'),
      value: (r) => t(r.success === '1' ? 'audit.yes' : 'audit.no'),
      width: 10,
    },
    {
      header: t('audit.col.reason'),
      value: (r) => (r.reason ? t(`audit.reason.${r.reason}`) : ''),
      width: 28,
    },
    { header: t('audit.col.ip'), value: (r) => r.ip },
    { header: t('audit.col.userAgent'), value: (r) => r.userAgent, width: 40 },
  ];
  const rows = (await loginsForExport(db, f, EXPORT_CAP)).map(presentLogin);
  return buildXlsx(t('audit.sheet.logins'), columns, rows);
}
