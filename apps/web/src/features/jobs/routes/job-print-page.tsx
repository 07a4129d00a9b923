import { Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { RecordState, useRecordId } from '@/components/record-state';
import { getJobDetail } from '../api/jobs';
import { JobDetailView } from '../components/job-detail-view';
import { useJob } from '../components/use-job';
import styles from './standalone.module.css';

/** Standalone /g010701/info?id=: the posting laid out for printing. */
export function JobPrintPage() {
  const { t } = useTranslation();
  const id = useRecordId('search');
  const job = useJob('job-detail', id, getJobDetail);
  if (!job.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={job} />
      </main>
    );
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
