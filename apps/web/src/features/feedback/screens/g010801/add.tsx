import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { ResourcePage } from '@/components/resource';
import { MY_FEEDBACK_KEY } from '../../api/feedback';
import { FeedbackForm } from '../../components/feedback-form';
import { MyFeedback } from '../../components/my-feedback';
import styles from '../../components/feedback.module.css';

/** g010801/add: the feedback and complaint form, with the author's items and the staff replies. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ResourcePage title={t('feedbackUi.title')}>
      <div className={styles.layout}>
        <section aria-labelledby="feedback-form-title">
          <h2 id="feedback-form-title" className={styles.heading}>
            {t('feedbackUi.formTitle')}
          </h2>
          <FeedbackForm onSent={() => void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY })} />
        </section>
        <section aria-labelledby="feedback-mine-title">
          <h2 id="feedback-mine-title" className={styles.heading}>
            {t('feedbackUi.mineTitle')}
          </h2>
          <MyFeedback />
        </section>
      </div>
    </ResourcePage>
  );
}
