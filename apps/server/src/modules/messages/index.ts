import type { TMenuDef, TModule } from '../../core/module';
import { ROLE_DEFS } from '../../core/roles';
import { messagesRoutes } from './messages.routes';
import { wsPlugin } from './ws.plugin';

/** g010705 message centre: every signed-in role reads its own messages (DOMAIN.md). */
export const MESSAGE_MENUS: TMenuDef[] = [
  {
    key: 'g010705',
    parent: 'g01',
    type: 'C',
    path: 'g010705',
    component: 'g010705/index',
    titleZh: '消息中心',
    titleEn: 'Messages',
    icon: 'message',
    sort: 95,
    roles: ROLE_DEFS.map((r) => r.key),
  },
];

/** Message centre (list, unread count, mark read), WebSocket tickets and the live socket. */
export const messagesModule: TModule = {
  name: 'messages',
  routes: messagesRoutes,
  plugin: wsPlugin,
  menus: MESSAGE_MENUS,
};

// What other modules use of this one (its public surface).
export { liveOf } from './live';
export { presentMessage } from './messages.presenter';
export { listMessages } from './messages.repository';
