import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DictTag } from '@/components/dict-tag';
import { defineResource } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { useLabels } from '@/lib/jobs/use-labels';
import { ALERT_PERMS, type JobAlert, deleteAlert, editAlert, listAlerts, openAlert } from '../api/job-alerts';
import { alertSearchPath, alertSummary } from '../lib/alert-search';

/** The alert's name, opening its search on findJob (and marking its postings so far as seen). */
function AlertName({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  return (
    <Link
      to={alertSearchPath(alert.filters)}
      aria-label={t('personJobs.alerts.open', { name: alert.name })}
      onClick={() => void openAlert(alert.id).catch(() => undefined)}
    >
      {alert.name}
    </Link>
  );
}

function AlertSearch({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  return <>{alertSummary(alert.filters, useLabels(), t)}</>;
}

/** A tag in the colours the dictionary tags use (AA contrast), for a label made here. */
function StatusTag({ label, listClass }: { label: string; listClass: string }) {
  const entry = {
    dictType: '',
    dictValue: 'x',
    dictLabel: label,
    cssClass: '',
    listClass,
    sort: 0,
    parentValue: null,
  };
  return <DictTag options={[entry]} value="x" />;
}

function AlertStatus({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  return alert.enabled ? (
    <StatusTag label={t('personJobs.alerts.on')} listClass="success" />
  ) : (
    <StatusTag label={t('personJobs.alerts.paused')} listClass="default" />
  );
}

function NewCount({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  return alert.newCount > 0 ? (
    <StatusTag label={t('personJobs.alerts.newCount', { n: alert.newCount })} listClass="primary" />
  ) : (
    <>0</>
  );
}

/** /g010704/index: the person's job alerts (at most 20, so one page). */
export const alertResource = defineResource<JobAlert>({
  id: 'job-alerts',
  rowKey: (r) => r.id,
  fetchPage: listAlerts,
  columns: [
    {
      key: 'name',
      titleKey: 'personJobs.alerts.name',
      hideable: false,
      render: (r) => <AlertName alert={r} />,
    },
    { key: 'filters', titleKey: 'personJobs.alerts.search', render: (r) => <AlertSearch alert={r} /> },
    { key: 'enabled', titleKey: 'personJobs.alerts.status', render: (r) => <AlertStatus alert={r} /> },
    { key: 'newCount', titleKey: 'personJobs.alerts.new', render: (r) => <NewCount alert={r} /> },
  ],
  rowActions: [
    { key: 'rename', labelKey: 'personJobs.alerts.rename', perms: ALERT_PERMS, dialog: 'rename' },
    {
      key: 'toggle',
      labelKey: (r) => (r.enabled ? 'personJobs.alerts.pause' : 'personJobs.alerts.resume'),
      perms: ALERT_PERMS,
      run: async (r, { t }) => {
        await editAlert(r.id, { enabled: !r.enabled });
        // The toast says what happened to this row (successKey cannot depend on the row).
        feedback.success(t(r.enabled ? 'personJobs.alerts.paused.done' : 'personJobs.alerts.resumed'));
      },
    },
    {
      key: 'delete',
      labelKey: 'personJobs.alerts.delete',
      perms: ALERT_PERMS,
      danger: true,
      confirm: (r, t) => t('personJobs.alerts.deleteConfirm', { name: r.name }),
      run: (r) => deleteAlert(r.id),
      successKey: 'personJobs.alerts.deleted',
    },
  ],
});
