import type { TModule } from '../../core/module';
import { feedbackRoutes } from './feedback.routes';
import { demoFeedbackSeed } from './feedback.seed';

/** Feedback and complaints: the author's g010801 form and list, staff g070105 with replies. */
export const feedbackModule: TModule = {
  name: 'feedback',
  routes: feedbackRoutes,
  seeds: [demoFeedbackSeed],
};

// What other modules use of this one (its public surface).
export { feedbackAttachments } from './feedback-file-grant';
