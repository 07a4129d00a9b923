import type { ReactNode } from 'react';
import { Button, Descriptions, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { DictValue } from '@/components/dict-tag';
import { useDownload } from '@/components/download';
import { toDisplayUrl } from '@/components/upload';
import { salaryText } from '@/lib/jobs/salary';
import { useLabels } from '@/lib/jobs/use-labels';
import type { ResumeView } from '../api/resumes';
import styles from './resume-view.module.css';

const period = (start: string, end: string | null, toDate: string) => `${start} – ${end ?? toDate}`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** What the document shows: a live resume, or the snapshot a delivery keeps. */
export type ResumeDocumentData = Pick<ResumeView, 'title' | 'content' | 'person' | 'photo' | 'attachment'>;

/**
 * A resume laid out for reading and printing (the A4 page /g070104/resume, the staff registry,
 * the resume as delivered on the delivery page). Dictionary codes are shown as labels in the
 * reader's language; the person's name and contacts appear only when the server sent them.
 */
export function ResumeDocument({ resume }: { resume: ResumeDocumentData }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { downloading, downloadFile } = useDownload();
  const c = resume.content;
  const toDate = t('resumeUi.toDate');
  const p = resume.person;
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.name}>{p?.name ?? resume.title}</h1>
          {p && (
            <p className={styles.facts}>
              {[
                p.gender ? <DictValue key="g" type="gender" value={p.gender} /> : null,
                p.age !== null ? t('resumeUi.age', { age: p.age, count: p.age }) : null,
                c.basic.education ? labels.flat('education', c.basic.education) : null,
                c.basic.workYears !== null
                  ? t('resumeUi.workYearsValue', { years: c.basic.workYears, count: c.basic.workYears })
                  : null,
                c.basic.residence ? labels.area(c.basic.residence) : null,
              ]
                .filter(Boolean)
                .map((item, i) => (
                  <span key={i} className={styles.fact}>
                    {item}
                  </span>
                ))}
            </p>
          )}
          {p && (
            <p className={styles.facts}>
              {p.mobile && <span className={styles.fact}>{t('resumeUi.mobile', { mobile: p.mobile })}</span>}
              {p.email && <span className={styles.fact}>{t('resumeUi.email', { email: p.email })}</span>}
            </p>
          )}
          <p className={styles.subtitle}>
            {resume.title}
            {c.basic.seekingStatus && (
              <>
                {' · '}
                <DictValue type="seeking_status" value={c.basic.seekingStatus} />
              </>
            )}
          </p>
        </div>
        {resume.photo && (
          <img className={styles.photo} src={toDisplayUrl(resume.photo.url)} alt={t('resumeUi.photoAlt')} />
        )}
      </header>

      <Block title={t('resumeUi.section.intention')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('resumeUi.field.categories')}>
            {c.intention.categories.map((code) => labels.category(code)).join(t('resumeUi.listSeparator')) ||
              '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('resumeUi.field.areas')}>
            {c.intention.areas.map((code) => labels.area(code)).join(t('resumeUi.listSeparator')) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('resumeUi.field.salary')}>
            {salaryText(t, c.intention.salaryMin, c.intention.salaryMax)}
          </Descriptions.Item>
          <Descriptions.Item label={t('resumeUi.field.jobType')}>
            {c.intention.jobType ? labels.flat('job_type', c.intention.jobType) : t('resumeUi.any')}
          </Descriptions.Item>
          <Descriptions.Item label={t('resumeUi.field.arrival')}>
            {c.intention.arrival ? <DictValue type="arrival_time" value={c.intention.arrival} /> : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Block>

      {c.education.length > 0 && (
        <Block title={t('resumeUi.section.education')}>
          {c.education.map((e, i) => (
            <div key={i} className={styles.entry}>
              <div className={styles.entryHead}>
                <strong>{e.school}</strong>
                <span>{period(e.start, e.end, toDate)}</span>
              </div>
              <div>
                {[e.major, e.degree ? labels.flat('education', e.degree) : ''].filter(Boolean).join(' · ')}
              </div>
            </div>
          ))}
        </Block>
      )}

      {c.work.length > 0 && (
        <Block title={t('resumeUi.section.work')}>
          {c.work.map((w, i) => (
            <div key={i} className={styles.entry}>
              <div className={styles.entryHead}>
                <strong>
                  {w.company} · {w.position}
                </strong>
                <span>{period(w.start, w.end, toDate)}</span>
              </div>
              {w.description && <p className={styles.text}>{w.description}</p>}
            </div>
          ))}
        </Block>
      )}

      {c.projects.length > 0 && (
        <Block title={t('resumeUi.section.projects')}>
          {c.projects.map((p2, i) => (
            <div key={i} className={styles.entry}>
              <div className={styles.entryHead}>
                <strong>
                  {p2.name}
                  {p2.role && ` · ${p2.role}`}
                </strong>
                <span>{period(p2.start, p2.end, toDate)}</span>
              </div>
              {p2.description && <p className={styles.text}>{p2.description}</p>}
            </div>
          ))}
        </Block>
      )}

      {c.certificates.length > 0 && (
        <Block title={t('resumeUi.section.certificates')}>
          <ul className={styles.list}>
            {c.certificates.map((cert, i) => (
              <li key={i}>
                {cert.name}
                {cert.issuer && ` · ${cert.issuer}`}
                {cert.date && ` · ${cert.date}`}
              </li>
            ))}
          </ul>
        </Block>
      )}

      {c.skills.length > 0 && (
        <Block title={t('resumeUi.section.skills')}>
          {c.skills.map((s, i) => (
            <Tag key={i}>
              {s.name} · {t(`resumeUi.level.${s.level}`)}
            </Tag>
          ))}
        </Block>
      )}

      {c.selfEvaluation && (
        <Block title={t('resumeUi.section.selfEvaluation')}>
          <p className={styles.text}>{c.selfEvaluation}</p>
        </Block>
      )}

      {resume.attachment && (
        <Block title={t('resumeUi.section.attachment')}>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            data-html2canvas-ignore
            onClick={() => void downloadFile(resume.attachment!.url, resume.attachment!.name)}
          >
            {t('resumeUi.downloadAttachment', { name: resume.attachment.name })}
          </Button>
        </Block>
      )}
    </article>
  );
}
