/* What the audit feature offers other features; anything not exported here stays its own. */
export { LoginReason } from './components/audit-labels';
