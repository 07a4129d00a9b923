import { safeStorage } from '@/lib/storage';
import type { UnboundIdentity } from '../api/oidc';

/**
 * What a third-party sign-in keeps in this tab between pages: which provider was started (the
 * provider's redirect back does not name it) with where to go afterwards, and an identity that
 * still has to be bound. Session storage: per tab, gone with it, untouched by logout's clearing.
 */
const STARTED_KEY = 'rcwb-oidc-started';
const UNBOUND_KEY = 'rcwb-oidc-unbound';

export type StartedSignIn = { provider: string; redirect: string };

const storage = () => safeStorage('sessionStorage');

function read<T>(key: string, valid: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const rememberStarted = (started: StartedSignIn): void =>
  storage().setItem(STARTED_KEY, JSON.stringify(started));

export const startedSignIn = (): StartedSignIn | undefined =>
  read(STARTED_KEY, (v): v is StartedSignIn => isObject(v) && typeof v['provider'] === 'string');

export const rememberUnbound = (identity: UnboundIdentity): void =>
  storage().setItem(UNBOUND_KEY, JSON.stringify(identity));

export const unboundIdentity = (): UnboundIdentity | undefined =>
  read(
    UNBOUND_KEY,
    (v): v is UnboundIdentity =>
      isObject(v) && typeof v['bindToken'] === 'string' && isObject(v['provider']) && isObject(v['claims']),
  );

/** The identity is bound (or abandoned): a later registration must not carry its ticket. */
export const forgetUnbound = (): void => storage().setItem(UNBOUND_KEY, 'null');
