import { BASENAME } from '@/lib/paths';
import { patchMenuRoutes } from './menu/menu-session';

/** Options of the app's router (shared with tests, which build a memory router from them). */
export const routerOptions = { basename: BASENAME, patchRoutesOnNavigation: patchMenuRoutes };
