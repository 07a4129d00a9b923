import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@rcwb/shared';

/**
 * A call's options: its `{name}` parameters, and `count` (chooses a plural form and is a
 * parameter too), `defaultValue` (instead of the key when no language has it), `lng` (another
 * language than the current one).
 */
export type TOptions = { count?: number; defaultValue?: string; lng?: string; [param: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;
type TListener = (language: TLocale) => void;

export type TTranslator = {
  /** The current language. */
  readonly language: TLocale;
  t: TFunction;
  /** A `t` bound to one language: the same function for the same language. */
  getFixedT(language: string): TFunction;
  changeLanguage(language: string): Promise<void>;
  /**
   * Adds strings to a language; keys already there are replaced only with `overwrite`. (The
   * namespace and `deep` are i18next's parameters, kept so call sites read as before; there is
   * one namespace and keys are flat.)
   */
  addResourceBundle(
    language: string,
    namespace: string,
    strings: Readonly<Record<string, string>>,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  on(event: 'languageChanged', listener: TListener): void;
  off(event: 'languageChanged', listener: TListener): void;
};

/** One of the portal's languages (a stored choice may be anything). */
export const isLocale = (value: string | null | undefined): value is TLocale =>
  (LOCALES as readonly string[]).includes(value ?? '');
const localeOf = (value: string | undefined, current: TLocale): TLocale =>
  value === undefined ? current : isLocale(value) ? value : DEFAULT_LOCALE;

/**
 * The plural form of a count (CLDR): English has a singular (`<key>_one`) and a plural
 * (`<key>_other`), Chinese one form for every count (`<key>_other`). A key without the form
 * falls back to the bare key.
 */
const pluralSuffix = (locale: TLocale, count: number): string =>
  locale === 'en' && count === 1 ? '_one' : '_other';

const PARAM = /\{([^{}]+?)\}/g;

/** `{name}` takes the option of that name; `null` writes nothing, a missing one stays as it is. */
function interpolate(template: string, options: TOptions): string {
  return template.replace(PARAM, (match, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? match : value === null ? '' : String(value);
  });
}

/**
 * The portal's translations on the web: flat keys with dots, `{name}` parameters (the format of
 * @rcwb/shared's catalogues and its server-side translate()), two plural forms, and a missing
 * string taken from Chinese, the portal's first language (ADR 0029). It keeps the names of the
 * i18next calls the app was written with (`t`, `language`, `changeLanguage`,
 * `addResourceBundle`, the `languageChanged` event).
 */
export function createTranslator(initial: TLocale): TTranslator {
  const strings = new Map<TLocale, Record<string, string>>(LOCALES.map((l) => [l, {}]));
  const listeners = new Set<TListener>();
  const fixed = new Map<TLocale, TFunction>();
  let language = initial;

  const lookup = (locale: TLocale, key: string, count: number | undefined): string | undefined => {
    const own = strings.get(locale)!;
    return (count === undefined ? undefined : own[key + pluralSuffix(locale, count)]) ?? own[key];
  };

  function translate(locale: TLocale, key: string, options?: TOptions): string {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const found =
      lookup(locale, key, count) ??
      (locale === DEFAULT_LOCALE ? undefined : lookup(DEFAULT_LOCALE, key, count)) ??
      options?.defaultValue ??
      key;
    return options ? interpolate(found, options) : found;
  }

  const getFixedT = (lng: string): TFunction => {
    const locale = localeOf(lng, language);
    let t = fixed.get(locale);
    if (!t) {
      t = (key, options) => translate(options?.lng ? localeOf(options.lng, locale) : locale, key, options);
      fixed.set(locale, t);
    }
    return t;
  };

  return {
    get language() {
      return language;
    },
    t: (key, options) => getFixedT(language)(key, options),
    getFixedT,
    async changeLanguage(lng) {
      const next = localeOf(lng, language);
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    addResourceBundle(lng, _namespace, added, _deep, overwrite = false) {
      const own = strings.get(localeOf(lng, language))!;
      if (overwrite) Object.assign(own, added);
      else for (const key of Object.keys(added)) if (!(key in own)) own[key] = added[key]!;
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
  };
}
