/* What the content feature offers other features; anything not exported here stays its own. */
export { PortalHomeContent } from './components/portal-home-content';
