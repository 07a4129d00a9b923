import type { TModule } from '../core/module';
import { accountsModule, profileMissing } from './accounts';
import { auditModule } from './audit';
import { authModule } from './auth';
import { collectionsModule } from './collections';
import { contentModule } from './content';
import {
  closeDeliveriesOfPosting,
  deliveredResumeFiles,
  deliveriesModule,
  deliveryRegistryFiles,
} from './deliveries';
import { dictModule } from './dict';
import { employmentMapModule } from './employment-map';
import { fairsModule } from './fairs';
import { discoverCollectionKinds, discoverModule } from './discover';
import { fairBoothsModule } from './fair-booths';
import { feedbackAttachments, feedbackModule } from './feedback';
import { filesModule } from './files';
import { gigsModule } from './gigs';
import { homeModule } from './home';
import { jobSearchModule } from './job-search';
import { browseHistoryModule } from './browse-history';
import { jobAlertsModule, jobAlertsOnPublished } from './job-alerts';
import { jobsModule, recruitmentCollectionKinds } from './jobs';
import { messagesModule } from './messages';
import { oidcModule } from './oidc';
import { policyCollectionKind, policyModule } from './policy';
import { portalModule } from './portal';
import { programApplicationMaterials, programsModule } from './programs';
import { programScoringModule } from './program-scoring';
import { recommendModule } from './recommend';
import { registryResumeFiles, resumesModule } from './resumes';
import { smsModule } from './sms';
import { systemModule } from './system';
import { accountSecurityModule } from './account-security';
import { systemAdminModule } from './system-admin';
import { systemUsersModule } from './system-users';
import { resumeCollectionKind, talentModule } from './talent';
import { workbenchModule } from './workbench';
import { workflowModule } from './workflow';

/** Things users may collect; each owning module exports its kinds (DOMAIN.md collection). */
const collectionKinds = [
  policyCollectionKind,
  ...discoverCollectionKinds,
  ...recruitmentCollectionKinds,
  resumeCollectionKind,
];

/** Every feature area of the server, in registration order. */
export const modules: TModule[] = [
  authModule(profileMissing),
  // Who reads a private file besides its owner: only through the object that makes it theirs to see
  // (a reviewer reads a licence through the organisation: POST /system/org/:id/licence).
  filesModule([
    deliveredResumeFiles,
    deliveryRegistryFiles,
    registryResumeFiles,
    feedbackAttachments,
    programApplicationMaterials,
  ]),
  messagesModule,
  systemModule,
  dictModule,
  homeModule,
  systemUsersModule,
  systemAdminModule,
  accountSecurityModule,
  auditModule,
  smsModule,
  accountsModule,
  oidcModule,
  jobsModule([jobAlertsOnPublished], [closeDeliveriesOfPosting]),
  jobSearchModule,
  policyModule,
  discoverModule,
  contentModule(collectionKinds),
  collectionsModule(collectionKinds),
  browseHistoryModule(recruitmentCollectionKinds),
  jobAlertsModule,
  // Demo seeds in order: the job seekers' resumes, then deliveries (which publish postings for the
  // demo organisation when it has none), then the invitations to those postings.
  resumesModule,
  deliveriesModule,
  talentModule,
  // After the postings and deliveries: the demo fairs attach published postings of demo organisations.
  fairsModule,
  feedbackModule,
  gigsModule,
  recommendModule,
  // After the demo postings and organisations: checks the map's counts, places the organisations.
  employmentMapModule,
  fairBoothsModule,
  // The engine's deadline job for every kind of application (core/workflow).
  workflowModule,
  programsModule,
  programScoringModule,
  // Counts the review queues the modules declare, read lazily like the portal's counters.
  workbenchModule(() => modules),
  // Reads the list lazily for its counters (the list contains the portal module itself).
  portalModule(() => modules),
];
