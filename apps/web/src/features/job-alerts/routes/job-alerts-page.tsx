import { screenPath } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { type DialogRenderers, ResourceList } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import type { JobAlert } from '../api/job-alerts';
import { alertResource } from '../components/alert-resource';
import { RenameAlertDialog } from '../components/rename-alert-dialog';
import styles from './job-alerts-page.module.css';

/** Rendered as elements: the list calls these renderers, and the dialog has hooks of its own. */
const dialogs: DialogRenderers<JobAlert> = { rename: (props) => <RenameAlertDialog {...props} /> };

/**
 * Standalone /g010704/index (SPEC §2.2): the person's job alerts — open one as a search, rename,
 * pause or resume, delete — with how many postings each announced since it was last opened.
 */
export function JobAlertsPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <nav className={styles.nav} aria-label={screenName('g010704:index')}>
        <Link to="/recruitment/findJob">{t('personJobs.alerts.findJobs')}</Link>
        <Link to={screenPath('g010702:collect')}>{screenName('g010702:collect')}</Link>
      </nav>
      <h1 className={styles.title}>{screenName('g010704:index')}</h1>
      <p className={styles.lead}>{t('personJobs.alerts.lead')}</p>
      <ResourceList def={alertResource} dialogs={dialogs} />
    </main>
  );
}
