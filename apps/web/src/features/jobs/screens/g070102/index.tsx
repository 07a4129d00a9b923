import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DialogRenderers, ResourceList, ResourcePage, ReviewReasonDialog } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { JobRow } from '../../api/jobs';
import { jobReview, jobTakedown, reviewJobsResource } from '../../components/job-resources';

const dialogs: DialogRenderers<JobRow> = {
  takedown: ({ row, close, done }) =>
    row && (
      <ReviewReasonDialog
        row={row}
        action={jobTakedown}
        reasons={jobReview.reasons}
        onClose={close}
        onDone={done}
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
