import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getJobDetail } from '../../api/jobs';
import { JobDetailView } from '../../components/job-detail-view';
import { jobPaths } from '../../components/job-paths';
import { useJob } from '../../components/use-job';

/** g010701 detail/{id}/{title}: a posting for any signed-in user, with its printable page. */
export default function JobDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const job = useJob('job-detail', id, getJobDetail);
  if (job.isError) return <p role="alert">{job.error.message}</p>;
  if (!job.data) return null;
  return (
    <JobDetailView
      job={job.data}
      extra={
        <Link to={jobPaths.print(id)} target="_blank">
          <Button>{t('jobsAdmin.print')}</Button>
        </Link>
      }
    />
  );
}
