import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type TCatalogue, type TLocale, pickLocale } from '@rcwb/shared';
import { keepOnClear, safeStorage } from '@/lib/storage';
import { entryMessages } from './entry-messages';
import { publicCatalogues } from './public-catalogues';

/** Local-storage key of an explicit language choice. */
export const LOCALE_STORAGE_KEY = 'rcwb-locale';
keepOnClear(LOCALE_STORAGE_KEY);

const isLocale = (value: string | null | undefined): value is TLocale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/** A stored choice wins; otherwise the browser's preferred languages pick. */
export function detectLocale(): TLocale {
  const stored = safeStorage('localStorage').getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  if (typeof navigator === 'undefined') return pickLocale(undefined);
  return pickLocale(navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
}

/**
 * The server's messages the entry bundles first, then the given UI catalogues (by default the
 * public pages' ones).
 */
export const resourcesOf = (
  locale: TLocale,
  catalogues: readonly TCatalogue[] = publicCatalogues,
): Record<string, string> =>
  Object.assign({}, ...entryMessages.map((c) => c[locale]), ...catalogues.map((c) => c[locale]));

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: 'zh-CN',
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: resourcesOf(l) }])),
  // Catalogue keys contain dots and use `{n}` parameters, as in @rcwb/shared's translate().
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  returnNull: false,
  // Resources are bundled (the back office's with its layouts), so nothing ever needs to suspend.
  react: { useSuspense: false },
});

const syncDocument = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

export const currentLocale = (): TLocale =>
  isLocale(i18n.language) ? i18n.language : pickLocale(i18n.language);

/** The language switch: applies at once and persists the explicit choice. */
export function setLocale(locale: TLocale): void {
  safeStorage('localStorage').setItem(LOCALE_STORAGE_KEY, locale);
  void i18n.changeLanguage(locale);
}

/** Adds catalogues loaded with a part of the app (see back-office.ts) in every language. */
export function registerCatalogues(catalogues: readonly TCatalogue[]): void {
  for (const locale of LOCALES)
    for (const catalogue of catalogues)
      i18n.addResourceBundle(locale, 'translation', catalogue[locale], true, true);
}
