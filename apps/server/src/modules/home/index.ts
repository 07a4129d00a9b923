import type { TModule } from '../../core/module';
import { homeRoutes } from './home.routes';

/** The role-aware back-office home: getHomeData and getCountData. */
export const homeModule: TModule = { name: 'home', routes: homeRoutes };
