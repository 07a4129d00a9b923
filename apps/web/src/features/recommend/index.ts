/* What the recommend feature offers other features; anything not exported here stays its own. */
export { JobRecommendations } from './components/job-recommendations';
