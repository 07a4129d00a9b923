import { type TScreenKey, screenTitle } from '@rcwb/shared';
import { i18n, useTranslation } from '@/lib/i18n';

/**
 * A screen's title in the current language, read from the screen manifest (the same text as its
 * menu entry), so a heading or a link to the screen never repeats the title as an i18n key.
 * Call it while rendering a component that follows the language (it uses `t`, or call
 * `useScreenTitle`), so a language switch renders it again.
 */
export const screenName = (key: TScreenKey): string => screenTitle(key, i18n.language);

/** A screen's title in the current language; the component renders again when the language changes. */
export function useScreenTitle(key: TScreenKey): string {
  const { i18n: instance } = useTranslation();
  return screenTitle(key, instance.language);
}
