export const LOCALES = ['zh-CN', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'zh-CN';

/** One area's messages in both languages; the two maps must have the same keys. */
export type TCatalogue<K extends string = string> = { en: Record<K, string>; 'zh-CN': Record<K, string> };

/** Declares an area catalogue, letting TypeScript check that both languages have every key. */
export function defineCatalogue<K extends string>(c: TCatalogue<K>): TCatalogue<K> {
  return c;
}
