import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordState, useRecordId } from '@/components/record-state';
import { useCan } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { approveJob, getReviewJob, rejectJob, takeDownJob } from '../api/jobs';
import { JobDetailView } from '../components/job-detail-view';
import { ReasonDialog } from '../components/reason-dialog';
import { useJob } from '../components/use-job';
import styles from './standalone.module.css';

/** Standalone /g070102/info?id=: one posting (and any pending change) with the review decisions. */
export function JobReviewPage() {
  const { t } = useTranslation();
  const id = useRecordId('search');
  const job = useJob('review-job', id, getReviewJob);
  const can = useCan();
  const [dialog, setDialog] = useState<'reject' | 'takedown' | null>(null);
  if (!job.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={job} />
      </main>
    );
  const j = job.data;
  const decidable = j.status === 'pending' || !!j.revision;
  const finish = (key: string) => {
    setDialog(null);
    feedback.success(t(key));
    void job.refetch();
  };
  return (
    <main className={styles.page}>
      <JobDetailView
        job={j}
        extra={
          <Space>
            {decidable && can(['g07:job:review']) && (
              <>
                <Button
                  type="primary"
                  onClick={() =>
                    void approveJob(j.id).then(
                      () => finish('jobsAdmin.approved'),
                      () => {},
                    )
                  }
                >
                  {t('jobsAdmin.approve')}
                </Button>
                <Button danger onClick={() => setDialog('reject')}>
                  {t('jobsAdmin.reject')}
                </Button>
              </>
            )}
            {j.status === 'published' && can(['g07:job:takedown']) && (
              <Button danger onClick={() => setDialog('takedown')}>
                {t('jobsAdmin.takedown')}
              </Button>
            )}
          </Space>
        }
      />
      {dialog && (
        <ReasonDialog
          titleKey={dialog === 'reject' ? 'jobsAdmin.rejectTitle' : 'jobsAdmin.takedownTitle'}
          title={j.title}
          onSubmit={(reason) => (dialog === 'reject' ? rejectJob(j.id, reason) : takeDownJob(j.id, reason))}
          onClose={() => setDialog(null)}
          onDone={() => finish(dialog === 'reject' ? 'jobsAdmin.rejected' : 'jobsAdmin.takenDownDone')}
        />
      )}
    </main>
  );
}
