import type { TCatalogue } from '@rcwb/shared';
import { accountsUi } from './accounts';
import { common } from './common';
import { deliverUi } from './deliver';
import { components } from './components';
import { discoverUi } from './discover';
import { jobsUi } from './jobs';
import { lists } from './lists';
import { login } from './login';
import { passwordRules } from './password-rules';
import { saveAlertUi } from './save-alert';
import { policyUi } from './policy';
import { portal } from './portal';
import { smsUi } from './sms';
import { tags } from './tags';

/**
 * The UI strings of the public pages (portal, sign-in, registration), bundled with the app's
 * entry. The back office's catalogues load with its layouts (back-office-catalogues.ts), so a
 * visitor of the portal never downloads them.
 */
export const publicCatalogues: readonly TCatalogue[] = [
  common,
  login,
  portal,
  tags,
  components,
  lists,
  passwordRules,
  accountsUi,
  smsUi,
  jobsUi,
  policyUi,
  discoverUi,
  saveAlertUi,
  deliverUi,
];
