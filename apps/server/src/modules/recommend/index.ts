import type { TModule } from '../../core/module';
import { recommendRoutes } from './recommend.routes';

/** Recommendations with match reasons (scoring in score.ts). */
export const recommendModule: TModule = {
  name: 'recommend',
  routes: recommendRoutes,
};

/** The one scorer: deliveries score a delivered resume against its posting with it. */
export { WEIGHTS, scoreMatch, type TPostingFacts } from './score';
export { resumeFacts } from './recommend.service';
