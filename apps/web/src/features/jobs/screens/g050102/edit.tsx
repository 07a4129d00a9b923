import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { RecordState, useRecordId } from '@/components/record-state';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_JOBS_KEY, editJob, getMyJob, jobTransition } from '../../api/jobs';
import { JobForm } from '../../components/job-form';
import { jobPaths } from '../../components/job-paths';
import { useJob } from '../../components/use-job';

/**
 * g050102 edit/{id}. Editing a published posting sends the change to review while the live
 * version stays up; the form starts from a pending change when there is one.
 */
export default function EditJobScreen() {
  const { t } = useTranslation();
  const title = useScreenTitle('g050102:edit');
  const id = useRecordId('path');
  const navigate = useNavigate();
  const client = useQueryClient();
  const job = useJob('my-job', id, getMyJob);
  if (!job.data) return <RecordState badLink={id === null} query={job} />;
  const j = job.data;
  const notice =
    j.status === 'published'
      ? { type: 'info' as const, text: t('jobsAdmin.editPublished') }
      : j.reviewReason
        ? { type: 'warning' as const, text: t('jobsAdmin.reviewReason', { reason: j.reviewReason }) }
        : undefined;
  return (
    <JobForm
      title={title}
      submitKey={j.status === 'published' ? 'jobsAdmin.submitChange' : 'jobsAdmin.save'}
      initialValues={j.revision ?? j}
      notice={notice}
      submit={(values) => editJob(j.id, values)}
      submitForReview={
        j.actions.includes('submit')
          ? async (values) => {
              await editJob(j.id, values);
              await jobTransition(j.id, 'submit');
            }
          : undefined
      }
      onDone={() => {
        void client.invalidateQueries({ queryKey: [MY_JOBS_KEY] });
        void navigate(jobPaths.mine);
      }}
    />
  );
}
