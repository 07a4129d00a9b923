import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalStorage } from '@/lib/storage';
import {
  forgetUnbound,
  rememberStarted,
  rememberUnbound,
  startedSignIn,
  unboundIdentity,
} from './oidc-session';

const identity = {
  bindToken: 'tkn',
  provider: { id: 'testidp', label: 'Test IdP' },
  claims: { name: 'Alice', email: 'alice@idp.example' },
};

beforeEach(() => sessionStorage.clear());

describe('third-party sign-in memory of the tab', () => {
  it('remembers the started provider and where to go afterwards', () => {
    expect(startedSignIn()).toBeUndefined();
    rememberStarted({ provider: 'testidp', redirect: '/g01/g010105' });
    expect(startedSignIn()).toEqual({ provider: 'testidp', redirect: '/g01/g010105' });
  });

  it('keeps an unbound identity until it is bound, also across a logout clearing local storage', () => {
    rememberUnbound(identity);
    clearLocalStorage();
    expect(unboundIdentity()).toEqual(identity);
    forgetUnbound();
    expect(unboundIdentity()).toBeUndefined();
  });

  it('ignores damaged or foreign values', () => {
    sessionStorage.setItem('rcwb-oidc-unbound', '{not json');
    expect(unboundIdentity()).toBeUndefined();
    sessionStorage.setItem('rcwb-oidc-unbound', JSON.stringify({ bindToken: 3 }));
    expect(unboundIdentity()).toBeUndefined();
  });
});
