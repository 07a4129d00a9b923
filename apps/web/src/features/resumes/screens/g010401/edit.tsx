import { useQuery } from '@tanstack/react-query';
import { RecordState, useRecordId } from '@/components/record-state';
import { useScreenTitle } from '@/lib/screen-title';
import { MY_RESUMES_KEY, editResume, getMyResume } from '../../api/resumes';
import { ResumeEditor } from '../../components/resume-editor';
import { useResumeSaved } from '../../components/use-saved-toast';

/** g010401 edit/{id}/{title}: one of the person's resumes; saving keeps the editor open. */
export default function EditResumeScreen() {
  const title = useScreenTitle('g010401:edit');
  const id = useRecordId('path');
  const saved = useResumeSaved();
  const resume = useQuery({
    queryKey: [MY_RESUMES_KEY, 'detail', id],
    queryFn: () => getMyResume(id!),
    enabled: id !== null,
    staleTime: 0,
    // The editor owns the form once loaded: a refetch must not reset what the person is typing.
    refetchOnWindowFocus: false,
  });
  if (!resume.data) return <RecordState badLink={id === null} query={resume} />;
  return (
    <ResumeEditor
      key={resume.data.id}
      title={title}
      resume={resume.data}
      initialValues={{ title: resume.data.title, content: resume.data.content }}
      save={(input) => editResume(resume.data.id, input)}
      onSaved={saved}
    />
  );
}
