import { Progress } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { TPersonWorkbench } from '@rcwb/shared';
import { WORKBENCH_LINKS } from '../api/workbench';
import styles from './workbench.module.css';

/** Open deliveries first: those still waiting for the organisation. */
const DELIVERY_ORDER = [
  'delivered',
  'viewed',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;

/** The person's counts, each a link to the list it counts. */
export function PersonCounts({ data }: { data: TPersonWorkbench }) {
  const { t } = useTranslation();
  const items: { key: string; value: number; to: string }[] = [
    ...DELIVERY_ORDER.map((s) => ({
      key: `delivery.${s}`,
      value: data.deliveries[s] ?? 0,
      to: WORKBENCH_LINKS.deliveries,
    })),
    { key: 'interviews', value: data.pendingInterviews, to: WORKBENCH_LINKS.deliveries },
    { key: 'invitations', value: data.pendingInvitations, to: WORKBENCH_LINKS.invitations },
    { key: 'collections', value: data.collections, to: WORKBENCH_LINKS.collections },
    { key: 'alerts', value: data.jobAlerts, to: WORKBENCH_LINKS.alerts },
    { key: 'unread', value: data.unreadMessages, to: WORKBENCH_LINKS.messages },
  ];
  return (
    <ul className={styles.counts} data-testid="workbench-counts">
      {items.map((i) => (
        <li key={i.key}>
          <Link className={styles.count} to={i.to}>
            <span className={styles.countValue}>{i.value}</span>
            <span className={styles.countLabel}>{t(`workbenchUi.count.${i.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Whether the profile is complete and how far the default resume is. */
export function PersonCompleteness({ data }: { data: TPersonWorkbench }) {
  const { t } = useTranslation();
  const resume = data.defaultResume;
  return (
    <div className={styles.completeness}>
      {/* Complete or not: a yes/no, said in words (a bar at 0 % or 100 % said nothing). */}
      <p data-testid="workbench-profile">
        {t('workbenchUi.profile')}:{' '}
        {data.profileComplete ? (
          <strong>{t('workbenchUi.profileComplete')}</strong>
        ) : (
          <>
            <strong>{t('workbenchUi.profileIncomplete')}</strong>{' '}
            <Link to={WORKBENCH_LINKS.profile}>{t('workbenchUi.completeIt')}</Link>
          </>
        )}
      </p>
      <div>
        <span>{resume ? t('workbenchUi.resume', { title: resume.title }) : t('workbenchUi.noResume')}</span>
        {resume ? (
          <>
            <Progress percent={resume.completeness} size="small" aria-label={t('workbenchUi.resumeShort')} />
            {resume.completeness < 100 && (
              <Link to={WORKBENCH_LINKS.editResume(resume.id, resume.title)}>
                {t('workbenchUi.completeIt')}
              </Link>
            )}
          </>
        ) : (
          <p>
            <Link to={WORKBENCH_LINKS.newResume}>{t('workbenchUi.createResume')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
