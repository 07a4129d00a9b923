import { Descriptions, Divider, Tag, Typography } from 'antd';
import type { TResumeContent } from '@rcwb/shared';
import { useTranslation } from 'react-i18next';
import { DictValue } from '@/components/dict-tag';

const period = (p: { start: string; end: string | null }, toDate: string) =>
  `${p.start} – ${p.end ?? toDate}`;

/**
 * The resume as it was delivered (the snapshot), read only: the organisation and staff read this,
 * never the live resume the person may have changed since.
 */
export function ResumeSnapshot({ title, content }: { title: string; content: TResumeContent }) {
  const { t } = useTranslation();
  const toDate = t('deliveriesUi.resume.toDate');
  return (
    <section aria-labelledby="resume-snapshot-title">
      <Typography.Title level={4} id="resume-snapshot-title">
        {title}
      </Typography.Title>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('deliveriesUi.resume.education')}>
          <DictValue type="education" value={content.basic.education} />
        </Descriptions.Item>
        <Descriptions.Item label={t('deliveriesUi.resume.workYears')}>
          {content.basic.workYears ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('deliveriesUi.resume.salary')}>
          {content.intention.salaryMin != null && content.intention.salaryMax != null
            ? `${content.intention.salaryMin}–${content.intention.salaryMax}`
            : t('deliveriesUi.resume.negotiable')}
        </Descriptions.Item>
      </Descriptions>
      {content.education.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('deliveriesUi.resume.educationHistory')}</Divider>
          {content.education.map((e, i) => (
            <p key={i}>
              <strong>{e.school}</strong> {e.major} · {period(e, toDate)}
            </p>
          ))}
        </>
      )}
      {content.work.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('deliveriesUi.resume.work')}</Divider>
          {content.work.map((w, i) => (
            <div key={i}>
              <p>
                <strong>{w.company}</strong> {w.position} · {period(w, toDate)}
              </p>
              {w.description && <Typography.Paragraph>{w.description}</Typography.Paragraph>}
            </div>
          ))}
        </>
      )}
      {content.projects.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('deliveriesUi.resume.projects')}</Divider>
          {content.projects.map((p, i) => (
            <div key={i}>
              <p>
                <strong>{p.name}</strong> {p.role} · {period(p, toDate)}
              </p>
              {p.description && <Typography.Paragraph>{p.description}</Typography.Paragraph>}
            </div>
          ))}
        </>
      )}
      {content.skills.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('deliveriesUi.resume.skills')}</Divider>
          {content.skills.map((s) => (
            <Tag key={s.name}>{s.name}</Tag>
          ))}
        </>
      )}
      {content.selfEvaluation && (
        <>
          <Divider titlePlacement="start">{t('deliveriesUi.resume.self')}</Divider>
          <Typography.Paragraph>{content.selfEvaluation}</Typography.Paragraph>
        </>
      )}
    </section>
  );
}
