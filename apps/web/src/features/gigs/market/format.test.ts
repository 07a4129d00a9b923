import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import '../i18n-scope';
import { distanceText, weekdaysText } from './format';

describe('gig market figures', () => {
  it('gives distances in km with one decimal in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(distanceText(i18n.t, 'en', 1.25)).toBe('1.3 km away');
    expect(distanceText(i18n.t, 'en', 12)).toBe('12.0 km away');
    await i18n.changeLanguage('zh-CN');
    expect(distanceText(i18n.t, 'zh-CN', 0.04)).toBe('距离 0.0 公里');
    await i18n.changeLanguage('en');
  });

  it('names ISO weekdays from Monday', () => {
    expect(weekdaysText('en', [1, 6, 7])).toBe('Mon, Sat, Sun');
  });
});
