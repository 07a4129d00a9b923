import type { TModule } from '../core/module';
import { archiveRequestAttachments, archivesExport, archivesModule } from './archives';
import { accountsModule, organisationsExport, personsExport, profileMissing } from './accounts';
import { auditModule } from './audit';
import { authModule } from './auth';
import { collectionsModule } from './collections';
import { contentModule } from './content';
import { dataExportsModule } from './data-exports';
import {
  closeDeliveriesOfPosting,
  deliveredResumeFiles,
  deliveriesExport,
  deliveriesModule,
  deliveryRegistryFiles,
} from './deliveries';
import { dictModule } from './dict';
import { employmentMapModule } from './employment-map';
import { fairsModule } from './fairs';
import { discoverCollectionKinds, discoverModule } from './discover';
import { fairBoothsModule } from './fair-booths';
import { statisticsModule } from './statistics';
import { feedbackAttachments, feedbackModule } from './feedback';
import { filesModule } from './files';
import { gigsModule } from './gigs';
import { homeModule } from './home';
import { jobSearchModule } from './job-search';
import { browseHistoryModule } from './browse-history';
import { jobAlertsModule, jobAlertsOnPublished } from './job-alerts';
import { jobsModule, postingsExport, recruitmentCollectionKinds } from './jobs';
import { messagesModule } from './messages';
import { oidcModule } from './oidc';
import { policyCollectionKind, policyModule } from './policy';
import { portalModule } from './portal';
import { programApprovalsModule } from './program-approvals';
import { programApplicationMaterials, programApplicationsExport, programsModule } from './programs';
import { programScoringModule } from './program-scoring';
import { recommendModule } from './recommend';
import { registryResumeFiles, resumesModule } from './resumes';
import { smsModule } from './sms';
import { systemModule } from './system';
import { accountSecurityModule } from './account-security';
import { systemAdminModule } from './system-admin';
import { systemUsersModule } from './system-users';
import { resumeCollectionKind, talentModule } from './talent';
import { talentServiceFiles, talentServicesModule } from './talent-services';
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
    archiveRequestAttachments,
    talentServiceFiles,
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
  // After the workflow engine's module and the demo accounts: the archive process and demo archives.
  archivesModule,
  // The datasets staff may export, each contributed by the module that owns the data.
  dataExportsModule([
    postingsExport,
    organisationsExport,
    personsExport,
    deliveriesExport,
    programApplicationsExport,
    archivesExport,
  ]),
  // After programs' tiers and service types, which its rules are keyed by.
  talentServicesModule,
  // After the expert library's demo data: links the demo expert accounts to library experts.
  programApprovalsModule,
  // Scoring sheets per program category, the experts' scores and the results' public notice.
  programScoringModule,
  // After every demo seed: checks the statistics rollups against their sources.
  statisticsModule,
  // Counts the review queues the modules declare, read lazily like the portal's counters.
  workbenchModule(() => modules),
  // Reads the list lazily for its counters (the list contains the portal module itself).
  portalModule(() => modules),
];
