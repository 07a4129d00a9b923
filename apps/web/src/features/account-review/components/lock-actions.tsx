import { type TPermission } from '@rcwb/shared';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { ActionDef } from '@/components/resource';
import { type AccountStatus, setAccountLock } from '../api/review';

type Lockable = { id: number; name: string; username: string; status: AccountStatus };

/** Lock and unlock of an applicant's account, each asked first; the server tells the account by message. */
export function lockActions<R extends Lockable>(kind: 'org' | 'person', perm: TPermission): ActionDef<R>[] {
  return [
    {
      key: 'lock',
      labelKey: 'accountReview.lock',
      perms: [perm],
      icon: <LockOutlined aria-hidden="true" />,
      danger: true,
      hidden: (r) => r.status !== 'active',
      confirm: (r, t) => t('accountReview.lockConfirm', { name: r.name || r.username }),
      run: (r) => setAccountLock(kind, r.id, true),
      successKey: 'accountReview.locked',
    },
    {
      key: 'unlock',
      labelKey: 'accountReview.unlock',
      perms: [perm],
      icon: <UnlockOutlined aria-hidden="true" />,
      hidden: (r) => r.status !== 'locked',
      confirm: (r, t) => t('accountReview.unlockConfirm', { name: r.name || r.username }),
      run: (r) => setAccountLock(kind, r.id, false),
      successKey: 'accountReview.unlocked',
    },
  ];
}
