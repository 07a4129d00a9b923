/* What the recommend feature offers other features; anything not exported here stays its own. */
export { JobRecommendations } from './components/job-recommendations';
/** How a match's reasons are worded: the deliveries' match score shows the same reasons. */
export { MatchReasons } from './components/match-reasons';
export { reasonLines } from './components/reason-text';
