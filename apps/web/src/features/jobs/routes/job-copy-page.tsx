import { useState } from 'react';
import { Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { RecordState, useRecordId } from '@/components/record-state';
import { attachPostingToFair, listMyUpcomingApproved } from '@/features/fair-booths';
import { MY_JOBS_KEY, addJob, getMyJob } from '../api/jobs';
import { JobForm } from '../components/job-form';
import { jobPaths } from '../components/job-paths';
import { useJob } from '../components/use-job';
import styles from './standalone.module.css';

/**
 * Standalone /g050102/add/{id}/{type}: a new posting started from one of the organisation's own
 * (type "copy"); it is saved as a new draft and the source stays as it is.
 */
export function JobCopyPage() {
  const { t } = useTranslation();
  const id = useRecordId('path');
  const navigate = useNavigate();
  const client = useQueryClient();
  const source = useJob('my-job', id, getMyJob);
  // The organisation's approved booths at fairs still to come: the new posting can be shown there.
  const fairs = useQuery({
    queryKey: ['fair-booths', 'upcoming-approved'],
    queryFn: ({ signal }) => listMyUpcomingApproved(signal),
  });
  const [fairApplication, setFairApplication] = useState<number | undefined>();
  if (!source.data)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={source} />
      </main>
    );
  const { revision, ...live } = source.data;
  return (
    <main className={styles.page}>
      {!!fairs.data?.length && (
        <div className={styles.fairChoice}>
          <span>{t('jobsAdmin.showAtFair')}</span>
          <Select
            allowClear
            aria-label={t('jobsAdmin.showAtFair')}
            placeholder={t('jobsAdmin.showAtFairNone')}
            value={fairApplication}
            onChange={setFairApplication}
            options={fairs.data.map((f) => ({ value: f.id, label: f.fairTitle }))}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </div>
      )}
      <JobForm
        title={t('jobsAdmin.copyTitle')}
        submitKey="jobsAdmin.saveDraft"
        initialValues={revision ?? live}
        notice={{ type: 'info', text: t('jobsAdmin.copyNotice', { title: live.title }) }}
        submit={async (values) => {
          const saved = await addJob({ ...values, copiedFrom: live.id });
          if (fairApplication !== undefined) await attachPostingToFair(fairApplication, saved.id);
          return saved;
        }}
        onDone={() => {
          void client.invalidateQueries({ queryKey: [MY_JOBS_KEY] });
          void navigate(jobPaths.mine);
        }}
      />
    </main>
  );
}
