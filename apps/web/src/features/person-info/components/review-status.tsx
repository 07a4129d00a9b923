import { Alert } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { ReviewStatus as Status } from '@/features/accounts';
import styles from './person-info.module.css';

const TYPES = { draft: 'info', pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Where the organisation's review stands, with the reviewer's reason when it was rejected. */
export function ReviewStatus({ status, reason }: { status: Status; reason: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      className={styles.notice}
      type={TYPES[status]}
      showIcon
      title={t(`personInfo.review.${status}`)}
      description={status === 'rejected' && reason ? t('personInfo.review.reason', { reason }) : undefined}
      data-testid="person-info-review"
      data-status={status}
    />
  );
}
