import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getMyJob } from '../../api/jobs';
import { JobDetailView } from '../../components/job-detail-view';
import { jobPaths } from '../../components/job-paths';
import { useJob } from '../../components/use-job';

/** g050101 detail/{id}/{title}: the organisation's own posting with its state and review notes. */
export default function MyJobDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const job = useJob('my-job', id, getMyJob);
  if (job.isError) return <p role="alert">{job.error.message}</p>;
  if (!job.data) return null;
  return (
    <JobDetailView
      job={job.data}
      extra={
        <Space>
          {job.data.actions.includes('edit') && (
            <Link to={jobPaths.edit(id)}>
              <Button>{t('resource.edit')}</Button>
            </Link>
          )}
          <Link to={jobPaths.copy(id)}>
            <Button>{t('jobsAdmin.copy')}</Button>
          </Link>
        </Space>
      }
    />
  );
}
