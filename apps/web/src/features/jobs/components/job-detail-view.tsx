import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { DictValue } from '@/components/dict-tag';
import { salaryText } from '@/lib/jobs/salary';
import { useLabels } from '@/lib/jobs/use-labels';
import type { TJobFields } from '@rcwb/shared';
import type { Job } from '../api/jobs';
import { RichTextView } from '@/components/portal-kit/rich-text-view';
import { formatReadableDateTime } from '@/lib/format/readable-date';

/**
 * A posting in full for the back office: organisation detail (g050101), staff review (g070102
 * info), everyone's detail (g010701) and the printable page. A pending revision is shown next to
 * the live text, so reviewers see what changes.
 */
export function JobDetailView({ job, extra }: { job: Job; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={job.title} extra={extra}>
      {job.reviewReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('jobsAdmin.reviewReason', { reason: job.reviewReason })}
        />
      )}
      <StateLine job={job} />
      <FieldsView fields={job} />
      {job.revision && (
        <>
          <Alert type="info" showIcon style={{ margin: '16px 0' }} title={t('jobsAdmin.revisionPending')} />
          <FieldsView fields={job.revision} />
        </>
      )}
    </Card>
  );
}

function StateLine({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const date = (v: string | null) => (v ? formatReadableDateTime(v, i18n.language) : '—');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('jobsAdmin.col.org')}>{job.orgName}</Descriptions.Item>
      <Descriptions.Item label={t('jobsAdmin.col.status')}>
        <DictValue type="job_status" value={job.status} />
        {job.takenDown && <Tag color="red">{t('jobsAdmin.takenDown')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={t('jobsAdmin.col.views')}>{job.viewCount}</Descriptions.Item>
      <Descriptions.Item label={t('jobsAdmin.col.submittedAt')}>{date(job.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('jobsAdmin.col.publishedAt')}>{date(job.publishedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('jobsAdmin.col.refreshedAt')}>{date(job.refreshedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

function FieldsView({ fields }: { fields: TJobFields }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('jobsAdmin.field.title')}>{fields.title}</Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.category')}>
          {labels.category(fields.category)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.industry')}>
          {labels.industry(fields.industry)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.area')}>{labels.area(fields.area)}</Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.salary')}>
          {salaryText(t, fields.salaryMin, fields.salaryMax)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.headcount')}>{fields.headcount}</Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.education')}>
          {labels.flat('education', fields.education)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.experience')}>
          {labels.flat('experience', fields.experience)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.jobType')}>
          {labels.flat('job_type', fields.jobType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.welfare')}>
          {fields.welfare.join('、')}
        </Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.contactName')}>{fields.contactName}</Descriptions.Item>
        <Descriptions.Item label={t('jobsAdmin.field.contactPhone')}>{fields.contactPhone}</Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <RichTextView html={fields.description} />
      </div>
    </>
  );
}
