import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\\\"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[["}', 1)).toBe(false);
  });

  it('refuses a body of nested arrays at the limit plus one', () => {
    expect(jsonDepthExceeds('['.repeat(33) + ']'.repeat(33), 32)).toBe(true);
    expect(jsonDepthExceeds('['.repeat(32) + ']'.repeat(32), 32)).toBe(false);
  });
});
