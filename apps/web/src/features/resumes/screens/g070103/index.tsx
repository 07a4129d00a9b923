import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DialogRenderers, ResourceList, ResourcePage, ReviewReasonDialog } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { StaffResumeRow } from '../../api/resumes';
import { resumeHide, resumeHideReasons, staffResumesResource } from '../../components/staff-resource';

const dialogs: DialogRenderers<StaffResumeRow> = {
  hide: ({ row, close, done }) =>
    row && (
      <ReviewReasonDialog
        row={row}
        action={resumeHide}
        reasons={resumeHideReasons}
        onClose={close}
        onDone={done}
      />
    ),
};

/** g070103 resume registry (menu component key 'g070103/index'). */
export default function ResumeRegistryScreen() {
  const title = useScreenTitle('g070103');
  const navigate = useNavigate();
  const def = useMemo(() => staffResumesResource(navigate), [navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
