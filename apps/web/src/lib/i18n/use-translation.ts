import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction, TTranslator } from './translator';

/**
 * The hook of a translator: `t` in the current language, and the translator itself (its
 * `language`, `changeLanguage`). A component re-renders when the language changes, and its `t`
 * stays the same function while the language does (safe in effects' dependencies).
 */
export function translationHook(translator: TTranslator) {
  const subscribe = (changed: () => void) => {
    translator.on('languageChanged', changed);
    return () => translator.off('languageChanged', changed);
  };
  const languageNow = () => translator.language;
  return function useTranslation(): { t: TFunction; i18n: TTranslator } {
    const language = useSyncExternalStore(subscribe, languageNow, languageNow);
    return useMemo(() => ({ t: translator.getFixedT(language), i18n: translator }), [language]);
  };
}
