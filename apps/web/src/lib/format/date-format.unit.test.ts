import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './date-format';

// Local time throughout: the expected strings do not depend on the machine's time zone.
const local = new Date(2024, 0, 2, 3, 4, 5, 678);

describe('formatDateTime', () => {
  it('uses y-m-d h:i:s with two-digit parts by default', () => {
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(new Date(2024, 10, 23, 14, 35, 59))).toBe('2024-11-23 14:35:59');
  });

  it('reads milliseconds, seconds (10 digits) and digit strings', () => {
    const ms = local.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(formatDateTime(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(ms))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(seconds))).toBe('2024-01-02 03:04:05');
  });

  it('reads date strings without a zone as local time', () => {
    expect(formatDateTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05.678')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024/1/2 3:04')).toBe('2024-01-02 03:04:00');
    expect(formatDateTime('2024-01-02')).toBe('2024-01-02 00:00:00');
  });

  it('reads ISO strings with a zone as that instant', () => {
    const iso = '2024-01-02T03:04:05.000Z';
    expect(formatDateTime(iso)).toBe(formatDateTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5))));
    expect(toDate('2024-01-02T11:04:05+08:00')?.getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
  });

  it('applies custom patterns and the weekday token', () => {
    expect(formatDateTime(local, '{y}年{m}月{d}日 星期{a}')).toBe('2024年01月02日 星期二');
    expect(formatDateTime(local, '{a}, {d}/{m}/{y}', 'en')).toBe('Tue, 02/01/2024');
    expect(formatDateTime(local, '{h}:{i}')).toBe('03:04');
    // Unknown tokens and plain text stay as written.
    expect(formatDateTime(local, '{x} y-m-d')).toBe('{x} y-m-d');
  });

  it('gives an empty string for missing or unreadable input', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date('x')]) {
      expect(formatDateTime(value)).toBe('');
    }
  });

  it('does not change a Date passed in', () => {
    const date = new Date(local);
    formatDateTime(date);
    expect(date.getTime()).toBe(local.getTime());
  });
});

describe('formatDate', () => {
  it('keeps the date part only', () => {
    expect(formatDate(local)).toBe('2024-01-02');
    expect(formatDate('2024-12-31 23:59:59')).toBe('2024-12-31');
    expect(formatDate(null)).toBe('');
  });
});
