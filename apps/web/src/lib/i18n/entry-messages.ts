import type { TCatalogue } from '@rcwb/shared';
import { account } from '@rcwb/shared/messages/account';
import { accounts } from '@rcwb/shared/messages/accounts';
import { auth } from '@rcwb/shared/messages/auth';
import { centre } from '@rcwb/shared/messages/centre';
import { core } from '@rcwb/shared/messages/core';
import { deliveries } from '@rcwb/shared/messages/deliveries';
import { files } from '@rcwb/shared/messages/files';
import { jobs } from '@rcwb/shared/messages/jobs';
import { personJobs } from '@rcwb/shared/messages/person-jobs';
import { talent } from '@rcwb/shared/messages/talent';
import { validation } from '@rcwb/shared/messages/validation';

/**
 * The server's message catalogues the public pages need in the browser: the server sends its
 * answers already translated, but a form shows its fields' errors from their keys, and a few
 * screens name a key themselves. These are the areas of the forms a visitor can reach (sign-in,
 * registration, applying, reporting a posting, inviting, job alerts, uploads). Every other area
 * loads with the back office (back-office.ts), so a new area's messages cost the portal's first
 * load nothing; the i18n test fails if a public page uses a key of an area not named here.
 */
export const entryMessages: readonly TCatalogue[] = [
  core,
  validation,
  files,
  auth,
  account,
  accounts,
  jobs,
  personJobs,
  talent,
  deliveries,
  centre,
];
