import type { TModule } from '../../core/module';
import type { TPublicationListener } from '../jobs';
import { announcePosting } from './alert-matcher';
import { personJobsDemoSeed } from './demo-seed';
import { jobAlertRoutes } from './job-alerts.routes';

export { announcePosting } from './alert-matcher';

/** Job alerts hear of every publication of a posting (modules/jobs) and tell matching owners. */
export const jobAlertsOnPublished: TPublicationListener = (deps, jobId) => announcePosting(deps, jobId);

/**
 * A person's side of the job search (DOMAIN.md saved search / job alert; g010702 collect,
 * collect_DW and cookies menus, g010704 alerts): the alerts' calls and matching, the person's
 * menus and demo data. Collections and browse history have their own generic modules.
 */
export const jobAlertsModule: TModule = {
  name: 'job-alerts',
  routes: jobAlertRoutes,
  seeds: [personJobsDemoSeed],
};
