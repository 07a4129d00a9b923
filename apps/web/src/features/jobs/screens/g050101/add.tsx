import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_JOBS_KEY, addJob, jobTransition } from '../../api/jobs';
import { JobForm } from '../../components/job-form';
import { jobPaths } from '../../components/job-paths';

/** g050101 add: a new posting, sent to review at once or saved as a draft. */
export default function AddJobScreen() {
  const title = useScreenTitle('g050101:add');
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <JobForm
      title={title}
      submitKey="jobsAdmin.saveDraft"
      submit={addJob}
      submitForReview={async (values) => {
        const { id } = await addJob(values);
        // The draft is saved either way: a refused submission (its message already shown) leaves
        // it in my postings to fix, rather than on a form whose next send would save it twice.
        await jobTransition(id, 'submit').catch(() => undefined);
      }}
      onDone={() => {
        void client.invalidateQueries({ queryKey: [MY_JOBS_KEY] });
        void navigate(jobPaths.mine);
      }}
    />
  );
}
