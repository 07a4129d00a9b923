import type { TModule } from '../core/module';
import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { authModule } from './auth';
import { collectionsModule } from './collections';
import { contentModule } from './content';
import { dictModule } from './dict';
import { discoverCollectionKinds, discoverModule } from './discover';
import { filesModule } from './files';
import { homeModule } from './home';
import { jobSearchModule } from './job-search';
import { browseHistoryModule } from './browse-history';
import { jobAlertsModule, jobAlertsOnPublished } from './job-alerts';
import { jobsModule, recruitmentCollectionKinds } from './jobs';
import { menuGroupsModule } from './menu-groups';
import { messagesModule } from './messages';
import { oidcModule } from './oidc';
import { policyCollectionKind, policyModule } from './policy';
import { portalModule } from './portal';
import { resumesModule } from './resumes';
import { smsModule } from './sms';
import { systemModule } from './system';
import { systemUsersModule } from './system-users';

/** Things users may collect; each owning module exports its kinds (DOMAIN.md collection). */
const collectionKinds = [policyCollectionKind, ...discoverCollectionKinds, ...recruitmentCollectionKinds];

/** Every feature area of the server, in registration order. */
export const modules: TModule[] = [
  menuGroupsModule,
  authModule,
  filesModule,
  messagesModule,
  systemModule,
  dictModule,
  homeModule,
  systemUsersModule,
  auditModule,
  smsModule,
  accountsModule,
  oidcModule,
  jobsModule([jobAlertsOnPublished]),
  jobSearchModule,
  policyModule,
  discoverModule,
  contentModule(collectionKinds),
  collectionsModule(collectionKinds),
  browseHistoryModule(recruitmentCollectionKinds),
  jobAlertsModule,
  resumesModule,
  // Reads the list lazily for its counters (the list contains the portal module itself).
  portalModule(() => modules),
];
