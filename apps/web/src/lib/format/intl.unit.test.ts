import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl';

describe('shared Intl formatters', () => {
  it('builds one formatter per language and options and hands it out again', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(numberFormat('zh-CN'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(listFormat('en', { type: 'unit' })).toBe(listFormat('en', { type: 'unit' }));
  });

  it('formats as a freshly built one would', () => {
    expect(numberFormat('en').format(12345.6)).toBe('12,345.6');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(12345.6)).toBe('12,346');
    const day = new Date(Date.UTC(2026, 10, 25, 12));
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Nov 25, 2026');
    expect(dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(
      '2026年11月25日',
    );
  });
});
