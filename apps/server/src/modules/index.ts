import type { TModule } from '../core/module';
import { authModule } from './auth';
import { dictModule } from './dict';
import { filesModule } from './files';
import { menuGroupsModule } from './menu-groups';
import { messagesModule } from './messages';
import { portalModule } from './portal';
import { systemModule } from './system';

/** Every feature area of the server, in registration order. */
export const modules: TModule[] = [
  menuGroupsModule,
  authModule,
  filesModule,
  messagesModule,
  systemModule,
  dictModule,
  // Reads the list lazily for its counters (the list contains the portal module itself).
  portalModule(() => modules),
];
