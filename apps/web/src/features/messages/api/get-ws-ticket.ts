import { api } from '@/lib/api';

/**
 * Single-use ticket (30 s) for `/ws/{username}?ticket=`. Reconnect attempts call this repeatedly,
 * so failures stay silent here; an expired session still rejects with kind 'session'.
 */
export const getWsTicket = () =>
  api.get<{ ticket: string }>('/message/wsTicket', undefined, { showError: false });
