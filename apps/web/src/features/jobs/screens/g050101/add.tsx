import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_JOBS_KEY, addJob } from '../../api/jobs';
import { JobForm } from '../../components/job-form';
import { jobPaths } from '../../components/job-paths';

/** g050101 add: a new posting, saved as a draft (submitted from my postings). */
export default function AddJobScreen() {
  const title = useScreenTitle('g050101:add');
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <JobForm
      title={title}
      submitKey="jobsAdmin.saveDraft"
      submit={addJob}
      onDone={() => {
        void client.invalidateQueries({ queryKey: [MY_JOBS_KEY] });
        void navigate(jobPaths.mine);
      }}
    />
  );
}
