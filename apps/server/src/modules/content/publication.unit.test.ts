import { describe, expect, it } from 'vitest';
import { canMove } from './publication';

describe('publication life cycle', () => {
  it('publishes drafts and withdrawn items, withdraws only published ones', () => {
    expect(canMove('draft', 'publish')).toBe(true);
    expect(canMove('withdrawn', 'publish')).toBe(true);
    expect(canMove('published', 'publish')).toBe(false);
    expect(canMove('published', 'withdraw')).toBe(true);
    expect(canMove('draft', 'withdraw')).toBe(false);
    expect(canMove('withdrawn', 'withdraw')).toBe(false);
  });
});
