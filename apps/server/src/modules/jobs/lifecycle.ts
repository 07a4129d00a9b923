import { warning } from '../../core/errors';
import type { TJobStatus } from '../../db/schema';

/** What can be done to a posting, by its organisation or by staff. */
export type TJobAction =
  'edit' | 'submit' | 'refresh' | 'close' | 'reopen' | 'remove' | 'approve' | 'reject' | 'takedown';

type TState = { status: TJobStatus; revision: unknown };

/**
 * The transitions of DOMAIN.md: draft → pending → published → closed; staff reject back to draft.
 * A published posting may carry a pending revision, which staff approve or reject like a
 * submission while the posting stays live.
 */
const ALLOWED: Record<TJobAction, (s: TState) => boolean> = {
  edit: () => true,
  submit: (s) => s.status === 'draft',
  refresh: (s) => s.status === 'published',
  close: (s) => s.status === 'published',
  reopen: (s) => s.status === 'closed',
  remove: (s) => s.status === 'draft',
  approve: (s) => s.status === 'pending' || (s.status === 'published' && s.revision != null),
  reject: (s) => s.status === 'pending' || (s.status === 'published' && s.revision != null),
  takedown: (s) => s.status === 'published',
};

export const canDo = (action: TJobAction, s: TState): boolean => ALLOWED[action](s);

/** Refuses an action the posting's state does not allow, saying what the action needs. */
export function assertCan(action: TJobAction, s: TState): void {
  if (!canDo(action, s)) throw warning(`jobs.cannot.${action}`);
}

/** The actions an organisation may take now, for the buttons of its screens. */
export const orgActions = (s: TState): TJobAction[] =>
  (['edit', 'submit', 'refresh', 'close', 'reopen', 'remove'] as const).filter((a) => canDo(a, s));
