import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { hasPermiOr, screenPath } from '@rcwb/shared';
import type { JobSearch } from '@/lib/jobs/search-state';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { ALERT_PERMS, JOB_ALERTS_KEY, saveAlert } from '../api/job-alerts';
import { alertFiltersOf } from '../lib/alert-search';

/** Where a person manages the alerts (standalone screen, SPEC §2.2). */
export const ALERTS_PATH = screenPath('g010704:index');

/**
 * "Save as job alert" on findJob/queryJob: visitors get a sign-in link that comes back to the
 * same search; persons save the search (named by the server after it) and get a link to their
 * alerts; other signed-in users, who cannot have alerts, see nothing. Antd-free (portal page).
 */
export function SaveAlertButton({ search }: { search: JobSearch }) {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const token = useSession((s) => s.token);
  const loaded = useSession((s) => s.loaded);
  const permissions = useSession((s) => s.permissions);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveAlert(alertFiltersOf(search)),
    onSuccess: () => client.invalidateQueries({ queryKey: [JOB_ALERTS_KEY] }),
  });
  if (!token)
    return (
      <Link className="ui-button" to={loginPath(pathname + query)} data-testid="save-alert">
        {t('personJobs.alerts.signInToSave')}
      </Link>
    );
  if (loaded && !hasPermiOr(permissions, ALERT_PERMS)) return null;
  return (
    <div className="save-alert">
      <button
        type="button"
        className="ui-button"
        disabled={save.isPending}
        onClick={() => save.mutate()}
        data-testid="save-alert"
      >
        {save.isPending ? t('personJobs.alerts.saving') : t('personJobs.alerts.save')}
      </button>{' '}
      <Link to={ALERTS_PATH}>{t('personJobs.alerts.goToAlerts')}</Link>
      <span role="status">
        {save.isSuccess && ` ${t('personJobs.alerts.saved', { name: save.data.name })}`}
      </span>
      {save.isError && (
        <span role="alert" className="ui-alert error">
          {save.error.message}
        </span>
      )}
    </div>
  );
}
