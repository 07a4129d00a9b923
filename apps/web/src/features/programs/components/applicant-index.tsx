import type { TProgramApplicantType } from '@rcwb/shared';
import { useEffect, useRef } from 'react';
import { Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DictValue } from '@/components/dict-tag';
import {
  APPLICATIONS_KEY,
  type BatchForMe,
  type MyApplication,
  batchesForMe,
  myApplications,
  startApplication,
} from '../api/applications';
import { ApplicationProgress, ApplicationStatusTag, ReturnedOpinion } from './application-progress';
import { applicationPath } from './application-paths';
import styles from './applicant-index.module.css';

function BatchCard({ batch, type }: { batch: BatchForMe; type: TProgramApplicantType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startApplication(batch.id),
    onSuccess: async (app) => {
      await queryClient.invalidateQueries({ queryKey: [APPLICATIONS_KEY] });
      await navigate(applicationPath(type, 'addOne', app));
    },
  });
  const canApply = batch.reasons.length === 0;
  return (
    <Card size="small" className={styles.card} title={batch.name} data-testid="program-batch">
      <Space wrap size={[8, 4]}>
        <DictValue type="program_category" value={batch.category} />
        <Typography.Text type="secondary">
          {t('programApply.closesOn', { date: batch.closesOn })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('programApply.quota', { quota: batch.quota })}</Typography.Text>
      </Space>
      {batch.description && (
        <Typography.Paragraph className={styles.text}>{batch.description}</Typography.Paragraph>
      )}
      {batch.applicationId !== null ? (
        <Link to={applicationPath(type, 'addOne', { id: batch.applicationId, batch })}>
          {t('programApply.continue')}
        </Link>
      ) : canApply ? (
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
          {t('programApply.apply')}
        </Button>
      ) : (
        <div data-testid="ineligible-reasons">
          <Typography.Text type="secondary">{t('programApply.cannotApply')}</Typography.Text>
          <ul className={styles.reasons}>
            {batch.reasons.map((r) => (
              <li key={r.key}>{t(r.key, r.params)}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function ApplicationCard({
  app,
  type,
  opened,
}: {
  app: MyApplication;
  type: TProgramApplicantType;
  /** The application a message linked to (`?application=id`): brought into view and marked. */
  opened: boolean;
}) {
  const { t } = useTranslation();
  const editable = app.status === 'draft' || app.status === 'returned';
  const target = { id: app.id, batch: app.batch };
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened) ref.current?.scrollIntoView({ block: 'center' });
  }, [opened]);
  return (
    <Card
      ref={ref}
      size="small"
      className={opened ? `${styles.card} ${styles.opened}` : styles.card}
      aria-current={opened ? 'true' : undefined}
      title={app.batch.name}
      extra={<ApplicationStatusTag status={app.status} />}
      data-testid="my-application"
    >
      <ReturnedOpinion view={app.view} />
      <ApplicationProgress view={app.view} />
      <Space wrap>
        {editable && (
          <Link to={applicationPath(type, 'addOne', target)}>
            {app.status === 'returned' ? t('programApply.edit') : t('programApply.continue')}
          </Link>
        )}
        <Link to={applicationPath(type, 'addTwo', target, 'print')}>{t('programApply.print')}</Link>
      </Space>
    </Card>
  );
}

/**
 * g020101 (individuals) and g020102 (organisations): the open batches of my kind, each with why I
 * cannot apply when I cannot, and my applications with where each stands and its steps so far.
 */
export function ApplicantIndex({ type }: { type: TProgramApplicantType }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const opened = Number(search.get('application'));
  const batches = useQuery({
    queryKey: [APPLICATIONS_KEY, 'batches'],
    queryFn: ({ signal }) => batchesForMe(signal),
  });
  const mine = useQuery({
    queryKey: [APPLICATIONS_KEY, 'mine'],
    queryFn: ({ signal }) => myApplications(signal),
  });
  return (
    <div className={styles.columns}>
      <section aria-labelledby="program-open-batches">
        <Typography.Title level={2} id="program-open-batches" className={styles.heading}>
          {t('programApply.openBatches')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('programApply.openBatchesLead')}</Typography.Paragraph>
        {batches.isPending ? (
          <Skeleton active />
        ) : batches.data?.length ? (
          batches.data.map((b) => <BatchCard key={b.id} batch={b} type={type} />)
        ) : (
          <Empty description={t('programApply.noBatches')} />
        )}
      </section>
      <section aria-labelledby="program-my-applications">
        <Typography.Title level={2} id="program-my-applications" className={styles.heading}>
          {t('programApply.mine')}
        </Typography.Title>
        {mine.isPending ? (
          <Skeleton active />
        ) : mine.data?.length ? (
          mine.data.map((a) => <ApplicationCard key={a.id} app={a} type={type} opened={a.id === opened} />)
        ) : (
          <Empty description={t('programApply.noApplications')} />
        )}
      </section>
    </div>
  );
}
