/* What the fairs feature offers other features; anything not exported here stays its own. */
export { UpcomingFairs } from './components/upcoming-fairs';
