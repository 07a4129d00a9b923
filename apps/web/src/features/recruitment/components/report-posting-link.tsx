import { FEEDBACK_PERMS, hasPermiOr, screenPath } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';

/**
 * "Report this posting": the complaint form, already about this posting. A visitor signs in on
 * the way; a signed-in account that may not file complaints (an organisation, staff) sees nothing.
 */
export function ReportPostingLink({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const signedIn = !!useSession((s) => s.token);
  const permissions = useSession((s) => s.permissions);
  const form = screenPath('g010801', undefined, { kind: 'complaint', targetKind: 'job', targetId: jobId });
  if (signedIn && !hasPermiOr(permissions, [FEEDBACK_PERMS.add])) return null;
  return (
    <Link to={signedIn ? form : loginPath(form)} className="ui-button" data-testid="report-posting">
      {t('jobs.report')}
    </Link>
  );
}
