import { FAIR_FIGURES, type TFairFigures, type TLocale, translate } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { EXPORT_CAP, type TSheetColumn, buildXlsx, formatDateTime } from '../../core/xlsx';
import { type TApplicationView, presentApplication } from './fair-booths.presenter';
import { applicationsQuery, findFair } from './fair-booths.repository';
import type { TApplicationList } from './fair-booths.schemas';

/**
 * The organiser's figures of one fair: booths booked and free, organisations (approved), their
 * check-ins and no-shows, postings shown, visitors registered and checked in, and the deliveries
 * made at the fair. One statement, so the figures agree with each other.
 */
export async function fairFigures(deps: TDeps, fairId: number) {
  const fair = await findFair(deps.db, fairId);
  if (!fair) throw notFound('fairBooths.fairNotFound');
  const result = await deps.db.execute<Record<string, string | number>>(sql`
    SELECT
      (SELECT count(*) FROM fair_booth b WHERE b.fair_id = ${fairId}) AS "boothsTotal",
      (SELECT count(*) FROM booth_application a
         WHERE a.fair_id = ${fairId} AND a.status = 'approved' AND a.booth_id IS NOT NULL) AS "boothsBooked",
      (SELECT count(*) FROM booth_application a
         WHERE a.fair_id = ${fairId} AND a.status = 'approved') AS "organisations",
      (SELECT count(*) FROM booth_application a
         WHERE a.fair_id = ${fairId} AND a.status = 'approved' AND a.checked_in_at IS NOT NULL) AS "organisationsCheckedIn",
      (SELECT count(*) FROM booth_application a
         WHERE a.fair_id = ${fairId} AND a.status = 'approved' AND a.no_show) AS "noShows",
      (SELECT count(DISTINCT p.job_id) FROM booth_application_posting p
         JOIN booth_application a ON a.id = p.application_id
         WHERE a.fair_id = ${fairId} AND a.status = 'approved') AS "postings",
      (SELECT count(*) FROM fair_ticket t WHERE t.fair_id = ${fairId} AND t.status = 'registered') AS "visitorsRegistered",
      (SELECT count(*) FROM fair_ticket t
         WHERE t.fair_id = ${fairId} AND t.status = 'registered' AND t.checked_in_at IS NOT NULL) AS "visitorsCheckedIn",
      (SELECT count(*) FROM delivery d WHERE d.fair_id = ${fairId}) AS "deliveries"
  `);
  const row = result.rows[0]!;
  const figures = Object.fromEntries(
    FAIR_FIGURES.filter((k) => k !== 'boothsAvailable').map((k) => [k, Number(row[k] ?? 0)]),
  ) as TFairFigures;
  figures.boothsAvailable = Math.max(0, figures.boothsTotal - figures.boothsBooked);
  return { fair: { id: fair.id, title: fair.title, kind: fair.kind }, figures };
}

export async function exportFigures(deps: TDeps, fairId: number, locale: TLocale) {
  const { fair, figures } = await fairFigures(deps, fairId);
  const t = (key: string) => translate(locale, key);
  const rows = [{ name: t('fairBooths.col.fair'), value: fair.title as string | number }].concat(
    FAIR_FIGURES.map((k) => ({ name: t(`fairBooths.figure.${k}`), value: figures[k] })),
  );
  const columns: TSheetColumn<(typeof rows)[number]>[] = [
    { header: t('fairBooths.col.figure'), value: (r) => r.name, width: 32 },
    { header: t('fairBooths.col.value'), value: (r) => r.value, width: 40 },
  ];
  return buildXlsx(t('fairBooths.figuresSheet'), columns, rows);
}

/** The editor's filtered applications as a sheet, in the caller's language and time zone. */
export async function exportApplications(
  deps: TDeps,
  filters: Omit<TApplicationList, 'page' | 'limit'>,
  locale: TLocale,
  timeZone: string,
) {
  const rows = (await applicationsQuery(deps.db, filters).rows.limit(EXPORT_CAP)).map(presentApplication);
  const t = (key: string) => translate(locale, key);
  const at = (v: string | null) => (v ? formatDateTime(new Date(v), timeZone) : '');
  const columns: TSheetColumn<TApplicationView>[] = [
    { header: t('fairBooths.col.fair'), value: (a) => a.fairTitle, width: 28 },
    { header: t('fairBooths.col.org'), value: (a) => a.orgName, width: 28 },
    { header: t('fairBooths.col.status'), value: (a) => t(`fairBooths.status.${a.status}`) },
    { header: t('fairBooths.col.booth'), value: (a) => a.boothCode ?? '' },
    { header: t('fairBooths.col.preference'), value: (a) => a.preference ?? '' },
    { header: t('fairBooths.col.attendees'), value: (a) => a.attendees.map((p) => p.name).join(', ') },
    { header: t('fairBooths.col.postings'), value: (a) => a.postings },
    { header: t('fairBooths.col.checkedInAt'), value: (a) => at(a.checkedInAt) },
    { header: t('fairBooths.col.noShow'), value: (a) => (a.noShow ? t('fairBooths.yes') : '') },
    { header: t('fairBooths.col.reason'), value: (a) => a.reason ?? '', width: 28 },
    { header: t('fairBooths.col.createdAt'), value: (a) => at(a.createdAt) },
  ];
  return buildXlsx(t('fairBooths.sheet'), columns, rows);
}
