import { JOB_PERMS } from '@rcwb/shared';
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { RecordState, useRecordId } from '@/components/record-state';
import { ReviewButtons, ReviewReasonDialog, useCan } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { getReviewJob } from '../api/jobs';
import { JobDetailView } from '../components/job-detail-view';
import { jobReview, jobTakedown } from '../components/job-resources';
import { useJob } from '../components/use-job';
import styles from './standalone.module.css';

/** Standalone /g070102/info?id=: one posting (and any pending change) with the review decisions. */
export function JobReviewPage() {
  const { t } = useTranslation();
  const id = useRecordId('search');
  const job = useJob('review-job', id, getReviewJob);
  const can = useCan();
  const [dialog, setDialog] = useState<'takedown' | null>(null);
  if (!job.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={job} />
      </main>
    );
  const j = job.data;
  const finish = (text: string) => {
    setDialog(null);
    feedback.success(text);
    void job.refetch();
  };
  return (
    <main className={styles.page}>
      <JobDetailView
        job={j}
        extra={
          <Space>
            <ReviewButtons
              row={{ id: j.id, title: j.title, status: j.status, hasRevision: !!j.revision }}
              review={jobReview}
              onDone={(text) => finish(text)}
              confirm={false}
            />
            {j.status === 'published' && can([JOB_PERMS.takedown]) && (
              <Button danger onClick={() => setDialog('takedown')}>
                {t('jobsAdmin.takedown')}
              </Button>
            )}
          </Space>
        }
      />
      {dialog && (
        <ReviewReasonDialog
          row={j}
          action={jobTakedown}
          reasons={jobReview.reasons}
          onClose={() => setDialog(null)}
          onDone={finish}
        />
      )}
    </main>
  );
}
