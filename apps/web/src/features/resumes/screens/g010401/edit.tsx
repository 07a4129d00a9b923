import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MY_RESUMES_KEY, editResume, getMyResume } from '../../api/resumes';
import { ResumeEditor } from '../../components/resume-editor';
import { useResumeSaved } from '../../components/use-saved-toast';

/** g010401 edit/{id}/{title}: one of the person's resumes; saving keeps the editor open. */
export default function EditResumeScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const saved = useResumeSaved();
  const resume = useQuery({
    queryKey: [MY_RESUMES_KEY, 'detail', id],
    queryFn: () => getMyResume(id),
    enabled: valid,
    staleTime: 0,
    // The editor owns the form once loaded: a refetch must not reset what the person is typing.
    refetchOnWindowFocus: false,
  });
  if (!valid) return <p role="alert">{t('resumeUi.notFound')}</p>;
  if (resume.isError) return <p role="alert">{resume.error.message}</p>;
  if (!resume.data) return <Skeleton active />;
  return (
    <ResumeEditor
      key={resume.data.id}
      titleKey="resumeUi.editTitle"
      resume={resume.data}
      initialValues={{ title: resume.data.title, content: resume.data.content }}
      save={(input) => editResume(id, input)}
      onSaved={saved}
    />
  );
}
