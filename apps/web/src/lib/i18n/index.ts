import { LOCALES, type TCatalogue, type TLocale, pickLocale } from '@rcwb/shared';
import { keepOnClear, safeStorage } from '@/lib/storage';
import { entryMessages } from './entry-messages';
import { createTranslator, isLocale } from './translator';
import { translationHook } from './use-translation';

export type { TFunction, TOptions, TTranslator } from './translator';

/** Local-storage key of an explicit language choice. */
export const LOCALE_STORAGE_KEY = 'rcwb-locale';
keepOnClear(LOCALE_STORAGE_KEY);

/** A stored choice wins; otherwise the browser's preferred languages pick. */
export function detectLocale(): TLocale {
  const stored = safeStorage('localStorage').getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  if (typeof navigator === 'undefined') return pickLocale(undefined);
  return pickLocale(navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
}

/** The server's messages the public pages load first, then the given UI catalogues. */
export const resourcesOf = (locale: TLocale, catalogues: readonly TCatalogue[]): Record<string, string> =>
  Object.assign({}, ...entryMessages.map((c) => c[locale]), ...catalogues.map((c) => c[locale]));

/*
 * The public pages' strings, one chunk per language holding that language only (see
 * locale-strings.ts): a visitor downloads the active language, and the other one when switching.
 */
const localeStrings: Record<TLocale, () => Promise<readonly TCatalogue[]>> = {
  en: Object.values(
    import.meta.glob<readonly TCatalogue[]>('./locale-strings.ts', {
      query: { locale: 'en' },
      import: 'catalogues',
    }),
  )[0]!,
  'zh-CN': Object.values(
    import.meta.glob<readonly TCatalogue[]>('./locale-strings.ts', {
      query: { locale: 'zh-CN' },
      import: 'catalogues',
    }),
  )[0]!,
};

/** The app's translator (ADR 0029); strings join it as their catalogues load. */
export const i18n = createTranslator(detectLocale());

/** `const { t, i18n } = useTranslation()` in components. */
export const useTranslation = translationHook(i18n);

const loading = new Map<TLocale, Promise<void>>();

/** Fetches one language's public strings, once, and adds them. */
export function loadLocale(locale: TLocale): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    done = localeStrings[locale]().then((catalogues) => {
      for (const catalogue of catalogues)
        i18n.addResourceBundle(locale, 'translation', catalogue[locale], true, false);
    });
    // A failed download (the network dropped) is tried again by the next call.
    done.catch(() => loading.delete(locale));
    loading.set(locale, done);
  }
  return done;
}

/** Settles when the first language's strings are in: the entry renders after it. */
export const i18nReady: Promise<void> = loadLocale(i18n.language);

const syncDocument = (locale: TLocale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

export const currentLocale = (): TLocale => i18n.language;

/**
 * The language switch: persists the explicit choice and applies it once that language's strings
 * are in (the first switch downloads them).
 */
export async function setLocale(locale: TLocale): Promise<void> {
  safeStorage('localStorage').setItem(LOCALE_STORAGE_KEY, locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/** Adds catalogues loaded with a part of the app (see back-office.ts) in every language. */
export function registerCatalogues(catalogues: readonly TCatalogue[]): void {
  for (const locale of LOCALES)
    for (const catalogue of catalogues)
      i18n.addResourceBundle(locale, 'translation', catalogue[locale], true, true);
}
