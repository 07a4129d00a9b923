/* What the talent services feature offers other features; anything not exported here stays its own. */
export { HeldTiersCard } from './components/held-tiers';
