import type { TCatalogue } from '@rcwb/shared';
import { accountReviewUi } from './account-review';
import { accountSecurityUi } from './account-security';
import { auditUi } from './audit';
import { backOffice } from './back-office';
import { centreUi } from './centre';
import { contentAdminUi } from './content-admin';
import { deliveriesUi } from './deliveries';
import { home } from './home';
import { jobsAdminUi } from './jobs-admin';
import { personJobsUi } from './person-jobs';
import { profile } from './profile';
import { resource } from './resource';
import { resumesUi } from './resumes';
import { shell } from './shell';
import { systemUsersUi } from './system-users';
import { talentAdminUi, talentUi } from './talent';

/** The UI strings only the signed-in layouts (back office and standalone screens) show. */
export const backOfficeCatalogues: readonly TCatalogue[] = [
  backOffice,
  home,
  profile,
  shell,
  resource,
  systemUsersUi,
  auditUi,
  accountReviewUi,
  accountSecurityUi,
  jobsAdminUi,
  contentAdminUi,
  personJobsUi,
  talentUi,
  talentAdminUi,
  deliveriesUi,
  centreUi,
  resumesUi,
];
