/* What the messages feature offers other features; anything not exported here stays its own. */
export { messageListQuery } from './api/get-message-list';
export { LatestMessages } from './components/latest-messages';
export { useMessageSocket } from './hooks/use-message-socket';
export { MESSAGE_CENTRE_PATH } from './paths';
