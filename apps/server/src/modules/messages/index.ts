import type { TModule } from '../../core/module';
import { messagesRoutes } from './messages.routes';
import { wsPlugin } from './ws.plugin';

/** Message centre (list, unread count, mark read), WebSocket tickets and the live socket. */
export const messagesModule: TModule = {
  name: 'messages',
  routes: messagesRoutes,
  plugin: wsPlugin,
};
