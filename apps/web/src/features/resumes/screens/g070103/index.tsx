import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '@/lib/i18n';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { ReasonDialog } from '@/features/jobs';
import { useScreenTitle } from '@/lib/screen-title';
import { type StaffResumeRow, hideResume } from '../../api/resumes';
import { staffResumesResource } from '../../components/staff-resource';

const dialogs: DialogRenderers<StaffResumeRow> = {
  hide: ({ row, close, done }) =>
    row && (
      <ReasonDialog
        titleKey="resumeUi.staff.hideTitle"
        title={row.title}
        reasonDict="resume_hide_reason"
        reasonLabelKey="resumeUi.staff.reasonLabel"
        onSubmit={(reason) => hideResume(row.id, reason)}
        onClose={close}
        onDone={() => done(i18n.t('resumeUi.staff.hiddenDone'))}
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
