import { describe, expect, it } from 'vitest';
import { formatPortalTimeRange, formatReadableDate, formatReadableDateTime } from './readable-date';

describe('readable dates', () => {
  // Half past noon on 25 November in whatever time zone the tests run in.
  const noon = new Date(2026, 10, 25, 12, 30).toISOString();

  it('words a date in the language given, whatever the browser speaks', () => {
    expect(formatReadableDate(noon, 'zh-CN')).toBe('2026年11月25日');
    expect(formatReadableDate(noon, 'en')).toBe('Nov 25, 2026');
    expect(formatReadableDateTime(noon, 'zh-CN')).toBe('2026年11月25日 12:30');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatReadableDate(null, 'en')).toBe('');
    expect(formatReadableDate('not a date', 'en')).toBe('');
  });

  it("words when a fair runs in the portal's time zone on a 24-hour clock, wherever the reader is", () => {
    // 09:00 to 17:30 in Beijing on 25 November.
    expect(formatPortalTimeRange('2026-11-25T01:00:00Z', '2026-11-25T09:30:00Z', 'zh-CN')).toBe(
      '2026年11月25日 09:00–17:30',
    );
    expect(formatPortalTimeRange('2026-11-25T01:00:00Z', '2026-11-25T09:30:00Z', 'en')).toBe(
      'Nov 25, 2026 09:00–17:30',
    );
    // Midnight in Beijing is still the 24th in UTC; across days both ends are written in full.
    expect(formatPortalTimeRange('2026-11-24T16:00:00Z', '2026-11-27T09:30:00Z', 'zh-CN')).toBe(
      '2026年11月25日 00:00 – 2026年11月27日 17:30',
    );
    expect(formatPortalTimeRange('2026-12-31T01:00:00Z', '2027-01-02T15:59:00Z', 'en')).toBe(
      'Dec 31, 2026 09:00 – Jan 2, 2027 23:59',
    );
    expect(formatPortalTimeRange(null, '2026-11-25T09:30:00Z', 'en')).toBe('');
  });

  it("reads every moment's clock in the portal's time zone as Intl does", () => {
    const clock = new Intl.DateTimeFormat('en', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) {
      const time = clock.format(new Date(t));
      expect(formatPortalTimeRange(t, t, 'en').split(' ').pop(), new Date(t).toISOString()).toBe(
        `${time}–${time}`,
      );
    }
  });
});
