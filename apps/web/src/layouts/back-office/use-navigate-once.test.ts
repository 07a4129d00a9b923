import { describe, expect, it } from 'vitest';
import { isSameLocation } from './use-navigate-once';

describe('duplicate navigation', () => {
  it('recognises the location already shown, query and hash included', () => {
    const here = { pathname: '/g30/g300101', search: '?page=2', hash: '' };
    expect(isSameLocation('/g30/g300101?page=2', here)).toBe(true);
    expect(isSameLocation('/g30/g300101', here)).toBe(false);
    expect(isSameLocation('/index', here)).toBe(false);
  });
});
