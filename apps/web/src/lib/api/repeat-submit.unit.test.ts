import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/fake-api';
import { REPEAT_SUBMIT_MAX_BYTES, isRepeatSubmit } from './repeat-submit';

describe('isRepeatSubmit', () => {
  it('flags the same url and data inside the interval only', () => {
    const storage = memoryStorage();
    expect(isRepeatSubmit(storage, '/a', '{"x":1}', 0)).toBe(false);
    expect(isRepeatSubmit(storage, '/a', '{"x":1}', 999)).toBe(true);
    expect(isRepeatSubmit(storage, '/a', '{"x":1}', 1000)).toBe(false);
  });

  it('skips bodies of 5 MiB or more', () => {
    const storage = memoryStorage();
    const big = 'x'.repeat(REPEAT_SUBMIT_MAX_BYTES);
    expect(isRepeatSubmit(storage, '/a', big, 0)).toBe(false);
    expect(isRepeatSubmit(storage, '/a', big, 1)).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('counts bytes, not characters', () => {
    const storage = memoryStorage();
    // 2 Mi CJK characters are 6 MiB of UTF-8.
    const wide = '中'.repeat(2 * 1024 * 1024);
    expect(isRepeatSubmit(storage, '/a', wide, 0)).toBe(false);
    expect(isRepeatSubmit(storage, '/a', wide, 1)).toBe(false);
  });

  it('survives a corrupt record and a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.map.set('sessionObj', '{not json');
    expect(isRepeatSubmit(storage, '/a', '1', 0)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isRepeatSubmit(full, '/a', '1', 0)).toBe(false);
  });
});
