import { DisconnectOutlined, UnlockOutlined } from '@ant-design/icons';
import { ACCOUNT_SECURITY_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  BINDINGS_KEY,
  type Binding,
  LOCKED_KEY,
  type LockedAccount,
  listBindings,
  listLocked,
  removeBinding,
  unlockAccount,
} from '../api/bindings-unlock';

/** g070115, bindings tab: who signs in with which provider; removing one is confirmed and told. */
export const bindingResource = defineResource<Binding>({
  id: BINDINGS_KEY,
  rowKey: (b) => b.id,
  fetchPage: listBindings,
  filters: [
    { key: 'provider', type: 'text', labelKey: 'bindings.provider' },
    { key: 'keyword', type: 'text', labelKey: 'bindings.keyword', placeholderKey: 'bindings.keywordHint' },
  ],
  columns: [
    { key: 'username', titleKey: 'bindings.account', hideable: false },
    { key: 'provider', titleKey: 'bindings.provider' },
    { key: 'subject', titleKey: 'bindings.subject' },
    { key: 'email', titleKey: 'bindings.email', defaultHidden: true },
    { key: 'createdAt', titleKey: 'bindings.createdAt', type: 'datetime' },
    { key: 'lastUsedAt', titleKey: 'bindings.lastUsedAt', type: 'datetime' },
  ],
  rowActions: [
    {
      key: 'remove',
      labelKey: 'bindings.remove',
      perms: [ACCOUNT_SECURITY_PERMS.removeBinding],
      icon: <DisconnectOutlined />,
      danger: true,
      confirm: (b, t) => t('bindings.removeConfirm', { provider: b.provider, name: b.username }),
      run: (b) => removeBinding(b.id),
      successKey: 'bindings.removed',
    },
  ],
});

/** g070115, locked accounts tab: why and until when; unlocking is confirmed and told. */
export const lockedResource = defineResource<LockedAccount>({
  id: LOCKED_KEY,
  rowKey: (a) => a.id,
  fetchPage: listLocked,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'bindings.keyword', placeholderKey: 'locked.keywordHint' },
  ],
  columns: [
    { key: 'username', titleKey: 'bindings.account', hideable: false },
    { key: 'userType', titleKey: 'locked.userType', type: 'dict', dict: 'user_type' },
    { key: 'reason', titleKey: 'locked.reason', render: (a) => i18n.t(`locked.reason.${a.reason}`) },
    { key: 'failedLogins', titleKey: 'locked.failedLogins', type: 'number' },
    { key: 'since', titleKey: 'locked.since', type: 'datetime' },
    { key: 'lockedUntil', titleKey: 'locked.until', type: 'datetime' },
  ],
  rowActions: [
    {
      key: 'unlock',
      labelKey: 'locked.unlock',
      perms: [ACCOUNT_SECURITY_PERMS.unlock],
      icon: <UnlockOutlined />,
      confirm: (a, t) => t('locked.unlockConfirm', { name: a.username }),
      run: (a) => unlockAccount(a.id),
      successKey: 'locked.unlocked',
    },
  ],
});
