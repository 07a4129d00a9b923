import type { TModule } from '../../core/module';
import { messagesRoutes } from './messages.routes';
import { wsPlugin } from './ws.plugin';

/** Message centre (list, unread count, mark read), WebSocket tickets and the live socket. */
export const messagesModule: TModule = {
  name: 'messages',
  routes: messagesRoutes,
  plugin: wsPlugin,
};

// What other modules use of this one (its public surface).
export { liveOf } from './live';
export { presentMessage } from './messages.presenter';
export { listMessages } from './messages.repository';
export { createNotifier } from './notifier';
