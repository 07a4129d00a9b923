import type { TScreenKey } from './manifest';
import type { TTitles } from './types';

const registered = new Map<string, TTitles>();

/**
 * Makes the manifest's titles known to `screenTitle`. The server and the generated docs read the
 * titles from the manifest itself; the web app registers them with its back-office code
 * (lib/i18n/back-office.ts), so the public pages' first load does not carry every screen's name.
 */
export function registerScreenTitles(
  entries: readonly { readonly key: string; readonly titles: TTitles }[],
): void {
  for (const { key, titles } of entries) registered.set(key, titles);
}

/** The title of an entry in a language ('zh-CN' for Chinese, English otherwise); the key until registered. */
export const screenTitle = (key: TScreenKey, lang: string): string => {
  const titles = registered.get(key);
  if (!titles) return key;
  return lang.startsWith('zh') ? titles['zh-CN'] : titles.en;
};
