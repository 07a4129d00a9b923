import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { i18n } from '@/lib/i18n';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { ReasonDialog } from '@/features/jobs';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => staffResumesResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('resumeUi.staff.title')}>
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
