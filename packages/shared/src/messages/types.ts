export const LOCALES = ['zh-CN', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'zh-CN';

/**
 * One area's messages in both languages; the two maps have the same keys, except that English may
 * add the singular of a counted key (`<key>_one`, the form the web app's translator picks for a
 * count of one). Chinese words every number alike.
 */
export type TCatalogue<K extends string = string> = {
  en: Record<K, string> & Partial<Record<`${K}_one`, string>>;
  'zh-CN': Record<K, string>;
};

/** Declares an area catalogue, letting TypeScript check that both languages have every key. */
export function defineCatalogue<K extends string>(c: {
  en: NoInfer<TCatalogue<K>['en']>;
  'zh-CN': Record<K, string>;
}): TCatalogue<K> {
  return c;
}
