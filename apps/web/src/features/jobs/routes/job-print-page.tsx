import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getJobDetail } from '../api/jobs';
import { JobDetailView } from '../components/job-detail-view';
import { useJob } from '../components/use-job';
import styles from './standalone.module.css';

/** Standalone /g010701/info?id=: the posting laid out for printing. */
export function JobPrintPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const job = useJob('job-detail', id, getJobDetail);
  if (job.isError) return <p role="alert">{job.error.message}</p>;
  if (!job.data) return null;
  return (
    <main className={styles.page}>
      <JobDetailView
        job={job.data}
        extra={
          <Button className={styles.noPrint} onClick={() => window.print()}>
            {t('jobsAdmin.print')}
          </Button>
        }
      />
    </main>
  );
}
