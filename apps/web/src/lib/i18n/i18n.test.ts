import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, ROLES, UserType, messagesOf } from '@rcwb/shared';
import { STAT_LABELS } from '@/features/recruitment/components/portal-stats';
import { publicAreas } from '@/layouts/portal/public-areas';
import { LOCALE_STORAGE_KEY, i18n, resourcesOf, setLocale } from '.';
import { webCatalogues } from './resources';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys passed literally to t('…') anywhere in the app. */
const literalKeys = () => {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(match[1]!);
  }
  return keys;
};

/** Keys built at run time from known value sets. */
const dynamicKeys = [
  ...LOCALES.map((l) => `locale.${l}`),
  ...Object.values(UserType).map((n) => `userType.${n}`),
  ...ROLES.map((r) => `role.${r}`),
  ...publicAreas.map((a) => a.labelKey),
  ...Object.values(STAT_LABELS),
  'app.recruitmentTitle',
  'app.serviceTitle',
  'network',
  'timeout',
];

afterEach(() => {
  localStorage.clear();
});

describe('i18n resources', () => {
  it('gives every web catalogue the same keys in both languages', () => {
    for (const catalogue of webCatalogues) {
      expect(Object.keys(catalogue['zh-CN']).sort()).toEqual(Object.keys(catalogue.en).sort());
    }
  });

  it('never overrides a shared SPEC message', () => {
    const shared = new Set(Object.keys(messagesOf('en')));
    const clashes = webCatalogues.flatMap((c) => Object.keys(c.en)).filter((key) => shared.has(key));
    expect(clashes).toEqual([]);
  });

  it('has every key the source uses, in both languages', () => {
    const used = [...literalKeys(), ...dynamicKeys];
    expect(used.length).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const missing = used.filter((key) => !(key in resourcesOf(locale)));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('interpolates {name} parameters like the shared translate()', () => {
    expect(i18n.t('httpStatus', { lng: 'en', n: 502 })).toBe('system interface 502 abnormal');
    expect(i18n.t('home.welcome', { lng: 'zh-CN', name: '张三' })).toBe('欢迎您，张三');
  });

  it('switches language, persists the choice and sets <html lang>', async () => {
    setLocale('en');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    setLocale('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('sessionExpiredDialog.confirm')).toBe('重新登录');
  });
});
