import type { TModule } from '../core/module';
import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { authModule } from './auth';
import { dictModule } from './dict';
import { filesModule } from './files';
import { homeModule } from './home';
import { jobSearchModule } from './job-search';
import { jobsModule } from './jobs';
import { menuGroupsModule } from './menu-groups';
import { messagesModule } from './messages';
import { oidcModule } from './oidc';
import { portalModule } from './portal';
import { smsModule } from './sms';
import { systemModule } from './system';
import { systemUsersModule } from './system-users';

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
  jobsModule,
  jobSearchModule,
  // Reads the list lazily for its counters (the list contains the portal module itself).
  portalModule(() => modules),
];
