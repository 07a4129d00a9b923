import { Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { RecordState, useRecordId } from '@/components/record-state';
import { getJobDetail } from '../../api/jobs';
import { JobDetailView } from '../../components/job-detail-view';
import { jobPaths } from '../../components/job-paths';
import { useJob } from '../../components/use-job';

/** g010701 detail/{id}/{title}: a posting for any signed-in user, with its printable page. */
export default function JobDetailScreen() {
  const { t } = useTranslation();
  const id = useRecordId('path');
  const job = useJob('job-detail', id, getJobDetail);
  if (!job.data) return <RecordState badLink={id === null} query={job} />;
  return (
    <JobDetailView
      job={job.data}
      extra={
        <Link to={jobPaths.print(job.data.id)} target="_blank">
          <Button>{t('jobsAdmin.print')}</Button>
        </Link>
      }
    />
  );
}
