/* What the collections feature offers other features; anything not exported here stays its own. */
export type { CollectionKind } from './api/collections';
export { CollectButton } from './components/collect-button';
