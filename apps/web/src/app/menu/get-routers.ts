import { api } from '@/lib/api';
import type { TServerRoute } from './menu-types';

/** The signed-in user's menu tree; its titles come in the request language. */
export const getRouters = () =>
  api.get<TServerRoute[]>('/system/menu/getRouters', undefined, { onSessionExpired: 'silent' });
