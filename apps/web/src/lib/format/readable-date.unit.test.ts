import { describe, expect, it } from 'vitest';
import { formatReadableDate, formatReadableDateTime } from './readable-date';

describe('readable dates', () => {
  const noon = '2026-11-25T04:30:00Z';

  it('words a date in the language given, whatever the browser speaks', () => {
    expect(formatReadableDate(noon, 'zh-CN')).toBe('2026年11月25日');
    expect(formatReadableDate(noon, 'en')).toBe('Nov 25, 2026');
    expect(formatReadableDateTime(noon, 'zh-CN')).toMatch(/^2026年11月25日 \d{2}:30$/);
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatReadableDate(null, 'en')).toBe('');
    expect(formatReadableDate('not a date', 'en')).toBe('');
  });
});
