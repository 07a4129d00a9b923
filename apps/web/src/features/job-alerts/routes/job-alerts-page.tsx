import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList } from '@/components/resource';
import { alertResource } from '../components/alert-resource';
import { RenameAlertDialog } from '../components/rename-alert-dialog';
import styles from './job-alerts-page.module.css';

const dialogs = { rename: RenameAlertDialog };

/**
 * Standalone /g010704/index (SPEC §2.2): the person's job alerts — open one as a search, rename,
 * pause or resume, delete — with how many postings each announced since it was last opened.
 */
export function JobAlertsPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <nav className={styles.nav} aria-label={t('personJobs.alerts.title')}>
        <Link to="/recruitment/findJob">{t('personJobs.alerts.findJobs')}</Link>
        <Link to="/g01/g010702/collect">{t('personJobs.alerts.backToCollections')}</Link>
      </nav>
      <h1 className={styles.title}>{t('personJobs.alerts.title')}</h1>
      <p className={styles.lead}>{t('personJobs.alerts.lead')}</p>
      <ResourceList def={alertResource} dialogs={dialogs} />
    </main>
  );
}
