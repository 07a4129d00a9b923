import type { TModule } from '../../core/module';
import { filesRoutes } from './files.routes';

/** Uploads (SPEC §5/§7), downloads and the public image URLs. */
export const filesModule: TModule = {
  name: 'files',
  routes: filesRoutes,
};
