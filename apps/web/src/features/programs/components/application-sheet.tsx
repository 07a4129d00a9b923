import { useTranslation } from '@/lib/i18n';
import { DictValue } from '@/components/dict-tag';
import { useLabels } from '@/lib/jobs/use-labels';
import type { ApplicationDetail } from '../api/applications';
import { formatWhen, nameIn } from './application-progress';
import styles from './application-sheet.module.css';
import { dateTimeFormat } from '@/lib/format/intl';

/**
 * The application as one A4 sheet to print or save as PDF: the batch, the applicant information,
 * the materials handed in, the declaration, where the review stands, and room for the signature.
 */
export function ApplicationSheet({ app }: { app: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const org = app.applicantType === 'org';
  const i = app.info;
  const rows: [string, React.ReactNode][] = [
    [t(org ? 'programApply.field.orgName' : 'programApply.field.name'), i.name],
    ...(org
      ? ([
          [t('programApply.field.creditCode'), i.creditCode],
          [t('programApply.field.industry'), labels.industry(i.industry)],
          [t('programApply.field.contact'), i.contact],
        ] as [string, React.ReactNode][])
      : ([
          [t('programApply.field.birthDate'), i.birthDate],
          [t('programApply.field.education'), labels.flat('education', i.education)],
          [t('programApply.field.school'), i.school],
          [t('programApply.field.major'), i.major],
        ] as [string, React.ReactNode][])),
    [t('programApply.field.mobile'), i.mobile],
    [t('programApply.field.email'), i.email],
    [t('programApply.field.region'), labels.area(i.region)],
    [t('programApply.field.address'), i.address],
  ];
  return (
    <article className={styles.sheet} data-testid="application-sheet">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('programApply.form')}</h1>
        <p className={styles.subtitle}>
          {app.batch.name} · <DictValue type="program_category" value={app.batch.category} />
        </p>
        <p className={styles.meta}>
          {nameIn(app.view.process.name, i18n.language)} · {t(`programApply.status.${app.view.status}`)}
          {app.view.submittedAt && <> · {formatWhen(app.view.submittedAt, i18n.language)}</>}
        </p>
      </header>
      <h2 className={styles.section}>{t('programApply.stepOne')}</h2>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.section}>
        {t(org ? 'programApply.field.orgSummary' : 'programApply.field.summary')}
      </h2>
      <p className={styles.summary}>{i.summary || '—'}</p>
      <h2 className={styles.section}>{t('programApply.materialsList')}</h2>
      <ol className={styles.materials}>
        {app.materials.map((m) => (
          <li key={m.name}>
            {m.name}（{t(m.required ? 'programApply.required' : 'programApply.optional')}）：
            {m.file ? m.file.name : t('programApply.notUploaded')}
          </li>
        ))}
      </ol>
      <p>{t(app.declared ? 'programApply.declared' : 'programApply.notDeclared')}</p>
      <p className={styles.declaration}>{t('programApply.declaration')}</p>
      <p className={styles.signature}>{t('programApply.signature')}：</p>
      <p className={styles.meta}>
        {t('programApply.printDate', {
          date: dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date()),
        })}
      </p>
    </article>
  );
}
