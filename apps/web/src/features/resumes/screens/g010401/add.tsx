import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { gc01Query } from '@/features/accounts';
import { useScreenTitle } from '@/lib/screen-title';
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
  const title = useScreenTitle('g010401:add');
  const navigate = useNavigate();
  // The screen stays mounted in its tab: after a save it starts over, so it never adds twice.
  const [round, setRound] = useState(0);
  const saved = useResumeSaved();
  const profile = useQuery(gc01Query);
  // A missing or failing profile only means nothing to prefill.
  if (profile.isPending) return <Skeleton active />;
  return (
    <ResumeEditor
      key={round}
      title={title}
      initialValues={{ title: '', content: prefilledContent(profile.data?.record) }}
      save={addResume}
      onSaved={(resume) => {
        saved(resume);
        setRound((r) => r + 1);
        void navigate(resumePaths.edit(resume.id, resume.title), { replace: true });
      }}
    />
  );
}
