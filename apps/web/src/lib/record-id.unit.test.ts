import { describe, expect, it } from 'vitest';
import { recordIdOf } from './record-id';

describe('recordIdOf', () => {
  it('reads a positive integer id', () => {
    expect(recordIdOf(new URLSearchParams('id=42&page=2'))).toBe(42);
  });
  it.each(['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=1e400'])('gives 0 for %j', (query) => {
    expect(recordIdOf(new URLSearchParams(query))).toBe(0);
  });
});
