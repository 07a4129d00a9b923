/* What the deliveries feature offers other features; anything not exported here stays its own. */
export { DeliverButton } from './components/deliver-button';
