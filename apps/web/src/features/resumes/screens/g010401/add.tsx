import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { gc01Query } from '@/features/accounts/api/profile-records';
import { addResume } from '../../api/resumes';
import { prefilledContent } from '../../components/editor/form-content';
import { ResumeEditor } from '../../components/resume-editor';
import { resumePaths } from '../../components/resume-paths';
import { useResumeSaved } from '../../components/use-saved-toast';

/**
 * g010401 add: a new resume whose basics start from the person's profile (Gc01). Once saved, the
 * editor carries on at the resume's edit address.
 */
export default function AddResumeScreen() {
  const navigate = useNavigate();
  const saved = useResumeSaved();
  const profile = useQuery(gc01Query);
  // A missing or failing profile only means nothing to prefill.
  if (profile.isPending) return <Skeleton active />;
  return (
    <ResumeEditor
      titleKey="resumeUi.addTitle"
      initialValues={{ title: '', content: prefilledContent(profile.data?.record) }}
      save={addResume}
      onSaved={(resume) => {
        saved(resume);
        void navigate(resumePaths.edit(resume.id, resume.title), { replace: true });
      }}
    />
  );
}
