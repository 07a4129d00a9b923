import { JOB_PERMS } from '@rcwb/shared';
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
  const id = Number(useSearchParams()[0].get('id'));
  const job = useJob('review-job', id, getReviewJob);
  const can = useCan();
  const [dialog, setDialog] = useState<'reject' | 'takedown' | null>(null);
  if (job.isError) return <p role="alert">{job.error.message}</p>;
  if (!job.data) return null;
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
            {decidable && can([JOB_PERMS.review]) && (
              <>
                <Button
                  type="primary"
                  onClick={() =>
                    void approveJob(id).then(
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
            {j.status === 'published' && can([JOB_PERMS.takedown]) && (
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
          onSubmit={(reason) => (dialog === 'reject' ? rejectJob(id, reason) : takeDownJob(id, reason))}
          onClose={() => setDialog(null)}
          onDone={() => finish(dialog === 'reject' ? 'jobsAdmin.rejected' : 'jobsAdmin.takenDownDone')}
        />
      )}
    </main>
  );
}
