import type { TNotifier } from './deps';
import type { TSessionUser } from './session-user';

/**
 * An account acting in demo history as a signed-in user would (no session behind it): the demo
 * seeds write their history through the same services the screens call.
 */
export const demoActor = (
  a: { id: number; username: string; name: string },
  userType: number,
  role: string,
  permissions: string[] = [],
): TSessionUser => ({
  accountId: a.id,
  sessionId: 0,
  username: a.username,
  name: a.name,
  userType,
  roles: [role],
  permissions,
});

/**
 * Demo history is written without messages: the applicants' message centres (and every test and
 * count built on them) stay as the other demo data leaves them.
 */
export const quietNotifier: TNotifier = { notify: async () => undefined };
