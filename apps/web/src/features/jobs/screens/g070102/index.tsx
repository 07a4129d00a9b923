import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type JobRow, takeDownJob } from '../../api/jobs';
import { reviewJobsResource } from '../../components/job-resources';
import { ReasonDialog } from '../../components/reason-dialog';

const dialogs: DialogRenderers<JobRow> = {
  takedown: ({ row, close, done }) =>
    row && (
      <ReasonDialog
        titleKey="jobsAdmin.takedownTitle"
        title={row.title}
        onSubmit={(reason) => takeDownJob(row.id, reason)}
        onClose={close}
        onDone={() => done()}
      />
    ),
};

/** g070102 posting review (menu component key 'g070102/index'). */
export default function JobReviewScreen() {
  const title = useScreenTitle('g070102');
  const navigate = useNavigate();
  const def = useMemo(() => reviewJobsResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
