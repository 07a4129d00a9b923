import type { TMenuDef, TModule } from '../../core/module';
import { ROLE_DEFS } from '../../core/roles';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { demoAccountsSeed } from './demo-accounts';
import { securityRoutes } from './security.routes';

/** g019901 account security: every signed-in role has it (DOMAIN.md). */
export const SECURITY_MENUS: TMenuDef[] = [
  {
    key: 'g019901',
    parent: 'g01',
    type: 'C',
    path: 'g019901',
    component: 'g019901/index',
    titleZh: '账号安全',
    titleEn: 'Account security',
    icon: 'safety',
    sort: 99,
    roles: ROLE_DEFS.map((r) => r.key),
  },
];

/** Sign-in, sessions, user info, the personal centre, account security and the demo accounts. */
export const authModule: TModule = {
  name: 'auth',
  routes: (deps) => [...authRoutes(deps), ...accountRoutes(deps), ...securityRoutes(deps)],
  menus: SECURITY_MENUS,
  seeds: [demoAccountsSeed],
};
