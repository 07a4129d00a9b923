export {
  REVIEW_ACTIONS,
  type TReviewAction,
  type TTransition,
  type TTransitionTable,
  actionsFrom,
  defineTransitions,
  findTransition,
  offeredActions,
  permOf,
} from './transitions';
export {
  type TReviewAdapter,
  type TReviewDecision,
  type TReviewInput,
  type TReviewQueue,
  type TReviewRoutes,
  decideReview,
  reviewInput,
  reviewRoutes,
} from './queue';
