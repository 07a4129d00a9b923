import { defineResource } from '@/components/resource';
import { LoginReason } from '@/features/audit';
import { type LoginEntry, SECURITY_KEY, listLoginHistory } from '../api/security';

/** The caller's own sign-ins, newest first, paged (g019901 login history). */
export const loginHistoryResource = defineResource<LoginEntry>({
  id: `${SECURITY_KEY}-logins`,
  rowKey: (r) => r.id,
  fetchPage: listLoginHistory,
  columns: [
    { key: 'createdAt', titleKey: 'security.history.time', type: 'datetime', hideable: false },
    { key: 'success', titleKey: 'security.history.result', type: 'dict', dict: 'oper_result' },
    {
      key: 'reason',
      titleKey: 'security.history.reason',
      render: (r) => <LoginReason reason={r.reason} />,
    },
    { key: 'ip', titleKey: 'security.ip' },
    { key: 'device', titleKey: 'security.device' },
    { key: 'userAgent', titleKey: 'security.userAgent', ellipsis: true, defaultHidden: true },
  ],
});
