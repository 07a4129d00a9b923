import { type TLocale, translate } from '@rcwb/shared';
import type { TExec } from '../../core/tx';
import { EXPORT_CAP, type TSheetColumn, buildXlsx, formatDateTime } from '../../core/xlsx';
import type { TApprovalRow } from './approvals.presenter';
import { type TApplicationFilter, allApplicationsOfBatch } from './approvals.repository';
import { presentRows, requireBatch } from './approvals.service';

/** A batch's applications under the list's filters as one sheet, in the caller's language and zone. */
export async function exportApplications(
  db: TExec,
  batchId: number,
  filter: TApplicationFilter,
  locale: TLocale,
  timeZone: string,
) {
  const batch = await requireBatch(db, batchId);
  const rows = await presentRows(db, await allApplicationsOfBatch(db, batchId, filter, EXPORT_CAP));
  const t = (key: string) => translate(locale, key);
  const at = (v: string | null) => (v ? formatDateTime(new Date(v), timeZone) : '');
  const columns: TSheetColumn<TApprovalRow>[] = [
    { header: t('programApprovals.sheet.id'), value: (r) => r.id, width: 8 },
    { header: t('programApprovals.sheet.applicant'), value: (r) => r.applicant, width: 28 },
    {
      header: t('programApprovals.sheet.kind'),
      value: (r) => t(`programApprovals.sheet.kind.${r.applicantType}`),
    },
    { header: t('programApprovals.sheet.mobile'), value: (r) => r.mobile },
    { header: t('programApprovals.sheet.region'), value: (r) => r.region },
    { header: t('programApprovals.sheet.status'), value: (r) => t(`programApprovals.status.${r.status}`) },
    {
      header: t('programApprovals.sheet.step'),
      value: (r) => (r.step ? (locale === 'zh-CN' ? r.step.name['zh-CN'] : r.step.name.en) : ''),
    },
    { header: t('programApprovals.sheet.submittedAt'), value: (r) => at(r.submittedAt), width: 20 },
    { header: t('programApprovals.sheet.experts'), value: (r) => r.experts.join(', '), width: 28 },
  ];
  return { name: batch.name, bytes: await buildXlsx(t('programApprovals.sheet'), columns, rows) };
}
