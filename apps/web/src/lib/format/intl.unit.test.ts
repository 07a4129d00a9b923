import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, listFormat, mediumDateFormat, numberFormat } from './intl';

describe('shared Intl formatters', () => {
  it('builds one formatter per language and options and hands it out again', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr')).not.toBe(numberFormat('de'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
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

  describe('whole numbers and medium dates written out', () => {
    afterEach(() => vi.restoreAllMocks());

    // Magnitudes from 0 to 2^53, both signs, plus what Intl alone handles (fractions, -0, NaN…).
    const numbers = [
      ...Array.from({ length: 54 }, (_, e) => 2 ** e - 1),
      ...Array.from({ length: 16 }, (_, e) => 10 ** e),
      ...Array.from({ length: 200 }, (_, i) => Math.floor(Math.sin(i + 1) * 10 ** (i % 16))),
      Number.MAX_SAFE_INTEGER + 2,
      1234.5,
      -0.25,
      -0,
      NaN,
      Infinity,
      -Infinity,
    ].flatMap((n) => [n, -n]);

    it.each(['zh-CN', 'en'])('numberFormat(%s) writes every number as Intl does', (locale) => {
      const intl = new Intl.NumberFormat(locale);
      const format = numberFormat(locale);
      for (const n of numbers) expect(format.format(n), String(n)).toBe(intl.format(n));
    });

    it.each(['zh-CN', 'en'])('mediumDateFormat(%s) writes every date as Intl does', (locale) => {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
      const format = mediumDateFormat(locale);
      // Every fifth day of 1998–2032 at two times of day, and years Intl writes in other ways.
      const days = Array.from({ length: 2600 }, (_, i) => new Date(1998, 0, 1 + 5 * i, i % 2 ? 23 : 0, 30));
      const odd = [new Date(999, 5, 1), new Date(10000, 0, 1), new Date(-50, 2, 3), new Date(1000, 0, 1)];
      for (const date of [...days, ...odd])
        expect(format.format(date), date.toISOString()).toBe(intl.format(date));
    });

    it.each(['zh-CN', 'en'])(
      "mediumDateFormat(%s, 'portal') writes dates in the portal's time zone as Intl does",
      (locale) => {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
        const format = mediumDateFormat(locale, 'portal');
        // Every 7 h 13 min of 2024–2027, so every hour of the day falls on some day.
        for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 433 * 60_000) {
          const date = new Date(t);
          expect(format.format(date), date.toISOString()).toBe(intl.format(date));
        }
      },
    );

    it('builds no Intl formatter for them, so a page showing counts and dates loads no locale data', () => {
      const numberSpy = vi.spyOn(Intl, 'NumberFormat');
      const dateSpy = vi.spyOn(Intl, 'DateTimeFormat');
      expect(numberFormat('zh-CN').format(1234567)).toBe('1,234,567');
      expect(numberFormat('en').format(-1000)).toBe('-1,000');
      expect(mediumDateFormat('zh-CN').format(new Date(2026, 10, 25))).toBe('2026年11月25日');
      expect(mediumDateFormat('en').format(new Date(2026, 0, 5))).toBe('Jan 5, 2026');
      expect(numberSpy).not.toHaveBeenCalled();
      expect(dateSpy).not.toHaveBeenCalled();
    });
  });
});
