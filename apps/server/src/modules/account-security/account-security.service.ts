import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import { iso, isoOrNull } from '../../core/time';
import { pageOfBindings, pageOfLocked, removeBinding, unlockAccount } from './account-security.repository';

/** g070115: third-party bindings and locked accounts, for administrators. */
export function createAccountSecurityService(deps: TDeps) {
  return {
    async bindings(f: { provider?: string | undefined; keyword?: string | undefined }, paging: TPaging) {
      const { rows, total } = await pageOfBindings(deps.db, f, paging);
      return page(
        rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), lastUsedAt: isoOrNull(r.lastUsedAt) })),
        total,
      );
    },

    /** The account can no longer sign in with that provider; its owner is told. */
    async removeBinding(id: number): Promise<void> {
      const removed = await removeBinding(deps.db, id);
      if (!removed) throw warning('accountSecurity.bindingGone');
      await deps.notifier.notify(removed.accountId, {
        kind: 'security',
        titleKey: 'accountSecurity.notice.bindingRemovedTitle',
        bodyKey: 'accountSecurity.notice.bindingRemovedBody',
        params: { provider: removed.provider },
      });
    },

    async locked(f: { keyword?: string | undefined }, paging: TPaging) {
      const { rows, total } = await pageOfLocked(deps.db, f, paging);
      return page(
        rows.map((r) => ({
          id: r.id,
          username: r.username,
          userType: r.userType,
          // An administrator's lock lasts until lifted; failed sign-ins lock until a time.
          reason: r.status === 'locked' ? 'admin' : 'failedLogins',
          failedLogins: r.failedLogins,
          lockedUntil: isoOrNull(r.lockedUntil),
          since: iso(r.updatedAt),
        })),
        total,
      );
    },

    /** Lifts either lock; two staff unlocking at once: the second is told it is done already. */
    async unlock(id: number): Promise<void> {
      const done = await deps.db.transaction((tx) => unlockAccount(tx, id));
      if (!done) throw warning('accountSecurity.notLocked');
      await deps.notifier.notify(id, {
        kind: 'security',
        titleKey: 'accountSecurity.notice.unlockedTitle',
        bodyKey: 'accountSecurity.notice.unlockedBody',
      });
    },
  };
}
