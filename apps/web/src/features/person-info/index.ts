/* What the person-info feature offers other features; anything not exported here stays its own. */
export { useStoredFile } from './hooks/use-stored-file';
