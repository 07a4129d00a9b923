import { Button, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { RecordState, useRecordId } from '@/components/record-state';
import { getMyJob } from '../../api/jobs';
import { JobDetailView } from '../../components/job-detail-view';
import { jobPaths } from '../../components/job-paths';
import { useJob } from '../../components/use-job';

/** g050101 detail/{id}/{title}: the organisation's own posting with its state and review notes. */
export default function MyJobDetailScreen() {
  const { t } = useTranslation();
  const id = useRecordId('path');
  const job = useJob('my-job', id, getMyJob);
  if (!job.data) return <RecordState badLink={id === null} query={job} />;
  return (
    <JobDetailView
      job={job.data}
      extra={
        <Space>
          {job.data.actions.includes('edit') && (
            <Link to={jobPaths.edit(job.data.id)}>
              <Button>{t('resource.edit')}</Button>
            </Link>
          )}
          <Link to={jobPaths.copy(job.data.id)}>
            <Button>{t('jobsAdmin.copy')}</Button>
          </Link>
        </Space>
      }
    />
  );
}
