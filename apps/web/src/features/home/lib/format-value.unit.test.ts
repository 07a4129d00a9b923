import { describe, expect, it } from 'vitest';
import { formatBytes, formatCardValue } from './format-value';

describe('formatBytes', () => {
  it('uses binary multiples with one decimal', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(3.25 * 1024 ** 3, 'zh-CN')).toBe('3.3 GB');
    expect(formatBytes(2 * 1024 ** 5, 'en')).toBe('2,048 TB');
  });
});

describe('formatCardValue', () => {
  it('formats counts, sizes and percentages', () => {
    expect(formatCardValue({ value: 12345, unit: 'count' }, 'en')).toBe('12,345');
    expect(formatCardValue({ value: 2048, unit: 'bytes' }, 'en')).toBe('2 KB');
    expect(formatCardValue({ value: 100, unit: 'percent' }, 'en')).toBe('100%');
    expect(formatCardValue({ value: 0, unit: 'percent' }, 'zh-CN')).toBe('0%');
  });
});
