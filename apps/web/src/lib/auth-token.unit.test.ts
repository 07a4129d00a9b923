import { describe, expect, it } from 'vitest';
import { tokenCookieAttributes } from './auth-token';

describe('the token cookie', () => {
  it('is SameSite=Strict, for the whole site, without a Domain unless one is configured', () => {
    const attributes = tokenCookieAttributes();
    expect(attributes.sameSite).toBe('Strict');
    expect(attributes.path).toBe('/');
    // The tests' page is served over http and the build names no cookie domain.
    expect(attributes.secure).toBe(false);
    expect(attributes).not.toHaveProperty('domain');
  });
});
