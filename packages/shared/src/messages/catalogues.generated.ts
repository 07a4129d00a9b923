// Generated from the files of packages/shared/src/messages by `npm run gen:catalogues`: do not edit
// (a test compares it). An area adds its own file; its catalogue joins this list.
import { account } from './account';
import { accounts } from './accounts';
import { archives } from './archives';
import { auditSentences } from './audit-sentences';
import { audit } from './audit';
import { auth } from './auth';
import { centre } from './centre';
import { content } from './content';
import { core } from './core';
import { dataExports } from './data-exports';
import { deliveries } from './deliveries';
import { fairBooths } from './fair-booths';
import { fairs } from './fairs';
import { files } from './files';
import { gigs } from './gigs';
import { jobs } from './jobs';
import { personJobs } from './person-jobs';
import { programApprovals } from './program-approvals';
import { programScoring } from './program-scoring';
import { programs } from './programs';
import { resumes } from './resumes';
import { reviewQueue } from './review-queue';
import { statistics } from './statistics';
import { systemAdmin } from './system-admin';
import { systemUsers } from './system-users';
import { talentServices } from './talent-services';
import { talent } from './talent';
import { validation } from './validation';
import { workflow } from './workflow';
import type { TCatalogue } from './types';

/** Every area catalogue of this folder, in file-name order (no two define the same key). */
export const areaCatalogues: readonly TCatalogue[] = [
  account,
  accounts,
  archives,
  auditSentences,
  audit,
  auth,
  centre,
  content,
  core,
  dataExports,
  deliveries,
  fairBooths,
  fairs,
  files,
  gigs,
  jobs,
  personJobs,
  programApprovals,
  programScoring,
  programs,
  resumes,
  reviewQueue,
  statistics,
  systemAdmin,
  systemUsers,
  talentServices,
  talent,
  validation,
  workflow,
];
