import type { TModule } from '../../core/module';
import { demoScoringSeed } from './demo-scoring';
import { programScoringRoutes } from './program-scoring.routes';
import { scoreSheetsSeed } from './sheets';

/**
 * Expert scoring and public notice of talent programs (issue 20): the scoring sheets of each
 * program category, the experts' scoring tasks and forms, the staff's scores, aggregates and
 * ranks, and the notices of chosen results with the objections that reopen a review.
 */
export const programScoringModule: TModule = {
  name: 'program-scoring',
  routes: programScoringRoutes,
  // The sheets first: the demo experts score on them.
  seeds: [scoreSheetsSeed, demoScoringSeed],
};

// What other modules use of this one (its public surface).
export { OBJECTION_TARGET } from './notices.service';
