import type { TModule } from '../../core/module';
import { recommendRoutes } from './recommend.routes';

/** Recommendations with match reasons (scoring in score.ts). */
export const recommendModule: TModule = {
  name: 'recommend',
  routes: recommendRoutes,
};
