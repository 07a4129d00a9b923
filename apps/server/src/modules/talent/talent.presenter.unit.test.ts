import { describe, expect, it } from 'vitest';
import { maskName } from './talent.presenter';

describe('maskName', () => {
  it('keeps the surname and one asterisk', () => {
    expect(maskName('张伟明')).toBe('张*');
    expect(maskName(' 李红 ')).toBe('李*');
    expect(maskName('Alice Smith')).toBe('A*');
  });

  it('never returns a whole name, even of one character or an astral one', () => {
    expect(maskName('王')).toBe('王*');
    expect(maskName('𠀋明')).toBe('𠀋*');
    expect(maskName('')).toBe('*');
  });
});
