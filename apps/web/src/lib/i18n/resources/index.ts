import type { TCatalogue } from '@rcwb/shared';
import { accountReviewUi } from './account-review';
import { accountSecurityUi } from './account-security';
import { accountsUi } from './accounts';
import { auditUi } from './audit';
import { backOffice } from './back-office';
import { common } from './common';
import { components } from './components';
import { contentAdminUi } from './content-admin';
import { discoverUi } from './discover';
import { home } from './home';
import { jobsUi } from './jobs';
import { jobsAdminUi } from './jobs-admin';
import { login } from './login';
import { personJobsUi } from './person-jobs';
import { policyUi } from './policy';
import { portal } from './portal';
import { profile } from './profile';
import { resource } from './resource';
import { shell } from './shell';
import { smsUi } from './sms';
import { systemUsersUi } from './system-users';
import { tags } from './tags';

/** The web app's own UI strings, one catalogue per area. */
export const webCatalogues: readonly TCatalogue[] = [
  common,
  login,
  portal,
  backOffice,
  tags,
  components,
  home,
  profile,
  shell,
  resource,
  systemUsersUi,
  auditUi,
  accountsUi,
  smsUi,
  accountReviewUi,
  accountSecurityUi,
  jobsUi,
  jobsAdminUi,
  policyUi,
  discoverUi,
  contentAdminUi,
  personJobsUi,
];
