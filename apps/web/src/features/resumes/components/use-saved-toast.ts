import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';
import { MY_RESUMES_KEY, type ResumeView } from '../api/resumes';

/** After a save: the list is stale, the person is told it worked (they stay in the editor). */
export function useResumeSaved() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (saved: ResumeView) => {
    void client.invalidateQueries({ queryKey: [MY_RESUMES_KEY] });
    client.setQueryData([MY_RESUMES_KEY, 'detail', saved.id], saved);
    feedback.success(t('resumeUi.saved', { percent: saved.completeness }));
  };
}
